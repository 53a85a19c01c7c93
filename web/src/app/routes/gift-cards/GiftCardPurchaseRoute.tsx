import { VerifyEmailNotice } from "@/features/email-actions";
import { GiftCardPurchasePage } from "@/features/gift-cards";
import { storeCurrentOrderId } from "@/features/orders";

/** The checkout's notice, for a shopper whose email is not confirmed yet (the purchase is an order). */
const verifyEmailNotice = (email: string) => <VerifyEmailNotice email={email} />;

/**
 * `/shop/gift-cards`: the gift-card feature's purchase page, handed the orders feature's memory of
 * the order being paid (read again on the return from the provider, as after checkout) and the
 * email-actions feature's notice. Two features meet only here.
 */
export function GiftCardPurchaseRoute() {
  return <GiftCardPurchasePage onOrderCreated={storeCurrentOrderId} verifyEmailNotice={verifyEmailNotice} />;
}

export default GiftCardPurchaseRoute;
