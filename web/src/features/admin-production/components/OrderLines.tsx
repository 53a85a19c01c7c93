import { lineVariantLabel, type ProductionOrder } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** One order of the agenda: the courier's window, its number (left to right in Hebrew too), the customer, the lines to make, and where to when it travels. */
export function OrderEntry({ order, showAddress = false, window }: { order: ProductionOrder; showAddress?: boolean; window?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const hebrew = i18n.language.startsWith("he");
  return (
    <Box component="li" data-testid="production-order" sx={{ py: 1, borderTop: 1, borderColor: "divider", listStyle: "none", breakInside: "avoid" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 1.5, rowGap: 0.25 }}>
        {window && (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {window}
          </Typography>
        )}
        <Typography component="span" sx={{ fontWeight: 700 }}>
          <bdi dir="ltr">{order.orderNumber || order._id}</bdi>
        </Typography>
        <Typography component="span">{order.customerName || t("adminProduction.noName")}</Typography>
        {order.giftFor && (
          <Typography component="span" data-testid="production-gift" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontWeight: 600 }}>
            <CardGiftcardOutlinedIcon fontSize="small" aria-hidden sx={{ color: "secondary.main" }} />
            {t(order.method === "pickup" ? "adminProduction.giftPickup" : "adminProduction.giftFor", { name: order.giftFor.name })}
            {order.method === "pickup" && order.giftFor.phone && (
              <Box component="a" href={`tel:${order.giftFor.phone}`} sx={{ color: "inherit", fontWeight: 400 }}>
                <bdi dir="ltr">{order.giftFor.phone}</bdi>
              </Box>
            )}
          </Typography>
        )}
        {order.paymentStatus === "processing" && <Chip size="small" variant="outlined" color="warning" label={t("adminProduction.paymentProcessing")} />}
      </Box>
      <Box component="ul" aria-label={t("adminProduction.linesLabel", { number: order.orderNumber || order._id })} sx={{ m: 0, mt: 0.5, ps: 2.5 }}>
        {order.lines.map((line, index) => (
          <Typography component="li" variant="body2" key={`${line.title}-${index}`}>
            {t("adminProduction.line", { count: line.quantity, title: hebrew && line.titleHe ? line.titleHe : line.title })}
            {lineVariantLabel(line, hebrew ? "he" : "en") && (
              <Box component="span" sx={{ color: "text.secondary" }}>
                {" · "}
                {lineVariantLabel(line, hebrew ? "he" : "en")}
              </Box>
            )}
          </Typography>
        ))}
      </Box>
      {showAddress && order.address && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="body2">
            {order.address.address}
            {order.address.city ? `, ${order.address.city}` : ""}
          </Typography>
          {order.address.phone && (
            <Typography variant="body2">
              {t("adminProduction.phone")}{" "}
              <Box component="a" href={`tel:${order.address.phone}`} sx={{ color: "inherit" }}>
                <bdi dir="ltr">{order.address.phone}</bdi>
              </Box>
            </Typography>
          )}
          {order.address.notes && (
            <Typography variant="body2" color="text.secondary">
              {t("adminProduction.notes")} {order.address.notes}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
