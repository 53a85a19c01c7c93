import { orderLabel, type Order } from "@contracts";
import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * The frame of an order's printable page (the packing slip, the gift card): the page's colour, what
 * paper gets (`printStyles`), and a sticky toolbar that is not printed, with the page's title and the
 * order's number (left to right in Hebrew too) before the page's own controls.
 */
export function AdminOrderPrintPage({
  title,
  order,
  toolbarTestId,
  printStyles,
  controls,
  children,
}: {
  title: string;
  order: Pick<Order, "_id" | "orderNumber"> | undefined;
  toolbarTestId: string;
  printStyles: Record<string, unknown>;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default", "@media print": { bgcolor: "transparent", minHeight: 0 } }}>
      <GlobalStyles styles={printStyles} />
      <Box
        component="header"
        data-testid={toolbarTestId}
        sx={{
          position: "sticky",
          top: 0,
          zIndex: 1,
          bgcolor: "background.paper",
          borderBottom: 1,
          borderColor: "divider",
          px: { xs: 2, sm: 3 },
          py: 1.5,
          display: "flex",
          alignItems: "center",
          gap: { xs: 1.5, sm: 3 },
          flexWrap: "wrap",
          "@media print": { display: "none" },
        }}
      >
        <Typography variant="h6" component="h1" sx={{ flex: "1 1 auto", minWidth: 0 }}>
          {title}
          {order && (
            <>
              {/* A plain space: a margin on the number's own (left-to-right) side would sit on the wrong side in Hebrew. */}{" "}
              <Box component="span" dir="ltr" sx={{ unicodeBidi: "isolate", color: "text.secondary", fontWeight: 400 }}>
                {orderLabel(order)}
              </Box>
            </>
          )}
        </Typography>
        {controls}
      </Box>
      {children}
    </Box>
  );
}
