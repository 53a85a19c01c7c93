import { GIFT_WRAP_NAME_MAX_LENGTH, type ShopSettings } from "@contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { saveGiftWrap } from "../api/adminSettingsApi";
import { useSettingsAction } from "../hooks/useAdminSettings";
import { GIFT_WRAP_FIELD_PATHS, checkGiftWrap, giftWrapDraftFrom, sameGiftWrap, type GiftWrapDraft, type GiftWrapField } from "../lib/giftWrapForm";
import { currencySymbolOf, errorsOnFields } from "../lib/settingsForm";
import { SaveButton, SettingsCard } from "./SettingsCard";

/**
 * The Gift wrapping tab (issue 33): whether checkout offers wrapping for a gift, its name in English
 * and in Hebrew (blank: the English one shows), and its price, typed as money in the shop's currency
 * like the shipping amounts and saved in minor units. Checked with the server's schema before sending;
 * what the server still refuses shows under its field, and its message is the toast.
 */
export function GiftWrapForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<GiftWrapDraft>(() => giftWrapDraftFrom(settings.giftWrap));
  const [draft, setDraft] = useState<GiftWrapDraft>(saved);
  const [errors, setErrors] = useState<Partial<Record<GiftWrapField, string>>>({});
  const { run, isPending } = useSettingsAction("giftWrap", saveGiftWrap);
  const text = (key: string, options?: Record<string, unknown>) => t(`admin.settingsPage.giftWrap.${key}`, options ?? {});
  const dirty = !sameGiftWrap(draft, saved);

  const set = <F extends GiftWrapField>(field: F, value: GiftWrapDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !dirty) return;
    const check = checkGiftWrap(draft);
    if (!check.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(check.problems).map(([field, problem]) => [field, text(`errors.${problem}`, { max: GIFT_WRAP_NAME_MAX_LENGTH })]),
        ),
      );
      return;
    }
    const result = await run(check.giftWrap);
    if (result.ok) {
      const stored = giftWrapDraftFrom(result.settings.giftWrap);
      setSaved(stored);
      setDraft(stored);
      setErrors({});
    } else {
      setErrors(errorsOnFields(result.fieldErrors, GIFT_WRAP_FIELD_PATHS));
    }
  };

  const nameField = (name: "name" | "nameHe", language: "en" | "he") => (
    <TextField
      name={name}
      label={text(`fields.${name}`)}
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      disabled={isPending}
      required={name === "name"}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === "nameHe" ? text("hints.nameHe") : undefined)}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: GIFT_WRAP_NAME_MAX_LENGTH, lang: language, dir: language === "he" ? "rtl" : "ltr" } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <SettingsCard
        title={text("title")}
        description={text("description")}
        action={
          <FormControlLabel
            control={<Switch name="enabled" checked={draft.enabled} disabled={isPending} onChange={(event) => set("enabled", event.target.checked)} />}
            label={text("fields.enabled")}
            sx={{ m: 0 }}
          />
        }
      >
        {nameField("name", "en")}
        {nameField("nameHe", "he")}
        <TextField
          name="price"
          label={text("fields.price")}
          value={draft.price}
          onChange={(event) => set("price", event.target.value)}
          disabled={isPending}
          required
          error={Boolean(errors.price)}
          helperText={errors.price ?? text("hints.price")}
          sx={LTR_INPUT_SX}
          slotProps={{
            htmlInput: { inputMode: "decimal", maxLength: 12, ...LTR_INPUT },
            input: { startAdornment: <InputAdornment position="start">{currencySymbolOf(settings.currency)}</InputAdornment> },
          }}
        />
      </SettingsCard>
      <SaveButton label={text("save")} pending={isPending} disabled={!dirty} />
    </Box>
  );
}
