import { CURRENCIES, GIFT_CARD_LIMITS, LANGUAGES, type GiftCardDetails, type LanguageCode } from "@contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useShopSettings } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { useIssueGiftCard, useShopToday } from "../hooks/useGiftCards";
import { FORM_LIMITS, ISSUE_FIELDS, checkIssue, errorsOnFields, issueDraft, type IssueDraft, type IssueField, type IssueProblem } from "../lib/giftCardForm";
import { addDays } from "../lib/giftCardView";
import { useGiftCardWords } from "./GiftCardParts";

/** A problem of the issue form in its own words. */
function useIssueProblemText() {
  const { t } = useTranslation();
  return (field: IssueField, problem: IssueProblem): string => {
    switch (problem) {
      case "required":
        return t(`adminGiftCards.errors.required.${field}`);
      case "amount":
        return t("adminGiftCards.errors.amount", { max: FORM_LIMITS.maxAmount });
      case "email":
        return t("adminGiftCards.errors.email");
      case "date":
        return t("adminGiftCards.errors.date");
      case "tooLong":
        return t("adminGiftCards.errors.tooLong", { max: field in FORM_LIMITS ? FORM_LIMITS[field as keyof typeof FORM_LIMITS] : GIFT_CARD_LIMITS.note });
      case "controlCharacters":
        return t("adminGiftCards.errors.controlCharacters");
      case "notOneLine":
        return t("adminGiftCards.errors.notOneLine");
      default:
        return t("adminGiftCards.errors.language");
    }
  };
}

/**
 * "Issue a gift card" (an apology, a prize): its amount in the shop's currency, for whom, the
 * language of its email, a message and from whom, the day it arrives (today at first: it is then
 * sent at once) and a note for the ledger. Checked with the server's schema before sending; what the
 * server still refuses shows under its field.
 */
export function IssueGiftCardDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (card: GiftCardDetails) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const language = useLanguage();
  const today = useShopToday();
  const { currency } = useShopSettings();
  const { issue, isPending } = useIssueGiftCard();
  const problemText = useIssueProblemText();
  const words = useGiftCardWords();
  const [draft, setDraft] = useState<IssueDraft>(() => issueDraft(today, language === "he" ? "he" : "en"));
  const [errors, setErrors] = useState<Partial<Record<IssueField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const set = <F extends IssueField>(field: F, value: IssueDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setMessage(null);
  };

  const close = () => {
    if (!isPending) onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const check = checkIssue(draft);
    if (!check.ok) {
      setErrors(Object.fromEntries(Object.entries(check.problems).map(([field, problem]) => [field, problemText(field as IssueField, problem)])));
      return;
    }
    const result = await issue(check.body);
    if (result.ok) {
      onIssued(result.card);
      return;
    }
    setErrors(errorsOnFields(result.fieldErrors, ISSUE_FIELDS));
    setMessage(result.message ?? null);
  };

  const text = (field: "recipientName" | "senderName" | "note", max: number, required = false, hint?: string) => (
    <TextField
      name={field}
      label={t(`adminGiftCards.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      disabled={isPending}
      required={required}
      fullWidth
      error={Boolean(errors[field])}
      helperText={errors[field] ?? hint}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ display: "contents" }}>
        <DialogTitle id={titleId} component="h2" variant="h5">
          {t("adminGiftCards.issue.title")}
        </DialogTitle>
        <DialogContent dividers sx={{ display: "grid", gap: 2 }}>
          {message && <Alert severity="error">{message}</Alert>}
          <TextField
            name="amount"
            label={t("adminGiftCards.fields.amount")}
            value={draft.amount}
            onChange={(event) => set("amount", event.target.value)}
            disabled={isPending}
            required
            fullWidth
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? t("adminGiftCards.issue.amountHint")}
            autoComplete="off"
            sx={LTR_INPUT_SX}
            slotProps={{
              htmlInput: { inputMode: "decimal", maxLength: 12, ...LTR_INPUT },
              input: { startAdornment: <InputAdornment position="start">{CURRENCIES[currency]}</InputAdornment> },
            }}
          />
          {text("recipientName", FORM_LIMITS.recipientName, true)}
          <TextField
            name="recipientEmail"
            type="email"
            label={t("adminGiftCards.fields.recipientEmail")}
            value={draft.recipientEmail}
            onChange={(event) => set("recipientEmail", event.target.value)}
            disabled={isPending}
            required
            fullWidth
            error={Boolean(errors.recipientEmail)}
            helperText={errors.recipientEmail ?? t("adminGiftCards.issue.emailHint")}
            autoComplete="off"
            sx={LTR_INPUT_SX}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.email, ...LTR_INPUT } }}
          />
          <TextField
            select
            name="language"
            label={t("adminGiftCards.fields.language")}
            value={draft.language}
            onChange={(event) => set("language", event.target.value as LanguageCode)}
            disabled={isPending}
            fullWidth
            error={Boolean(errors.language)}
            helperText={errors.language ?? t("adminGiftCards.issue.languageHint")}
            slotProps={{ select: { native: true } }}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {words.languageName(code)}
              </option>
            ))}
          </TextField>
          <TextField
            name="message"
            label={t("adminGiftCards.fields.message")}
            value={draft.message}
            onChange={(event) => set("message", event.target.value)}
            disabled={isPending}
            fullWidth
            multiline
            minRows={3}
            error={Boolean(errors.message)}
            helperText={errors.message ?? t("adminGiftCards.issue.messageCount", { count: draft.message.length, max: FORM_LIMITS.message })}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.message, lang: draft.language, dir: "auto" } }}
          />
          {text("senderName", FORM_LIMITS.senderName, false, t("adminGiftCards.issue.senderHint"))}
          <TextField
            name="deliverOn"
            type="date"
            label={t("adminGiftCards.fields.deliverOn")}
            value={draft.deliverOn}
            onChange={(event) => set("deliverOn", event.target.value)}
            disabled={isPending}
            required
            fullWidth
            error={Boolean(errors.deliverOn)}
            helperText={errors.deliverOn ?? t(draft.deliverOn === today ? "adminGiftCards.issue.deliverToday" : "adminGiftCards.issue.deliverLater")}
            sx={LTR_INPUT_SX}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: addDays(today, GIFT_CARD_LIMITS.deliverWithinDays), ...LTR_INPUT } }}
          />
          {text("note", FORM_LIMITS.note, false, t("adminGiftCards.issue.noteHint"))}
        </DialogContent>
        <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
          <Button onClick={close} disabled={isPending}>
            {t("adminGiftCards.cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {t("adminGiftCards.issue.submit")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
