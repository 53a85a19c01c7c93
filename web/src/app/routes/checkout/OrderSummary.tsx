import type { DeliveryOption, OrderTotals as Totals } from "@contracts";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { deliveryFeeLabel, OrderTotals } from "@/features/orders";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice, useShopSettings } from "@/shared/settings";
import { GiftCardField } from "./GiftCardField";
import { PromoCodeField } from "./PromoCodeField";
import type { GiftCardsState } from "./useGiftCards";
import type { PromoCodeState } from "./usePromoCode";

/** The summary's delivery line: the chosen way and its area ("Courier (Tel Aviv and around)"). */
function useDeliveryLabel(delivery: DeliveryOption | undefined): string {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!delivery) return t("delivery.summary.notChosen");
  const zone = delivery.zone ? (language === "he" ? delivery.zone.nameHe || delivery.zone.name : delivery.zone.name) : "";
  return deliveryFeeLabel(t, delivery.method, zone);
}

/**
 * The order summary beside the checkout: subtotal, what the promotions take off (a line each, from
 * the server's quote: the automatic ones, and the code typed in the "Promo code" field below),
 * the chosen way with its fee (the server's, from the delivery options) and what a free delivery
 * takes off it, a gift's wrapping when it is chosen, tax with its rate and total, from the same
 * `orderTotals` rule the server charges by (`checkoutTotals`), and the "Pay with PayPal" button.
 * Until a way is chosen the delivery line says so and the total leaves it out. The gift cards
 * applied in the "Gift card" field (issue 36) each pay a part after the total, and what is left is
 * "To pay with PayPal"; when they pay it all the button says "Place order".
 */
export function OrderSummary({
  totals,
  delivery,
  processing,
  disabled,
  waiting = false,
  emptyCart,
  onPay,
  blocked,
  wrapCost = null,
  promo,
  giftCards,
}: {
  /** The order's money as the server will charge it (`checkoutTotals`). */
  totals: Totals;
  /** The chosen way (its fee, area and free threshold), or undefined while none is. */
  delivery: DeliveryOption | undefined;
  processing: boolean;
  disabled: boolean;
  /**
   * The ways of receiving this cart are being read: Pay waits for them.
   * A press before they arrive (the address just added) would find no way chosen and refuse the order.
   */
  waiting?: boolean;
  /** The cart has nothing in it: paying is refused here, with the spec's sentence, before any call. */
  emptyCart: boolean;
  onPay: () => void;
  /** Why paying is not possible yet (an email to confirm first): said under the button, which stays off. */
  blocked?: string;
  /** A gift's wrapping, when chosen: its price (0: free), a line of its own; null without. */
  wrapCost?: number | null;
  /** The promotion code and the cart's quote (usePromoCode); absent: no promotions shown. */
  promo?: PromoCodeState;
  /** The gift cards applied and how they split the total (useGiftCards); absent: no gift card field. */
  giftCards?: GiftCardsState;
}) {
  const { t } = useTranslation();
  const settings = useShopSettings();
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const emptyCartId = useId();
  const blockedId = useId();
  const deliveryLabel = useDeliveryLabel(delivery);
  // Only a shop that really runs the sandbox says "test payment", and then says it plainly.
  const sandbox = settings.checkoutPayment === "sandbox";
  const quote = promo?.quote;
  const split = giftCards?.split;
  const covered = giftCards?.covered ?? false;
  // Nothing to add for a delivery a promotion already makes free.
  const missingForFreeDelivery = delivery && delivery.fee > 0 && delivery.freeFrom && totals.shippingDiscount < totals.shippingCost ? delivery.freeFrom - totals.subtotal : 0;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: "background.paper" }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t("checkout.summaryTitle")}
      </Typography>
      <OrderTotals
        totals={split ? { ...totals, giftCardAmount: split.paidByCards, giftCardPayments: split.payments.map(({ card, amount }) => ({ last4: card.last4, amount })) } : totals}
        discounts={quote?.discounts ?? []}
        taxRate={settings.taxRate}
        shippingLabel={deliveryLabel}
        shippingValue={delivery ? undefined : t("delivery.summary.choose")}
        showWrap={wrapCost !== null}
        providerLabel={t(sandbox ? "orders.totals.toPayWith.sandbox" : "orders.totals.toPayWith.paypal")}
      />
      {missingForFreeDelivery > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t(delivery?.method === "courier" ? "delivery.freeCourierHint" : "checkout.freeShippingHint", { amount: formatPrice(missingForFreeDelivery) })}
        </Typography>
      )}
      {promo && <PromoCodeField state={promo} disabled={disabled || processing || emptyCart} />}
      {giftCards && <GiftCardField state={giftCards} disabled={disabled || processing || emptyCart} />}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onPay}
        disabled={disabled || waiting || processing || emptyCart || Boolean(blocked)}
        aria-describedby={emptyCart ? emptyCartId : blocked ? blockedId : undefined}
        loading={processing}
        loadingPosition="start"
        startIcon={<LockOutlinedIcon />}
        sx={{ mt: 3 }}
      >
        {processing ? t("checkout.processing") : covered ? t("checkout.placeOrder") : t(sandbox ? "checkout.paySandbox" : "checkout.pay")}
      </Button>
      {blocked && !emptyCart && (
        <Typography id={blockedId} variant="body2" color="warning.dark" sx={{ mt: 1.5, textAlign: "center", fontWeight: 600 }} data-testid="checkout-blocked">
          {blocked}
        </Typography>
      )}
      {emptyCart && (
        <Typography id={emptyCartId} role="status" variant="body2" color="error" sx={{ mt: 1.5, textAlign: "center", fontWeight: 600 }} data-testid="checkout-empty-cart">
          {t("checkout.emptyCart")}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: "center" }} data-testid="checkout-pay-hint">
        {covered ? t("checkout.placeOrderHint") : t(sandbox ? "checkout.payHintSandbox" : "checkout.payHint")}
      </Typography>
    </Paper>
  );
}
