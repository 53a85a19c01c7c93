import ShoppingBagOutlinedIcon from "@mui/icons-material/ShoppingBagOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { AddressManager, useAddresses } from "@/features/addresses";
import { cartTotal, useCart } from "@/features/cart";
import { DeliveryChooser, useDeliveryChoice } from "@/features/delivery";
import { checkGift, giftAddressComplete, giftDestination, giftProblem, GiftSection, giftWrapCost, useGiftDraft, usesOneOffAddress, type GiftContext } from "@/features/gifts";
import { cartKeys, errorMessage, errorToast, isApiError } from "@/shared/api";
import { storeCurrentOrderId, useCreateOrder } from "@/features/orders";
import { VerifyEmailNotice } from "@/features/email-actions";
import { FALLBACK_LANGUAGE, isSupportedLanguage } from "@/shared/i18n/languages";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useCurrentSession } from "@/shared/session";
import { useShopSettings } from "@/shared/settings";
import { useToast } from "@/shared/toast";
import { PageHeading } from "@/shared/ui";
import { CHECKOUT_PROBLEM_TEXT, checkoutAddressId, checkoutOrderRequest, checkoutProblem, checkoutTotals, type CheckoutAddress } from "./checkoutRules";
import { CheckoutItems } from "./CheckoutItems";
import { OrderSummary } from "./OrderSummary";
import { isGiftCardError, useGiftCards } from "./useGiftCards";
import { isPromoCodeError, usePromoCode } from "./usePromoCode";

export const CHECKOUT_BANNER = "/images/banners/gift-collection.svg";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: "background.paper", minWidth: 0 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: "center", py: 3 }}>
      <ShoppingBagOutlinedIcon sx={{ fontSize: 48, color: "secondary.main", mb: 1 }} aria-hidden />
      <Typography variant="h6" component="p">
        {t("cart.empty")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {t("cart.emptyHint")}
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.shop.listing}>
        {t("cart.continueShopping")}
      </Button>
    </Box>
  );
}

/**
 * `/shop/checkout`: a banner, the address manager (pick one address), the gift (features/gifts: the
 * recipient, where it goes, the card, the wrapping; issue 33), how and when the order is received
 * (the way, its calendar and times: features/delivery), the cart lines and the order summary with
 * "Pay with PayPal" (spec 2, 4, 5). A pickup needs no address; a gift sent to an address typed for it
 * leaves the saved one aside, and the ways are asked for by the typed city. Paying creates the order
 * with the delivery choice (and the gift), remembers its id for the return from the provider, and
 * sends the browser to the provider's approval page; a place taken meanwhile (409) reads the calendar again.
 * The summary carries the promotions (issue 36): the server's quote for the cart and the way, and a
 * promotion code, sent with the order once the quote applies it; a code the order is refused for is
 * said by its field. Gift cards pay a part or all of the total (`giftCards`, the codes of the cards
 * that pay something); an order they pay in full is settled by the server when it is made, and its
 * approval address is the shop's own return page, which finds it paid.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { items, isLoading: cartLoading, userId } = useCart();
  const { addresses, isLoading: addressesLoading } = useAddresses();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const createOrder = useCreateOrder({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("checkout.createFailed")) })) });
  const selectedId = checkoutAddressId(addresses, pickedId);
  const gift = useGiftDraft();
  const settings = useShopSettings();
  const language = useLanguage();
  const hasSavedAddresses = addresses.length > 0;
  // A gift to an address typed for it: the saved one picked above is not used, and the ways follow the typed city.
  const oneOff = usesOneOffAddress(gift.draft, hasSavedAddresses);
  const city = oneOff ? gift.draft.address.city : addresses.find((address) => address._id === selectedId)?.city;
  const lines = useMemo(() => items.map(({ productId, quantity }) => ({ productId, quantity })), [items]);
  const delivery = useDeliveryChoice({ addressId: oneOff ? null : selectedId, city, items: lines, enabled: !cartLoading });
  // The cart priced with the promotions for the way chosen (its fee before any discount).
  const promo = usePromoCode({ method: delivery.option?.method, deliveryFee: delivery.option?.fee ?? 0, enabled: !cartLoading && items.length > 0 });
  const wrapCost = giftWrapCost(gift.draft, settings.giftWrap);
  const totals = checkoutTotals({ subtotal: cartTotal(items), settings, deliveryFee: delivery.option?.fee ?? 0, wrapCost: wrapCost ?? 0, quote: promo.quote });
  const giftCards = useGiftCards({ total: totals.totalAmount, currency: settings.currency });
  const processing = createOrder.isPending || redirecting;
  // The server refuses an order until the email is confirmed (403 auth.emailNotVerified): say so first.
  const { user } = useCurrentSession();
  const unverifiedEmail = user && !user.emailVerified ? user.email : null;

  // Back from the provider through the browser's back button, the page may come from the back-forward
  // cache still "processing": let the shopper pay again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  const giftContext: GiftContext = { method: delivery.method, hasSavedAddresses, giftWrap: settings.giftWrap, language: isSupportedLanguage(language) ? language : FALLBACK_LANGUAGE };

  const pay = () => {
    // The gift's fields are checked on "pay", and what is wrong shows under each of them.
    const giftCheck = gift.draft.enabled ? checkGift(gift.draft, giftContext) : null;
    gift.showProblems(giftCheck?.problems ?? {});
    const address: CheckoutAddress = oneOff ? { oneOff: true, complete: giftAddressComplete(giftCheck?.problems ?? {}) } : selectedId;
    const problem = checkoutProblem(items, address, delivery, giftCheck ? giftProblem(giftCheck.problems) : null);
    if (problem) {
      toast({ title: t(CHECKOUT_PROBLEM_TEXT[problem]), variant: "destructive" });
      return;
    }
    const choice = delivery.choice;
    if (!userId || !choice || processing || unverifiedEmail !== null) return;
    if (giftCheck && !giftCheck.ok) return;
    const giftOrder = giftCheck?.ok ? { request: giftCheck.request, destination: giftDestination(gift.draft, giftContext) } : null;
    createOrder.mutate(
      checkoutOrderRequest({ userId, addressId: selectedId, delivery: choice, gift: giftOrder, promoCode: promo.applied, giftCards: giftCards.codes }),
      {
        onSuccess: ({ orderId, approvalURL }) => {
          storeCurrentOrderId(orderId);
          setRedirecting(true);
          window.location.assign(approvalURL);
        },
        onError: (error) => {
          // Stock or prices may have changed under the cart: show it as it is now.
          void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          // The slot or the day was taken meanwhile (the toast says so): the calendar as it is now.
          if (isApiError(error) && error.status === 409 && error.code?.startsWith("delivery.")) delivery.refresh(error.code);
          // The code could not be given (used up meanwhile, no longer valid, too many tries): said by the field too, and dropped.
          if (isPromoCodeError(error)) promo.refuse(error);
          // A card could not pay (voided, spent or changed meanwhile, too many tries): said by its field, and dropped.
          if (isGiftCardError(error)) giftCards.refuse(error);
        },
      },
    );
  };

  return (
    <>
      <Box
        component="img"
        src={CHECKOUT_BANNER}
        alt=""
        data-testid="checkout-banner"
        sx={{ display: "block", width: "100%", height: { xs: 120, sm: 180, md: 240 }, objectFit: "cover", objectPosition: "center", borderRadius: 4, mb: { xs: 3, md: 4 } }}
      />
      <PageHeading title={t("pages.checkout.title")} subtitle={t("checkout.subtitle")} />
      {unverifiedEmail !== null && (
        <Box sx={{ mb: { xs: 2.5, md: 3 } }}>
          <VerifyEmailNotice email={unverifiedEmail} />
        </Box>
      )}
      <Box
        sx={{
          display: "grid",
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 340px", lg: "minmax(0, 1fr) 380px" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: { xs: 2.5, md: 3 }, minWidth: 0 }}>
          <Section title={t("checkout.addressTitle")}>
            {oneOff && (
              <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="checkout-address-unused">
                {t("checkout.giftAddressElsewhere")}
              </Typography>
            )}
            <AddressManager selectable selectedId={selectedId} onSelect={setPickedId} label={t("checkout.addressTitle")} />
          </Section>
          {(cartLoading || items.length > 0) && (
            <>
              <Section title={t("gifts.title")}>
                <GiftSection state={gift} method={delivery.method} hasSavedAddresses={hasSavedAddresses} disabled={processing} />
              </Section>
              <Section title={t("delivery.title")}>
                <DeliveryChooser state={delivery} label={t("delivery.title")} />
              </Section>
            </>
          )}
          <Section title={t("checkout.itemsTitle")}>
            {!cartLoading && items.length === 0 ? <EmptyCart /> : <CheckoutItems items={items} loading={cartLoading} />}
          </Section>
        </Box>
        <Box sx={{ position: { md: "sticky" }, top: { md: 96 } }}>
          <OrderSummary
            totals={totals}
            delivery={delivery.option}
            processing={processing}
            disabled={cartLoading || addressesLoading}
            waiting={delivery.optionsQuery.isLoading}
            emptyCart={!cartLoading && items.length === 0}
            onPay={pay}
            blocked={unverifiedEmail !== null ? t("verification.notice.payBlocked") : undefined}
            wrapCost={wrapCost}
            promo={promo}
            giftCards={giftCards}
          />
        </Box>
      </Box>
    </>
  );
}

export default CheckoutPage;
