import { PROMOTION_LIMITS, type Promotion } from "@contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useShopSettings } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX, SideSheet } from "@/shared/ui";
import { useSavePromotion, useShopTimeZone } from "../hooks/usePromotions";
import {
  FREE_DELIVERY_METHODS,
  placeServerErrors,
  placesChangedBy,
  promotionDraftFrom,
  promotionInputFrom,
  typedCode,
  type PromotionDraft,
  type PromotionField,
  type PromotionProblem,
} from "../lib/promotionForm";
import { CategoryTargets, ProductTargets } from "./PromotionTargets";

/**
 * The sheet with the promotion form: `promotion` null creates one, a promotion edits it (never an
 * ended one: the screen offers no edit for it). The form is keyed by `formKey` and the sheet drops its
 * contents when closed, so every opening starts afresh.
 */
export function PromotionFormSheet({ open, promotion, formKey, onClose }: { open: boolean; promotion: Promotion | null; formKey: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SideSheet
      open={open}
      onClose={onClose}
      title={promotion ? t("adminPromotions.form.editTitle") : t("adminPromotions.form.addTitle")}
      closeLabel={t("adminPromotions.form.close")}
      width={560}
    >
      <PromotionForm key={formKey} promotion={promotion} onCancel={onClose} onSaved={onClose} />
    </SideSheet>
  );
}

type Errors = Partial<Record<PromotionField, string>>;

/** A group of radio buttons named by its legend, its problem under it. */
function Choices<V extends string>({ legend, name, value, options, error, onChange }: { legend: string; name: string; value: V; options: readonly { value: V; label: ReactNode }[]; error?: string | undefined; onChange: (value: V) => void }) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={legendId} sx={{ fontWeight: 600, fontSize: "0.875rem" }}>
        {legend}
      </FormLabel>
      <RadioGroup row name={name} value={value} aria-labelledby={legendId} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}

function PromotionForm({ promotion, onCancel, onSaved }: { promotion: Promotion | null; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { currencySymbol } = useShopSettings();
  const timeZone = useShopTimeZone();
  const { save, isSaving } = useSavePromotion();
  const flagsHintId = useId();
  const [draft, setDraft] = useState<PromotionDraft>(() => promotionDraftFrom(promotion));
  const [errors, setErrors] = useState<Errors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    const stale = placesChangedBy(key);
    setErrors((current) => (stale.some((place) => place in current) ? Object.fromEntries(Object.entries(current).filter(([place]) => !stale.includes(place as PromotionField))) : current));
  };

  const words = (problem: PromotionProblem) => {
    const { key, ...params } = problem;
    return t(`adminPromotions.errors.${key}`, params);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const result = promotionInputFrom(draft);
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.problems).map(([place, problem]) => [place, words(problem)])));
      setOtherErrors([]);
      return;
    }
    setErrors({});
    setOtherErrors([]);
    const saved = await save(promotion?._id ?? null, result.input);
    if (saved.ok) {
      onSaved();
      return;
    }
    const placed = placeServerErrors(saved.fieldErrors);
    setErrors(placed.fields);
    setOtherErrors(placed.other);
  };

  /** What every text field shares: name, label, value, change, its problem or hint under it. */
  const text = (name: "code" | "name" | "nameHe" | "percent" | "amount" | "minSubtotal" | "startsAt" | "endsAt" | "usageLimit", hint?: string): Partial<TextFieldProps> => ({
    name,
    label: t(`adminPromotions.form.${name}`),
    value: draft[name],
    onChange: (event) => set(name, name === "code" ? typedCode(event.target.value) : event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    fullWidth: true,
  });

  const money = (name: "amount" | "minSubtotal", hint?: string): Partial<TextFieldProps> => ({
    ...text(name, hint),
    type: "number",
    sx: LTR_INPUT_SX,
    slotProps: {
      htmlInput: { min: 0, step: "0.01", inputMode: "decimal", ...LTR_INPUT },
      input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
    },
  });

  const whole = (name: "percent" | "usageLimit", hint?: string, end?: string): Partial<TextFieldProps> => ({
    ...text(name, hint),
    type: "number",
    sx: LTR_INPUT_SX,
    slotProps: {
      htmlInput: { min: name === "percent" ? PROMOTION_LIMITS.percent.min : PROMOTION_LIMITS.usageLimit.min, step: 1, inputMode: "numeric", ...LTR_INPUT },
      ...(end ? { input: { endAdornment: <InputAdornment position="end">{end}</InputAdornment> } } : {}),
    },
  });

  const when = (name: "startsAt" | "endsAt", hint: string): Partial<TextFieldProps> => ({
    ...text(name, hint),
    type: "datetime-local",
    sx: LTR_INPUT_SX,
    slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 60, ...LTR_INPUT } },
  });

  const flag = (name: "oncePerCustomer" | "firstOrderOnly" | "combinable") => (
    <FormControlLabel
      control={<Checkbox name={name} checked={draft[name]} onChange={(event) => set(name, event.target.checked)} slotProps={{ input: { "aria-describedby": name === "combinable" ? flagsHintId : undefined } }} />}
      label={t(`adminPromotions.form.${name}`)}
    />
  );

  const pair = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2.5, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Choices
        legend={t("adminPromotions.form.kind")}
        name="kind"
        value={draft.kind}
        error={errors.kind}
        onChange={(kind) => set("kind", kind)}
        options={[
          { value: "code", label: t("adminPromotions.form.kindCode") },
          { value: "automatic", label: t("adminPromotions.form.kindAutomatic") },
        ]}
      />
      {draft.kind === "code" ? (
        <TextField
          {...text("code", t("adminPromotions.form.codeHint", { min: PROMOTION_LIMITS.code.min, max: PROMOTION_LIMITS.code.max }))}
          required
          sx={LTR_INPUT_SX}
          slotProps={{ htmlInput: { maxLength: PROMOTION_LIMITS.code.max, autoCapitalize: "characters", autoComplete: "off", spellCheck: false, ...LTR_INPUT } }}
        />
      ) : (
        <FormHelperText sx={{ mt: -1.5, mx: 0 }}>{t("adminPromotions.form.automaticHint")}</FormHelperText>
      )}
      <Box sx={pair}>
        <TextField {...text("name", t("adminPromotions.form.nameHint"))} required slotProps={{ htmlInput: { maxLength: PROMOTION_LIMITS.name, dir: "auto" } }} />
        <TextField {...text("nameHe", t("adminPromotions.form.nameHeHint"))} slotProps={{ htmlInput: { maxLength: PROMOTION_LIMITS.name, dir: "rtl", lang: "he" } }} />
      </Box>
      <Divider />
      <Choices
        legend={t("adminPromotions.form.benefit")}
        name="benefitType"
        value={draft.benefitType}
        error={errors.benefit}
        onChange={(benefitType) => set("benefitType", benefitType)}
        options={[
          { value: "percent", label: t("adminPromotions.form.benefitPercent") },
          { value: "amount", label: t("adminPromotions.form.benefitAmount") },
          { value: "freeDelivery", label: t("adminPromotions.form.benefitFreeDelivery") },
        ]}
      />
      {draft.benefitType === "percent" && <TextField {...whole("percent", t("adminPromotions.form.percentHint", { min: PROMOTION_LIMITS.percent.min, max: PROMOTION_LIMITS.percent.max }), "%")} required />}
      {draft.benefitType === "amount" && <TextField {...money("amount", t("adminPromotions.form.amountHint"))} required />}
      {draft.benefitType === "freeDelivery" && (
        <FormControl component="fieldset" error={Boolean(errors.methods)} sx={{ minWidth: 0 }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: "0.875rem" }}>
            {t("adminPromotions.form.methods")}
          </FormLabel>
          <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
            {FREE_DELIVERY_METHODS.map((method) => (
              <FormControlLabel
                key={method}
                label={t(`adminPromotions.form.methodLabels.${method}`)}
                control={
                  <Checkbox
                    size="small"
                    checked={draft.methods.includes(method)}
                    onChange={(event) => set("methods", event.target.checked ? [...draft.methods, method] : draft.methods.filter((m) => m !== method))}
                  />
                }
              />
            ))}
          </Box>
          <FormHelperText sx={{ mx: 0 }}>{errors.methods ?? t("adminPromotions.form.methodsHint")}</FormHelperText>
        </FormControl>
      )}
      <Divider />
      <Choices
        legend={t("adminPromotions.form.scope")}
        name="scopeType"
        value={draft.scopeType}
        error={draft.scopeType === "order" ? errors.targets : undefined}
        onChange={(scopeType) => set("scopeType", scopeType)}
        options={[
          { value: "order", label: t("adminPromotions.form.scopeOrder") },
          { value: "categories", label: t("adminPromotions.form.scopeCategories") },
          { value: "products", label: t("adminPromotions.form.scopeProducts") },
        ]}
      />
      {draft.scopeType === "categories" && <CategoryTargets chosen={draft.categoryIds} error={errors.targets} onChange={(ids) => set("categoryIds", ids)} />}
      {draft.scopeType === "products" && <ProductTargets chosen={draft.productIds} error={errors.targets} onChange={(ids) => set("productIds", ids)} />}
      <TextField {...money("minSubtotal", t("adminPromotions.form.minSubtotalHint"))} />
      <Divider />
      <Box sx={pair}>
        <TextField {...when("startsAt", t("adminPromotions.form.startsAtHint", { zone: timeZone }))} />
        <TextField {...when("endsAt", t("adminPromotions.form.endsAtHint", { zone: timeZone }))} />
      </Box>
      <TextField {...whole("usageLimit", t("adminPromotions.form.usageLimitHint"))} />
      <Box sx={{ display: "grid" }}>
        {flag("oncePerCustomer")}
        {flag("firstOrderOnly")}
        {flag("combinable")}
        <FormHelperText id={flagsHintId} sx={{ mt: 0, mx: 0 }}>
          {t("adminPromotions.form.combinableHint")}
        </FormHelperText>
      </Box>
      {otherErrors.length > 0 && (
        <Alert severity="error">
          {otherErrors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "flex-end" }}>
        <Button onClick={onCancel} color="inherit">
          {t("adminPromotions.form.cancel")}
        </Button>
        <Button type="submit" variant="contained" loading={isSaving}>
          {promotion ? t("adminPromotions.form.save") : t("adminPromotions.form.add")}
        </Button>
      </Box>
    </Box>
  );
}
