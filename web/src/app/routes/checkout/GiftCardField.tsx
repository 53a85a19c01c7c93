import { GIFT_CARD_CODE, maskedGiftCard } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import type { GiftCardsState } from "./useGiftCards";

/** Room for a code typed with dashes or spaces between its groups, and a little more. */
const CODE_MAX_LENGTH = GIFT_CARD_CODE.length + GIFT_CARD_CODE.length / GIFT_CARD_CODE.group + 8;

/**
 * The order summary's "Gift card" (issue 36), below the promo code and like it: a small form (Enter
 * applies), what is said about the code under it in a polite live region (applied, or why not, the
 * field marked invalid and its text kept), and each card applied, masked ("•••• 2026"), with what it
 * holds and "Remove". What each card pays is in the totals above.
 */
export function GiftCardField({ state, disabled }: { state: GiftCardsState; disabled: boolean }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const inputId = useId();
  const messageId = useId();
  const refused = state.message !== null;
  const applied = state.justApplied ? state.split.payments.find((payment) => payment.card.code === state.justApplied) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.apply();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }} data-testid="gift-card-form">
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          id={inputId}
          name="giftCard"
          label={t("checkout.giftCard.label")}
          value={state.text}
          onChange={(event) => state.setText(event.target.value)}
          size="small"
          fullWidth
          error={refused}
          disabled={disabled}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              ...LTR_INPUT,
              maxLength: CODE_MAX_LENGTH,
              spellCheck: false,
              autoCapitalize: "characters",
              "aria-describedby": messageId,
            },
          }}
          sx={LTR_INPUT_SX}
        />
        <Button type="submit" variant="outlined" disabled={disabled} loading={state.applying} sx={{ flexShrink: 0, minHeight: 40 }}>
          {t("checkout.giftCard.apply")}
        </Button>
      </Box>
      {/* Always present, so what it comes to say is announced (politely: the shopper keeps typing). */}
      <Box id={messageId} role="status" data-testid="gift-card-message">
        {refused ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.75, fontWeight: 600 }}>
            {state.message}
          </Typography>
        ) : applied ? (
          <Typography variant="body2" sx={{ mt: 0.75, color: "success.dark", fontWeight: 600 }}>
            <Trans
              i18nKey={applied.amount > 0 ? "checkout.giftCard.applied" : "checkout.giftCard.appliedUnused"}
              values={{ card: maskedGiftCard(applied.card.last4), amount: formatPrice(applied.amount) }}
              components={{ card: <bdi dir="ltr" />, amount: <bdi /> }}
            />
          </Typography>
        ) : null}
      </Box>
      {state.cards.length > 0 && (
        <Box component="ul" sx={{ listStyle: "none", m: 0, mt: 1, p: 0, display: "grid", gap: 0.5 }} data-testid="gift-card-list">
          {state.split.payments.map(({ card, amount }) => (
            <Box component="li" key={card.code} sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                <Trans
                  i18nKey={amount > 0 ? "checkout.giftCard.holds" : "checkout.giftCard.notNeeded"}
                  values={{ card: maskedGiftCard(card.last4), balance: formatPrice(card.balance) }}
                  components={{ card: <bdi dir="ltr" />, balance: <bdi /> }}
                />
              </Typography>
              <Button
                variant="text"
                size="small"
                onClick={() => state.remove(card.code)}
                disabled={disabled}
                aria-label={t("checkout.giftCard.removeLabel", { last4: card.last4 })}
                sx={{ px: 0.5, minWidth: 0, flexShrink: 0 }}
              >
                {t("checkout.giftCard.remove")}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
