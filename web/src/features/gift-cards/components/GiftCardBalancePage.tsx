import { GIFT_CARD_CODE } from "@contracts";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { errorMessage, fieldErrors, isApiError } from "@/shared/api";
import { useFormatPrice, useShopSettings } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX, PageHeading } from "@/shared/ui";
import { useGiftCardBalance } from "../api/giftCardsApi";
import { checkBalanceCode, displayedCode, type BalanceCodeCheck } from "../lib/balanceForm";
import { paths } from "@/config/paths";

/** A code as its example is written ("7KQ2-M9XD-4HNP-B3TR-6WCE"): the characters and the dashes between groups. */
const CODE_MAX_LENGTH = GIFT_CARD_CODE.length + GIFT_CARD_CODE.length / GIFT_CARD_CODE.group + 8;
const CODE_EXAMPLE = "7KQ2-M9XD-4HNP-B3TR-6WCE";

/** Left to right inside a sentence of either language (a code's characters, its last four). */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * `/shop/gift-cards/balance` (issue 36): what a gift card holds, by its code, for anyone (no sign-in).
 * The code is typed in any case, with or without dashes and spaces, and shown in groups once it is
 * one. The answer is said politely where it appears (role status): "The card ending 6WCE holds
 * $42.50", that a voided card can no longer be used, or the server's words (an unknown code, too
 * many checks). A link leads to buying one.
 */
export function GiftCardBalancePage() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { giftCards } = useShopSettings();
  const balance = useGiftCardBalance();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<Extract<BalanceCodeCheck, { ok: false }>["problem"] | null>(null);
  const serverProblem = fieldErrors(balance.error).code || undefined;
  const fieldError = problem ? t(problem === "required" ? "shopGiftCards.balance.codeRequired" : "shopGiftCards.balance.codeFormat", { example: ltr(CODE_EXAMPLE) }) : serverProblem;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (balance.isPending) return;
    const check = checkBalanceCode(code);
    setProblem(check.ok ? null : check.problem);
    if (!check.ok) {
      balance.reset();
      return;
    }
    balance.mutate(check.request);
  };

  const answer = (() => {
    if (balance.isSuccess) {
      const card = balance.data;
      return card.status === "voided" ? (
        <Alert severity="warning" role="none" data-testid="gift-card-balance-voided">
          {t("shopGiftCards.balance.voided", { last4: ltr(card.last4) })}
        </Alert>
      ) : (
        <Alert severity="success" role="none" data-testid="gift-card-balance-found">
          {t("shopGiftCards.balance.holds", { last4: ltr(card.last4), amount: formatPrice(card.balance, card.currency) })}
        </Alert>
      );
    }
    // A code the server refused as a code is said under the field; anything else (unknown, too many checks) here.
    if (balance.isError && !serverProblem) {
      const tooMany = isApiError(balance.error) && balance.error.status === 429;
      return (
        <Alert severity={tooMany ? "warning" : "error"} role="none" data-testid="gift-card-balance-error">
          {errorMessage(balance.error, t("shopGiftCards.balance.failed"))}
        </Alert>
      );
    }
    return null;
  })();

  return (
    <>
      <PageHeading title={t("giftCardPages.balanceTitle")} subtitle={t("shopGiftCards.balance.intro")} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, maxWidth: 640, bgcolor: "background.paper" }}>
        <Box component="form" noValidate onSubmit={submit} aria-label={t("giftCardPages.balanceTitle")} sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
          <TextField
            name="giftCardCode"
            label={t("shopGiftCards.balance.code")}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
              if (!balance.isIdle) balance.reset();
            }}
            // Once typed, the code reads in groups of four, as the email writes it.
            onBlur={() => setCode((typed) => displayedCode(typed))}
            required
            autoComplete="off"
            error={Boolean(fieldError)}
            helperText={fieldError ?? t("shopGiftCards.balance.codeHint")}
            sx={{ ...LTR_INPUT_SX, flex: "1 1 18rem", "& input": { fontFamily: "monospace", letterSpacing: "0.05em" } }}
            slotProps={{ htmlInput: { ...LTR_INPUT, maxLength: CODE_MAX_LENGTH, spellCheck: false, autoCapitalize: "characters", autoCorrect: "off" } }}
          />
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} loading={balance.isPending} loadingPosition="start" sx={{ mt: { sm: 0.5 } }}>
            {t("shopGiftCards.balance.check")}
          </Button>
        </Box>
        {/* Always in the page, so the answer put in it is announced. */}
        <Box role="status" aria-live="polite" data-testid="gift-card-balance-result" sx={{ mt: answer ? 2.5 : 0 }}>
          {answer}
        </Box>
      </Paper>
      {giftCards.enabled && (
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to={paths.shop.giftCards} data-testid="gift-card-purchase-link">
            {t("shopGiftCards.balance.buy")}
          </Link>
        </Typography>
      )}
    </>
  );
}

export default GiftCardBalancePage;
