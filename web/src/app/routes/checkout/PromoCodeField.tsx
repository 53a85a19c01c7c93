import { PROMOTION_LIMITS } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import type { PromoCodeState } from "./usePromoCode";

/**
 * The order summary's "Promo code" (issue 36): a small form (Enter applies), the server's answer
 * under it in a polite live region ("WELCOME10 applied: you save $5.00", or why the code does not
 * apply, the field marked invalid and its text kept), and "Remove" once a code is in use.
 */
export function PromoCodeField({ state, disabled }: { state: PromoCodeState; disabled: boolean }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const inputId = useId();
  const messageId = useId();
  const { applied, quote, message } = state;
  const discount = applied ? quote?.discounts.find((entry) => entry.code === applied) : undefined;
  const saved = discount ? discount.amount + discount.shippingAmount : 0;
  const refused = message !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.apply();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2 }} data-testid="promo-code-form">
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          id={inputId}
          name="promoCode"
          label={t("checkout.promo.label")}
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
              maxLength: PROMOTION_LIMITS.code.max + 8,
              spellCheck: false,
              autoCapitalize: "characters",
              "aria-describedby": messageId,
            },
          }}
          sx={LTR_INPUT_SX}
        />
        <Button type="submit" variant="outlined" disabled={disabled} loading={state.applying} sx={{ flexShrink: 0, minHeight: 40 }}>
          {t("checkout.promo.apply")}
        </Button>
      </Box>
      {/* Always present, so what it comes to say is announced (politely: the shopper keeps typing). */}
      <Box id={messageId} role="status" data-testid="promo-code-message">
        {refused ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.75, fontWeight: 600 }}>
            {message}
          </Typography>
        ) : applied ? (
          <Typography variant="body2" sx={{ mt: 0.75, color: "success.dark", fontWeight: 600 }}>
            <Trans
              i18nKey={saved > 0 ? "checkout.promo.applied" : "checkout.promo.appliedFreeDelivery"}
              values={{ code: applied, amount: formatPrice(saved) }}
              components={{ code: <bdi dir="ltr" />, amount: <bdi /> }}
            />
          </Typography>
        ) : null}
      </Box>
      {state.asked && (
        <Button variant="text" size="small" onClick={state.remove} disabled={disabled} sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}>
          {t("checkout.promo.remove")}
        </Button>
      )}
    </Box>
  );
}
