import { GIFT_CARD_AMOUNTS_MAX, type ShopSettings } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { saveGiftCardSettings } from "../api/adminSettingsApi";
import { useSettingsAction } from "../hooks/useAdminSettings";
import {
  GIFT_CARD_SETTINGS_FIELD_PATHS,
  amountRow,
  canAddAmount,
  checkGiftCardSettings,
  giftCardSettingsDraftFrom,
  sameGiftCardSettings,
  type GiftCardSettingsDraft,
  type GiftCardSettingsField,
} from "../lib/giftCardSettingsForm";
import { currencySymbolOf, errorsOnFields } from "../lib/settingsForm";
import { SaveButton, SettingsCard } from "./SettingsCard";

/** What the form shows under each field: one text per field, and one per amount row. */
type Errors = Partial<Record<GiftCardSettingsField, string>> & { rows?: Record<number, string> };

/**
 * The Gift cards tab (issue 36): whether the shop sells gift cards, the amounts its page offers (up
 * to GIFT_CARD_AMOUNTS_MAX, each typed as money in the shop's currency and saved in minor units), and
 * the smallest and largest amount a shopper may choose of their own. Checked with the server's schema
 * before sending; what the server still refuses shows under its field, and its message is the toast.
 */
export function GiftCardSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<GiftCardSettingsDraft>(() => giftCardSettingsDraftFrom(settings.giftCards));
  const [draft, setDraft] = useState<GiftCardSettingsDraft>(saved);
  const [errors, setErrors] = useState<Errors>({});
  const { run, isPending } = useSettingsAction("giftCards", saveGiftCardSettings);
  const amountsId = useId();
  const amountsHintId = useId();
  const text = (key: string, options?: Record<string, unknown>) => t(`admin.settingsPage.giftCards.${key}`, options ?? {});
  const symbol = currencySymbolOf(settings.currency);
  const dirty = !sameGiftCardSettings(draft, saved);
  // A new row takes the focus, so the keyboard goes on typing its amount.
  const focusKey = useRef<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  useEffect(() => {
    if (!focusKey.current) return;
    inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  }, [draft.amounts]);

  const change = (next: Partial<GiftCardSettingsDraft>, clear: GiftCardSettingsField) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors(({ [clear]: _, ...rest }) => (clear === "amounts" ? { ...rest, rows: undefined } : rest));
  };

  const setAmount = (key: string, value: string) => change({ amounts: draft.amounts.map((row) => (row.key === key ? { ...row, value } : row)) }, "amounts");
  const addAmount = () => {
    const row = amountRow();
    focusKey.current = row.key;
    change({ amounts: [...draft.amounts, row] }, "amounts");
  };
  const removeAmount = (key: string) => change({ amounts: draft.amounts.filter((row) => row.key !== key) }, "amounts");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !dirty) return;
    const check = checkGiftCardSettings(draft);
    if (!check.ok) {
      const { rows, amounts, min, max } = check.problems;
      setErrors({
        rows: rows && Object.fromEntries(Object.keys(rows).map((index) => [index, text("errors.invalidAmount")])),
        amounts: amounts && text(`errors.${amounts}`, { max: GIFT_CARD_AMOUNTS_MAX }),
        min: min && text(`errors.${min}`),
        max: max && text(`errors.${max}`),
      });
      return;
    }
    const result = await run(check.giftCards);
    if (result.ok) {
      const stored = giftCardSettingsDraftFrom(result.settings.giftCards);
      setSaved(stored);
      setDraft(stored);
      setErrors({});
    } else {
      setErrors(errorsOnFields(result.fieldErrors, GIFT_CARD_SETTINGS_FIELD_PATHS));
    }
  };

  const moneyField = (field: "min" | "max") => (
    <TextField
      name={field}
      label={text(`fields.${field}`)}
      value={draft[field]}
      onChange={(event) => change({ [field]: event.target.value }, field)}
      disabled={isPending}
      required
      error={Boolean(errors[field])}
      helperText={errors[field] ?? text(`hints.${field}`)}
      autoComplete="off"
      sx={LTR_INPUT_SX}
      slotProps={{
        htmlInput: { inputMode: "decimal", maxLength: 12, ...LTR_INPUT },
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
      }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <SettingsCard
        title={text("title")}
        description={text("description")}
        action={
          <FormControlLabel
            control={<Switch name="enabled" checked={draft.enabled} disabled={isPending} onChange={(event) => change({ enabled: event.target.checked }, "enabled")} />}
            label={text("fields.enabled")}
            sx={{ m: 0 }}
          />
        }
      >
        <Box role="group" aria-labelledby={amountsId} aria-describedby={amountsHintId} sx={{ gridColumn: "1 / -1", display: "grid", gap: 1.5 }}>
          <Typography id={amountsId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {text("fields.amounts")}
          </Typography>
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" } }}>
            {draft.amounts.map((row, index) => {
              const label = text("fields.amount", { number: index + 1 });
              const rowError = errors.rows?.[index];
              return (
                <Box component="li" key={row.key} sx={{ display: "flex", alignItems: "flex-start", gap: 0.5, minWidth: 0 }}>
                  <TextField
                    name={`amounts.${index}`}
                    label={label}
                    value={row.value}
                    onChange={(event) => setAmount(row.key, event.target.value)}
                    disabled={isPending}
                    required
                    fullWidth
                    error={Boolean(rowError)}
                    helperText={rowError}
                    autoComplete="off"
                    inputRef={(element: HTMLInputElement | null) => {
                      if (element) inputs.current.set(row.key, element);
                      else inputs.current.delete(row.key);
                    }}
                    sx={LTR_INPUT_SX}
                    slotProps={{
                      htmlInput: { inputMode: "decimal", maxLength: 12, ...LTR_INPUT },
                      input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
                    }}
                  />
                  <IconButton
                    aria-label={text("remove", { number: index + 1 })}
                    title={text("remove", { number: index + 1 })}
                    onClick={() => removeAmount(row.key)}
                    disabled={isPending || draft.amounts.length <= 1}
                    color="error"
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Box>
              );
            })}
          </Box>
          <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={addAmount} disabled={isPending || !canAddAmount(draft)}>
              {text("add")}
            </Button>
            <FormHelperText id={amountsHintId} error={Boolean(errors.amounts)} sx={{ m: 0 }}>
              {errors.amounts ?? text("hints.amounts", { max: GIFT_CARD_AMOUNTS_MAX })}
            </FormHelperText>
          </Box>
        </Box>
        {moneyField("min")}
        {moneyField("max")}
      </SettingsCard>
      <SaveButton label={text("save")} pending={isPending} disabled={!dirty} />
    </Box>
  );
}
