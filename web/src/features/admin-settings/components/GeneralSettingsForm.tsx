import { BUSINESS_REGISTRATION_NUMBER_MAX_LENGTH, CURRENCIES, LANGUAGES, SETTINGS_TEXT_LIMITS, LOW_STOCK_THRESHOLD_RANGE, TAX_MODES, TAX_RATE_RANGE, type CurrencyCode, type LanguageCode, type ShopSettings, type TaxMode } from "@contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "@/shared/i18n";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { saveGeneralSettings } from "../api/adminSettingsApi";
import { useSettingsAction } from "../hooks/useAdminSettings";
import {
  GENERAL_FIELD_PATHS,
  coerceLowStockThreshold,
  coerceTaxRate,
  currencySymbolOf,
  errorsOnFields,
  generalDraftFrom,
  generalSettingsFrom,
  type AllergenPrinting,
  type GeneralDraft,
  type GeneralField,
} from "../lib/settingsForm";
import { SaveButton, SettingsCard } from "./SettingsCard";

/** Values written left to right in Hebrew too (addresses on the web, email, phone, amounts). */

/**
 * The General tab: every setting but the homepage sections, categories and brands (spec 3). The tax
 * rate becomes 0 when it is not a number from 0 to 100 (spec 5), on leaving the field and on save;
 * shipping amounts are typed as decimals and saved as minor units; the currency symbol follows the
 * currency, and choosing another currency warns, before saving, that prices are not converted.
 */
export function GeneralSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<GeneralDraft>(() => generalDraftFrom(settings));
  const [errors, setErrors] = useState<Partial<Record<GeneralField, string>>>({});
  const { run, isPending } = useSettingsAction("general", saveGeneralSettings);
  const symbol = currencySymbolOf(draft.currency);
  const printingHintId = useId();
  const vatHintId = useId();

  const set = (field: GeneralField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest as Partial<Record<GeneralField, string>>);
  };

  const setPrinting = (paper: keyof AllergenPrinting, on: boolean) => setDraft((current) => ({ ...current, allergenPrinting: { ...current.allergenPrinting, [paper]: on } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const taxRate = String(coerceTaxRate(draft.taxRate));
    setDraft((current) => ({ ...current, taxRate }));
    const result = generalSettingsFrom({ ...draft, taxRate });
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.errors).map(([field, problem]) => [field, t(`admin.settingsPage.general.${problem}`)])));
      return;
    }
    const saved = await run(result.settings);
    if (saved.ok) {
      setDraft(generalDraftFrom(saved.settings));
      setErrors({});
    } else {
      setErrors(errorsOnFields(saved.fieldErrors, GENERAL_FIELD_PATHS));
    }
  };

  /** The props every text field shares: label, value, change, server error, length bound. */
  const field = (name: GeneralField, max: number = SETTINGS_TEXT_LIMITS.short): Partial<TextFieldProps> => ({
    name,
    label: t(`admin.settingsPage.general.fields.${name}`),
    value: draft[name],
    onChange: (event) => set(name, event.target.value),
    disabled: isPending,
    error: Boolean(errors[name]),
    helperText: errors[name],
    // Free text may be English or Hebrew: each value takes the direction of its own first letter.
    slotProps: { htmlInput: { maxLength: max, dir: "auto" } },
  });

  const ltrField = (name: GeneralField, type: string, max: number = SETTINGS_TEXT_LIMITS.short): Partial<TextFieldProps> => ({
    ...field(name, max),
    type,
    sx: LTR_INPUT_SX,
    slotProps: { htmlInput: { maxLength: max, ...LTR_INPUT } },
  });

  const moneyField = (name: "freeShippingThreshold" | "defaultShippingCost"): Partial<TextFieldProps> => ({
    ...field(name),
    helperText: errors[name] ?? t(`admin.settingsPage.general.hints.${name}`),
    sx: LTR_INPUT_SX,
    slotProps: {
      htmlInput: { inputMode: "decimal", maxLength: 12, ...LTR_INPUT },
      input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
    },
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t("admin.settingsPage.tabs.general")}>
      <Box sx={{ display: "grid", gap: { xs: 2, md: 3 } }}>
        <SettingsCard title={t("admin.settingsPage.general.sections.store")}>
          <TextField {...field("siteName")} sx={{ gridColumn: { sm: "1 / -1" } }} />
          <TextField {...field("currency")} select onChange={(event) => set("currency", event.target.value as CurrencyCode)}>
            {(Object.keys(CURRENCIES) as CurrencyCode[]).map((code) => (
              <MenuItem key={code} value={code}>
                {t(`admin.settingsPage.general.currencies.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="currencySymbol"
            label={t("admin.settingsPage.general.fields.currencySymbol")}
            value={symbol}
            helperText={t("admin.settingsPage.general.hints.currencySymbol")}
            slotProps={{ htmlInput: { readOnly: true } }}
            variant="filled"
          />
          {/* Stored prices are minor units of whatever currency is set; switching relabels them, so say so before saving. */}
          {draft.currency !== settings.currency && (
            <Alert severity="warning" data-testid="currency-warning" sx={{ gridColumn: { sm: "1 / -1" } }}>
              {t("admin.settingsPage.general.currencyWarning", {
                from: CURRENCIES[settings.currency] ?? settings.currencySymbol,
                to: symbol,
                example: "6.50",
              })}
            </Alert>
          )}
          <TextField {...field("defaultLanguage")} select onChange={(event) => set("defaultLanguage", event.target.value as LanguageCode)}>
            {LANGUAGES.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field("taxRate")}
            type="number"
            helperText={errors.taxRate ?? t("admin.settingsPage.general.hints.taxRate", { min: TAX_RATE_RANGE.min, max: TAX_RATE_RANGE.max })}
            onBlur={() => set("taxRate", String(coerceTaxRate(draft.taxRate)))}
            sx={LTR_INPUT_SX}
            slotProps={{
              htmlInput: { min: TAX_RATE_RANGE.min, max: TAX_RATE_RANGE.max, step: "any", inputMode: "decimal", ...LTR_INPUT },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
          {/* Israeli law has consumer prices include VAT; a shop in dollars usually adds tax at checkout. */}
          <TextField
            {...field("taxMode")}
            select
            onChange={(event) => set("taxMode", event.target.value as TaxMode)}
            helperText={errors.taxMode ?? t(`admin.settingsPage.general.taxModes.${draft.taxMode}Hint`)}
            sx={{ gridColumn: { sm: "1 / -1" } }}
          >
            {TAX_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {t(`admin.settingsPage.general.taxModes.${mode}`)}
              </MenuItem>
            ))}
          </TextField>
        </SettingsCard>

        <SettingsCard title={t("admin.settingsPage.general.sections.business")}>
          <TextField {...field("businessName")} helperText={errors.businessName ?? t("admin.settingsPage.general.hints.businessName")} />
          <TextField {...ltrField("registrationNumber", "text", BUSINESS_REGISTRATION_NUMBER_MAX_LENGTH)} autoComplete="off" />
          <TextField {...field("businessAddress", SETTINGS_TEXT_LIMITS.long)} multiline minRows={2} sx={{ gridColumn: { sm: "1 / -1" } }} />
          <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
            <FormControlLabel
              control={
                <Switch
                  name="business.vatRegistered"
                  checked={draft.vatRegistered}
                  disabled={isPending}
                  onChange={(event) => setDraft((current) => ({ ...current, vatRegistered: event.target.checked }))}
                  slotProps={{ input: { "aria-describedby": vatHintId } }}
                />
              }
              label={t("admin.settingsPage.general.vatRegistered")}
            />
            <FormHelperText id={vatHintId} sx={{ mx: 0, mt: 0 }}>
              {t("admin.settingsPage.general.hints.vatRegistered")}
            </FormHelperText>
          </Box>
        </SettingsCard>

        <SettingsCard title={t("admin.settingsPage.general.sections.stock")}>
          <TextField
            {...field("lowStockThreshold")}
            type="number"
            helperText={errors.lowStockThreshold ?? t("admin.settingsPage.general.hints.lowStockThreshold", { email: draft.email })}
            onBlur={() => set("lowStockThreshold", String(coerceLowStockThreshold(draft.lowStockThreshold)))}
            sx={LTR_INPUT_SX}
            slotProps={{ htmlInput: { min: LOW_STOCK_THRESHOLD_RANGE.min, max: LOW_STOCK_THRESHOLD_RANGE.max, step: 1, inputMode: "numeric", ...LTR_INPUT } }}
          />
        </SettingsCard>

        <SettingsCard title={t("admin.settingsPage.general.sections.allergens")} columns={1}>
          <Box sx={{ display: "grid", gap: 0.5 }}>
            {(["packingSlip", "giftCard"] as const).map((paper) => (
              <FormControlLabel
                key={paper}
                control={
                  <Switch
                    name={`allergenPrinting.${paper}`}
                    checked={draft.allergenPrinting[paper]}
                    disabled={isPending}
                    onChange={(event) => setPrinting(paper, event.target.checked)}
                    slotProps={{ input: { "aria-describedby": printingHintId } }}
                  />
                }
                label={t(`admin.settingsPage.general.allergenPrinting.${paper}`)}
              />
            ))}
            <FormHelperText id={printingHintId} sx={{ mx: 0, mt: 0 }}>
              {t("admin.settingsPage.general.allergenPrinting.hint")}
            </FormHelperText>
          </Box>
        </SettingsCard>

        <SettingsCard title={t("admin.settingsPage.general.sections.contact")}>
          <TextField {...ltrField("email", "email")} autoComplete="off" />
          <TextField {...ltrField("phone", "tel")} autoComplete="off" />
          <TextField {...field("address", SETTINGS_TEXT_LIMITS.long)} multiline minRows={2} sx={{ gridColumn: { sm: "1 / -1" } }} />
        </SettingsCard>

        <SettingsCard title={t("admin.settingsPage.general.sections.social")}>
          {(["facebook", "instagram", "twitter", "linkedin"] as const).map((name) => (
            <TextField key={name} {...ltrField(name, "url", SETTINGS_TEXT_LIMITS.long)} placeholder="https://" />
          ))}
        </SettingsCard>

        <SettingsCard title={t("admin.settingsPage.general.sections.shipping")}>
          <TextField {...moneyField("freeShippingThreshold")} />
          <TextField {...moneyField("defaultShippingCost")} />
        </SettingsCard>

        <SettingsCard title={t("admin.settingsPage.general.sections.seo")} columns={1}>
          <TextField {...field("metaTitle")} />
          <TextField {...field("metaDescription", SETTINGS_TEXT_LIMITS.long)} multiline minRows={2} />
          <TextField
            {...field("keywords", (SETTINGS_TEXT_LIMITS.keyword + 2) * SETTINGS_TEXT_LIMITS.keywords)}
            helperText={errors.keywords ?? t("admin.settingsPage.general.hints.keywords", { max: SETTINGS_TEXT_LIMITS.keywords })}
          />
        </SettingsCard>
      </Box>
      <SaveButton label={t("admin.settingsPage.general.save")} pending={isPending} />
    </Box>
  );
}
