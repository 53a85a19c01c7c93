import { DEFAULT_BRAND_ICON, DEFAULT_CATEGORY_ICON, SETTINGS_TEXT_LIMITS, type AddCatalogGroupRequest, type CatalogIcon, type ShopSettings } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "@/shared/toast";
import { addCatalogGroup, type CatalogKind } from "../api/adminSettingsApi";
import { useSettingsAction } from "../hooks/useAdminSettings";
import { checkNewGroup, errorsOnFields, type NewGroupDraft } from "../lib/settingsForm";
import { IconSelect } from "./IconSelect";
import { SettingsCard } from "./SettingsCard";

type AddField = keyof NewGroupDraft | "icon";
const ADD_FIELD_PATHS: Record<AddField, string> = { id: "id", label: "label", labelHe: "labelHe", icon: "icon" };
const EMPTY: NewGroupDraft = { id: "", label: "", labelHe: "" };

/**
 * Adds a category or brand: id, English label, Hebrew label and icon (ShirtIcon for categories, Shirt
 * for brands by default). A missing id or label is the required-fields error (spec 5), and an id the
 * shop cannot use is said under the field, both before any call.
 */
export function CatalogGroupAddForm({ kind, onAdded }: { kind: CatalogKind; onAdded: (settings: ShopSettings, id: string) => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const defaultIcon: CatalogIcon = kind === "categories" ? DEFAULT_CATEGORY_ICON : DEFAULT_BRAND_ICON;
  const [draft, setDraft] = useState<NewGroupDraft>(EMPTY);
  const [icon, setIcon] = useState<CatalogIcon>(defaultIcon);
  const [errors, setErrors] = useState<Partial<Record<AddField, string>>>({});
  const add = useSettingsAction(kind === "categories" ? "categoryAdd" : "brandAdd", (body: AddCatalogGroupRequest) => addCatalogGroup(kind, body));

  const set = (field: keyof NewGroupDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const check = checkNewGroup(draft, kind);
    if (check.problem === "required") {
      const required = t("admin.settingsPage.catalog.required");
      setErrors(Object.fromEntries(check.missing.map((field) => [field, required])));
      toast({ title: t("admin.settingsPage.toasts.errorTitle"), description: t("admin.settingsPage.toasts.requiredFields"), variant: "destructive" });
      return;
    }
    if (check.problem === "invalidId") {
      setErrors({ id: t("admin.settingsPage.catalog.invalidId") });
      return;
    }
    // What else the schema refuses (a label too long) is sent as typed: the server answers under the field.
    const group = check.group ?? draft;
    const id = group.id;
    const result = await add.run({ ...group, icon });
    if (result.ok) {
      onAdded(result.settings, id);
      setDraft(EMPTY);
      setIcon(defaultIcon);
      setErrors({});
    } else {
      setErrors(errorsOnFields(result.fieldErrors, ADD_FIELD_PATHS));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(`admin.settingsPage.catalog.${kind}.addTitle`)}>
      <SettingsCard title={t(`admin.settingsPage.catalog.${kind}.addTitle`)}>
        <TextField
          label={t("admin.settingsPage.catalog.fields.id")}
          value={draft.id}
          onChange={(event) => set("id", event.target.value)}
          disabled={add.isPending}
          required
          error={Boolean(errors.id)}
          helperText={errors.id ?? t("admin.settingsPage.catalog.idHint")}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_LIMITS.groupId, dir: "ltr", autoCapitalize: "none", spellCheck: false } }}
          sx={{ "& .MuiInputBase-input": { textAlign: "left" } }}
        />
        <TextField
          label={t("admin.settingsPage.catalog.fields.label")}
          value={draft.label}
          onChange={(event) => set("label", event.target.value)}
          disabled={add.isPending}
          required
          error={Boolean(errors.label)}
          helperText={errors.label}
          slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_LIMITS.short, dir: "ltr", lang: "en" } }}
        />
        <TextField
          label={t("admin.settingsPage.catalog.fields.labelHe")}
          value={draft.labelHe}
          onChange={(event) => set("labelHe", event.target.value)}
          disabled={add.isPending}
          error={Boolean(errors.labelHe)}
          helperText={errors.labelHe}
          slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_LIMITS.short, dir: "rtl", lang: "he" } }}
        />
        <IconSelect
          label={t("admin.settingsPage.catalog.fields.icon")}
          value={icon}
          onChange={setIcon}
          disabled={add.isPending}
          error={Boolean(errors.icon)}
          helperText={errors.icon}
        />
        <Box sx={{ gridColumn: "1 / -1", display: "flex", justifyContent: "flex-end" }}>
          <Button type="submit" variant="contained" loading={add.isPending} loadingPosition="start" startIcon={<AddIcon />}>
            {t(`admin.settingsPage.catalog.${kind}.add`)}
          </Button>
        </Box>
      </SettingsCard>
    </Box>
  );
}
