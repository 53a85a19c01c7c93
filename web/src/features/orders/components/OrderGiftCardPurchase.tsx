import type { Order, OrderGiftCardPurchase as Purchase } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "@/shared/delivery";
import { useLanguage } from "@/shared/i18n/useLanguage";

/** What the buyer typed, in its own direction apart from the sentence around it (a plain string: typed text is never read as markup). */
const isolated = (text: string) => `\u2068${text}\u2069`;
/** An email address: left to right in either language. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * An order that buys a gift card (issue 36): for whom, at which email address, and the day it
 * arrives; once paid, that it is emailed on that day. The card's code is never shown to the buyer:
 * it goes to the recipient only. The sender's name and the message as typed, when given.
 */
export function OrderGiftCardPurchase({ order, purchase }: { order: Pick<Order, "paymentStatus">; purchase: Purchase }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const date = formatCalendarDate(purchase.deliverOn, language, { day: "numeric", month: "long", year: "numeric" });
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-gift-card-purchase">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t("orders.giftCardPurchase.title")}
      </Typography>
      <Typography sx={{ overflowWrap: "anywhere" }}>
        {t("orders.giftCardPurchase.for", { name: isolated(purchase.recipientName), email: ltr(purchase.recipientEmail), date })}
      </Typography>
      {order.paymentStatus === "paid" && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="order-gift-card-emailed">
          {t("orders.giftCardPurchase.emailed")}
        </Typography>
      )}
      {purchase.senderName && (
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
          {t("orders.giftCardPurchase.from", { name: isolated(purchase.senderName) })}
        </Typography>
      )}
      {purchase.message && (
        <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {t("orders.giftCardPurchase.message", { message: isolated(purchase.message) })}
        </Typography>
      )}
    </Box>
  );
}
