import type { OrderTotals as Totals } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";

/** The total row is the figure the shopper decides on: it is the largest figure, in the heading serif. */
function Row({ label, value, strong = false, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; testId?: string }) {
  const variant = strong ? "h6" : "body1";
  const valueVariant = strong ? "h4" : "body1";
  return (
    <Box
      sx={{
        display: "flex",
        justifyContent: "space-between",
        alignItems: "baseline",
        gap: 2,
        ...(strong ? { borderTop: 1, borderColor: "divider", pt: 1.5, mt: 0.5 } : {}),
      }}
    >
      <Typography component="dt" variant={variant} color={strong ? "text.primary" : "text.secondary"}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={valueVariant}
        sx={{ m: 0, fontWeight: strong ? 700 : 600, ...(strong ? { fontSize: { xs: "1.6rem", sm: "1.85rem" }, lineHeight: 1.1 } : {}) }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Subtotal, shipping ("Free" at 0), a gift's wrapping (when it costs something, or when `showWrap`
 * says it was chosen: "Free" at 0), tax and total of an order or of the cart about to become one.
 * Each amount is formatted once, here, by the shop's money formatter.
 */
export function OrderTotals({
  totals,
  taxRate,
  currency,
  shippingLabel,
  shippingValue,
  showWrap = false,
}: {
  totals: Totals;
  /** Shown beside "Tax" when known. */
  taxRate?: number;
  /** A placed order's own currency; the cart about to become one uses the shop's. */
  currency?: string;
  /** The way the order is received, in place of "Shipping" (the checkout: "Pickup", "Courier (Tel Aviv and around)"). */
  shippingLabel?: string;
  /** In place of the amount, while there is none yet (no way chosen). */
  shippingValue?: string;
  /** Show the wrapping's line even at no cost (a gift wrapped for free). */
  showWrap?: boolean;
}) {
  const { t } = useTranslation();
  const formatShopPrice = useFormatPrice();
  const formatPrice = (minorUnits: number) => formatShopPrice(minorUnits, currency);
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
      <Row label={t("orders.totals.subtotal")} value={formatPrice(totals.subtotal)} testId="order-subtotal" />
      <Row
        label={shippingLabel ?? t("orders.totals.shipping")}
        value={shippingValue ?? (totals.shippingCost === 0 ? t("orders.totals.free") : formatPrice(totals.shippingCost))}
        testId="order-shipping"
      />
      {(showWrap || totals.wrapCost > 0) && (
        <Row label={t("orders.totals.giftWrap")} value={totals.wrapCost > 0 ? formatPrice(totals.wrapCost) : t("orders.totals.free")} testId="order-wrap" />
      )}
      <Row
        label={taxRate === undefined ? t("orders.totals.tax") : t("orders.totals.taxWithRate", { rate: taxRate })}
        value={formatPrice(totals.taxAmount)}
        testId="order-tax"
      />
      <Row label={t("orders.totals.total")} value={formatPrice(totals.totalAmount)} strong testId="order-total" />
    </Box>
  );
}
