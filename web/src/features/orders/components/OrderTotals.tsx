import { maskedGiftCard, providerAmount, type OrderDiscount, type OrderTotals as Totals } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { promotionName } from "@/shared/catalog";
import { minusPrice } from "@/shared/money";
import { useFormatPrice } from "@/shared/settings";

/** The total row is the figure the shopper decides on: it is the largest figure, in the heading serif. */
function Row({ label, value, strong = false, quiet = false, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; quiet?: boolean; testId?: string }) {
  const variant = strong ? "h6" : quiet ? "body2" : "body1";
  const valueVariant = strong ? "h4" : quiet ? "body2" : "body1";
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
        // An amount never breaks ("−" over "$9.60" on a phone): the label beside it wraps instead.
        color={quiet ? "text.secondary" : undefined}
        sx={{ m: 0, fontWeight: strong ? 700 : quiet ? 400 : 600, whiteSpace: "nowrap", ...(strong ? { fontSize: { xs: "1.6rem", sm: "1.85rem" }, lineHeight: 1.1 } : {}) }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** A discount's line: "Code WELCOME10: Welcome 10%", "Discount: Bar Friday", "Free delivery: Holiday week"; the name and code isolated, so either script keeps its direction. */
function DiscountLabel({ discount, delivery }: { discount: OrderDiscount; delivery: boolean }) {
  const language = useLanguage();
  const key = discount.code ? "orders.totals.codeDiscount" : delivery ? "orders.totals.deliveryDiscount" : "orders.totals.discount";
  return <Trans i18nKey={key} values={{ name: promotionName(discount, language), code: discount.code ?? "" }} components={{ name: <bdi />, code: <bdi dir="ltr" /> }} />;
}

/** What gift cards paid of a total: each card's part (its last four), and their sum. */
export interface GiftCardTotals {
  giftCardAmount?: number | undefined;
  giftCardPayments?: readonly { last4: string; amount: number }[] | undefined;
}

/**
 * Subtotal, what the promotions took off the items (a line per promotion when `discounts` are
 * given, else one "Discounts" line), shipping ("Free" at 0) and what a free delivery took off it, a
 * gift's wrapping (when it costs something, or when `showWrap` says it was chosen: "Free" at 0), tax
 * and total of an order or of the cart about to become one. When the prices include VAT
 * (`taxIncluded`, issue 37) there is no tax line that adds: after the total, a quiet "Includes VAT
 * (17%) ₪12.34" says what part of it is VAT. After the total, what gift cards paid
 * ("Gift card •••• 2026 −$50.00", a line each; one "Gift cards" line when the cards are not named)
 * and what is left for the provider (`providerLabel`: "Paid with PayPal", the checkout's "To pay
 * with PayPal"), when something is. Each amount is formatted once, here, by the shop's money
 * formatter; an amount off reads "−$5.00".
 */
export function OrderTotals({
  totals,
  discounts,
  taxRate,
  currency,
  shippingLabel,
  shippingValue,
  showWrap = false,
  providerLabel,
  showShipping = true,
}: {
  /** `taxRate`: an order's own rate, when it keeps one (orders since issue 37). */
  totals: Omit<Totals, "taxIncluded"> & { taxIncluded?: boolean | undefined; taxRate?: number | undefined } & GiftCardTotals;
  /** What each promotion took (an order's `discounts`, the checkout's quote); absent: one line per kind. */
  discounts?: readonly OrderDiscount[] | undefined;
  /** Shown beside "Tax" (or "Includes VAT") when known; else an included VAT's line takes the order's own. */
  taxRate?: number;
  /** A placed order's own currency; the cart about to become one uses the shop's. */
  currency?: string;
  /** The way the order is received, in place of "Shipping" (the checkout: "Pickup", "Courier (Tel Aviv and around)"). */
  shippingLabel?: string;
  /** In place of the amount, while there is none yet (no way chosen). */
  shippingValue?: string;
  /** Show the wrapping's line even at no cost (a gift wrapped for free). */
  showWrap?: boolean;
  /** What the rest after the gift cards is called ("Paid with PayPal" without). */
  providerLabel?: string;
  /** False for an order that is never delivered (one that buys a gift card): no shipping line. */
  showShipping?: boolean;
}) {
  const { t } = useTranslation();
  const formatShopPrice = useFormatPrice();
  const formatPrice = (minorUnits: number) => formatShopPrice(minorUnits, currency);
  const off = (minorUnits: number) => minusPrice(formatPrice, minorUnits);
  const itemDiscounts = discounts?.filter((discount) => discount.amount > 0) ?? [];
  // A free delivery before the way is chosen takes nothing yet, but the shopper should know it will.
  const deliveryDiscounts = discounts?.filter((discount) => discount.shippingAmount > 0 || (discount.freeDelivery && shippingValue !== undefined)) ?? [];
  const cardPayments = totals.giftCardPayments?.filter((payment) => payment.amount > 0) ?? [];
  const paidByCards = totals.giftCardAmount ?? cardPayments.reduce((sum, payment) => sum + payment.amount, 0);
  const rest = providerAmount({ totalAmount: totals.totalAmount, giftCardAmount: paidByCards });
  const includedRate = taxRate ?? totals.taxRate;
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
      <Row label={t("orders.totals.subtotal")} value={formatPrice(totals.subtotal)} testId="order-subtotal" />
      {discounts
        ? itemDiscounts.map((discount) => (
            <Row key={`${discount.promotionId}-items`} label={<DiscountLabel discount={discount} delivery={false} />} value={off(discount.amount)} testId="order-discount" />
          ))
        : totals.discountAmount > 0 && <Row label={t("orders.totals.discounts")} value={off(totals.discountAmount)} testId="order-discount" />}
      {showShipping && (
        <Row
          label={shippingLabel ?? t("orders.totals.shipping")}
          value={shippingValue ?? (totals.shippingCost === 0 ? t("orders.totals.free") : formatPrice(totals.shippingCost))}
          testId="order-shipping"
        />
      )}
      {discounts
        ? deliveryDiscounts.map((discount) => (
            <Row
              key={`${discount.promotionId}-delivery`}
              label={<DiscountLabel discount={discount} delivery />}
              value={discount.shippingAmount > 0 ? off(discount.shippingAmount) : t("orders.totals.free")}
              testId="order-shipping-discount"
            />
          ))
        : totals.shippingDiscount > 0 && <Row label={t("orders.totals.shippingDiscount")} value={off(totals.shippingDiscount)} testId="order-shipping-discount" />}
      {(showWrap || totals.wrapCost > 0) && (
        <Row label={t("orders.totals.giftWrap")} value={totals.wrapCost > 0 ? formatPrice(totals.wrapCost) : t("orders.totals.free")} testId="order-wrap" />
      )}
      {!totals.taxIncluded && (
        <Row
          label={taxRate === undefined ? t("orders.totals.tax") : t("orders.totals.taxWithRate", { rate: taxRate })}
          value={formatPrice(totals.taxAmount)}
          testId="order-tax"
        />
      )}
      <Row label={t("orders.totals.total")} value={formatPrice(totals.totalAmount)} strong testId="order-total" />
      {totals.taxIncluded && (
        <Row label={includedRate === undefined ? t("orders.totals.includesVat") : t("orders.totals.includesVatWithRate", { rate: includedRate })} value={formatPrice(totals.taxAmount)} quiet testId="order-tax" />
      )}
      {paidByCards > 0 && (
        <>
          {cardPayments.length > 0 ? (
            cardPayments.map((payment, index) => (
              <Row
                key={`${payment.last4}-${index}`}
                label={<Trans i18nKey="orders.totals.giftCard" values={{ card: maskedGiftCard(payment.last4) }} components={{ card: <bdi dir="ltr" /> }} />}
                value={off(payment.amount)}
                testId="order-gift-card"
              />
            ))
          ) : (
            <Row label={t("orders.totals.giftCards")} value={off(paidByCards)} testId="order-gift-card" />
          )}
          {rest > 0 && <Row label={providerLabel ?? t("orders.totals.paidWith.paypal")} value={formatPrice(rest)} testId="order-provider-amount" />}
        </>
      )}
    </Box>
  );
}
