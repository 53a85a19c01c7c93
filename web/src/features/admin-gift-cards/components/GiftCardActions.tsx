import { CURRENCIES, currencyCode, type GiftCard, type GiftCardVoidRequest } from "@contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { useAdjustGiftCard, useVoidGiftCard } from "../hooks/useGiftCards";
import { EMPTY_ADJUST_DRAFT, FORM_LIMITS, checkAdjust, checkVoid, errorsOnFields, parseSignedMoney, type AdjustDraft, type AdjustField, type AdjustProblem } from "../lib/giftCardForm";
import { useGiftCardWords } from "./GiftCardParts";

/** A problem of the adjust or void form in its own words. */
function useProblemText() {
  const { t } = useTranslation();
  return (field: AdjustField, problem: AdjustProblem) => {
    if (field === "amount") return t(problem === "required" ? "adminGiftCards.errors.adjustRequired" : "adminGiftCards.errors.adjustAmount", { max: FORM_LIMITS.maxAmount });
    if (problem === "required") return t("adminGiftCards.errors.noteRequired");
    if (problem === "tooLong") return t("adminGiftCards.errors.tooLong", { max: FORM_LIMITS.note });
    return t("adminGiftCards.errors.notOneLine");
  };
}

/** The note every change of a card carries: why, kept in the ledger. */
function NoteField({ value, onChange, error, disabled, helper }: { value: string; onChange: (value: string) => void; error?: string; disabled: boolean; helper: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="note"
      label={t("adminGiftCards.fields.note")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helper}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: FORM_LIMITS.note } }}
    />
  );
}

/**
 * "Adjust balance": a signed amount typed as money in the card's currency ("5.00" adds, "-12.00"
 * takes), sent in minor units with a required note. What the balance would become shows as it is
 * typed; the server's refusals (below zero, above the most a card holds, voided meanwhile) show here.
 */
export function AdjustBalanceForm({ card, onDone }: { card: GiftCard; onDone: () => void }) {
  const { t } = useTranslation();
  const words = useGiftCardWords();
  const problemText = useProblemText();
  const titleId = useId();
  const { adjust, isPending } = useAdjustGiftCard();
  const [draft, setDraft] = useState<AdjustDraft>(EMPTY_ADJUST_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<AdjustField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const code = currencyCode(card.currency);
  const typed = parseSignedMoney(draft.amount);

  const set = (field: AdjustField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
    setMessage(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const check = checkAdjust(draft);
    if (!check.ok) {
      setErrors(Object.fromEntries(Object.entries(check.problems).map(([field, problem]) => [field, problemText(field as AdjustField, problem)])));
      return;
    }
    const result = await adjust(card._id, check.body);
    if (result.ok) {
      setDraft(EMPTY_ADJUST_DRAFT);
      onDone();
      return;
    }
    setErrors(errorsOnFields(result.fieldErrors, ["amount", "note"] as const));
    setMessage(result.message ?? null);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ display: "grid", gap: 2, p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t("adminGiftCards.adjust.title")}
      </Typography>
      {message && <Alert severity="error">{message}</Alert>}
      <TextField
        name="amount"
        label={t("adminGiftCards.fields.adjustAmount")}
        value={draft.amount}
        onChange={(event) => set("amount", event.target.value)}
        disabled={isPending}
        required
        fullWidth
        error={Boolean(errors.amount)}
        helperText={errors.amount ?? t("adminGiftCards.adjust.amountHint")}
        autoComplete="off"
        sx={LTR_INPUT_SX}
        slotProps={{
          htmlInput: { maxLength: 14, ...LTR_INPUT },
          input: code ? { startAdornment: <InputAdornment position="start">{CURRENCIES[code]}</InputAdornment> } : undefined,
        }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="gift-card-new-balance">
        {typed !== null && typed !== 0 && card.balance + typed >= 0 ? t("adminGiftCards.adjust.newBalance", { balance: words.money(card.balance + typed, card.currency) }) : ""}
      </Typography>
      <NoteField value={draft.note} onChange={(value) => set("note", value)} error={errors.note} disabled={isPending} helper={t("adminGiftCards.adjust.noteHint")} />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
        <Button onClick={onDone} disabled={isPending}>
          {t("adminGiftCards.cancel")}
        </Button>
        <Button type="submit" variant="contained" loading={isPending}>
          {t("adminGiftCards.adjust.submit")}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * "Void": a required note, then a confirmation (voiding is final: the balance can no longer be
 * spent and the card cannot be started again).
 */
export function VoidCardForm({ card, onDone }: { card: GiftCard; onDone: () => void }) {
  const { t } = useTranslation();
  const words = useGiftCardWords();
  const problemText = useProblemText();
  const titleId = useId();
  const { voidCard, isPending } = useVoidGiftCard();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<GiftCardVoidRequest | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkVoid(note);
    if (!check.ok) {
      setError(problemText("note", check.problem));
      return;
    }
    setConfirming(check.body);
  };

  const confirm = async () => {
    if (!confirming) return;
    const result = await voidCard(card._id, confirming);
    setConfirming(null);
    if (result.ok) {
      onDone();
      return;
    }
    setError(errorsOnFields(result.fieldErrors, ["note"] as const).note);
    setMessage(result.message ?? null);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={titleId} sx={{ display: "grid", gap: 2, p: 2, border: 1, borderColor: "error.main", borderRadius: 1 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t("adminGiftCards.void.title")}
      </Typography>
      <Typography variant="body2">{t("adminGiftCards.void.explain", { balance: words.money(card.balance, card.currency) })}</Typography>
      {message && <Alert severity="error">{message}</Alert>}
      <NoteField
        value={note}
        onChange={(value) => {
          setNote(value);
          setError(undefined);
          setMessage(null);
        }}
        error={error}
        disabled={isPending}
        helper={t("adminGiftCards.void.noteHint")}
      />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", justifyContent: "flex-end" }}>
        <Button onClick={onDone} disabled={isPending}>
          {t("adminGiftCards.cancel")}
        </Button>
        <Button type="submit" variant="outlined" color="error" disabled={isPending}>
          {t("adminGiftCards.void.submit")}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming !== null}
        title={t("adminGiftCards.void.confirmTitle")}
        message={t("adminGiftCards.void.confirmMessage", { balance: words.money(card.balance, card.currency) })}
        confirmLabel={t("adminGiftCards.void.confirm")}
        cancelLabel={t("adminGiftCards.cancel")}
        pending={isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
