import { orderLabel } from "@contracts";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { LANGUAGE_NAMES } from "@/shared/i18n/languages";
import { useShopSettings } from "@/shared/settings";
import { EmptyState, QueryState } from "@/shared/ui";
import { useAdminOrder } from "../hooks/useAdminOrders";
import { giftCardTextOf } from "../lib/giftCard";
import { AdminOrderGiftCard } from "./AdminOrderGiftCard";

/** What paper gets: an A6 card, landscape, with no margin of the printer's; no toolbar, no page colour. */
const PRINT_STYLES = {
  "@page": { size: "A6 landscape", margin: 0 },
  "@media print": { "html, body": { background: "#fff", margin: 0 } },
} as const;

/**
 * `/admin/orders/:id/gift-card`: a gift order's card, opened from the admin's order details or the
 * packing slip in a tab of its own, to print on A6 and put in the parcel. Above it (not printed) the
 * order, the card's language (the recipient's) and Print. An order that is not a gift has no card, and
 * says so.
 */
export function AdminOrderGiftCardPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const shop = useShopSettings();
  const query = useAdminOrder(id);
  const card = query.data ? giftCardTextOf(query.data) : null;

  return (
    <Box sx={{ minHeight: "100vh", bgcolor: "background.default", "@media print": { bgcolor: "transparent", minHeight: 0 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box
        component="header"
        data-testid="gift-card-toolbar"
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
          {t("admin.giftCard.title")}
          {query.data && (
            <>
              {/* A plain space: a margin on the number's own (left-to-right) side would sit on the wrong side in Hebrew. */}{" "}
              <Box component="span" dir="ltr" sx={{ unicodeBidi: "isolate", color: "text.secondary", fontWeight: 400 }}>
                {orderLabel(query.data)}
              </Box>
            </>
          )}
        </Typography>
        {card && (
          <Typography variant="body2" color="text.secondary" data-testid="gift-card-language">
            {t("admin.giftCard.language")}:{" "}
            <Box component="span" lang={card.language} sx={{ fontWeight: 600, color: "text.primary" }}>
              {LANGUAGE_NAMES[card.language]}
            </Box>
          </Typography>
        )}
        <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} disabled={!card}>
          {t("admin.giftCard.print")}
        </Button>
      </Box>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 4 }, "@media print": { p: 0 } }}>
        <QueryState
          query={query}
          loadingLabel={t("admin.giftCard.loading")}
          skeletonSx={{ maxWidth: "148mm", mx: "auto" }}
          skeleton={<Skeleton variant="rounded" height={400} />}
          errorTitle={t("admin.giftCard.loadError")}
          errorMessage={t("admin.giftCard.loadErrorHint")}
        >
          {() =>
            card ? (
              <AdminOrderGiftCard card={card} shopName={shop.siteName} />
            ) : (
              <Box sx={{ maxWidth: 560, mx: "auto" }}>
                <EmptyState title={t("admin.giftCard.notAGift")} message={t("admin.giftCard.notAGiftHint")} />
              </Box>
            )
          }
        </QueryState>
      </Box>
    </Box>
  );
}

export default AdminOrderGiftCardPage;
