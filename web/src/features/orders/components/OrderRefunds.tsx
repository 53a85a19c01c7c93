import { lineVariantLabel, refundedTotal, type Order } from "@contracts";
import CurrencyExchangeOutlinedIcon from "@mui/icons-material/CurrencyExchangeOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { formatStatusTime } from "../lib/adminOrderRules";

/**
 * The money given back on an order, oldest first: how much, whether the provider has finished it,
 * why (the order was rejected, or a part), which items, the atelier's note, when, and (for the
 * admin) by whom. The shopper's order details and the admin's show the same list.
 */
export function OrderRefunds({ order, showWho = false }: { order: Order; showWho?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  // A refunded line of a variant names it too ("Truffle box (Box of 16 · Dark)").
  const titleOf = (refunded: { productId: string; variantSku?: string | undefined }) => {
    const line = order.cartItems.find((item) => item.productId === refunded.productId && item.variantSku === refunded.variantSku);
    if (!line) return refunded.productId;
    const variant = lineVariantLabel(line, language);
    return variant ? `${productTitle(line, language)} (${variant})` : productTitle(line, language);
  };
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-refunds">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 0.5, display: "flex", alignItems: "center", gap: 1 }}>
        <CurrencyExchangeOutlinedIcon aria-hidden sx={{ color: "secondary.dark" }} />
        {t("orders.refunds.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t("orders.refunds.summary", { refunded: formatPrice(refundedTotal(order), order.currency), total: formatPrice(order.totalAmount, order.currency) })}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
        {refunds.map((refund) => (
          <Box component="li" key={refund.key} sx={{ p: 1.5, border: 1, borderColor: "divider", borderRadius: 1, display: "grid", gap: 0.5 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
              <Typography sx={{ fontWeight: 700 }}>{formatPrice(refund.amount, order.currency)}</Typography>
              <Chip size="small" color={refund.status === "completed" ? "success" : "warning"} variant="outlined" label={t(`orders.refunds.status.${refund.status}`)} />
              <Typography color="text.secondary" variant="body2">
                {t(`orders.refunds.reason.${refund.reason}`)}
              </Typography>
            </Box>
            {refund.lines && refund.lines.length > 0 && (
              <Typography variant="body2">{refund.lines.map((line) => t("orders.refunds.line", { title: titleOf(line), count: line.quantity })).join(", ")}</Typography>
            )}
            {refund.note && (
              <Typography variant="body2" dir="auto">
                {t("orders.refunds.note", { note: refund.note })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              <time dateTime={refund.at}>{formatStatusTime(refund.at, language)}</time>
              {showWho && refund.by?.name ? ` · ${t("orders.refunds.by", { name: refund.by.name })}` : ""}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
