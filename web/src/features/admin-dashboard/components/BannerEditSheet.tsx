import { BANNER_TEXT_LIMITS, type FeatureImage, type FeatureImageContent } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { activeGroups, catalogLabel } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useShopSettings } from "@/shared/settings";
import { SideSheet } from "@/shared/ui";

type BannerTextKey = "headline" | "headlineHe" | "text" | "textHe" | "alt" | "altHe";
const TEXT_FIELDS: readonly { name: BannerTextKey; limit: number; hebrew: boolean; multiline?: boolean }[] = [
  { name: "headline", limit: BANNER_TEXT_LIMITS.headline, hebrew: false },
  { name: "headlineHe", limit: BANNER_TEXT_LIMITS.headline, hebrew: true },
  { name: "text", limit: BANNER_TEXT_LIMITS.text, hebrew: false, multiline: true },
  { name: "textHe", limit: BANNER_TEXT_LIMITS.text, hebrew: true, multiline: true },
  { name: "alt", limit: BANNER_TEXT_LIMITS.alt, hebrew: false },
  { name: "altHe", limit: BANNER_TEXT_LIMITS.alt, hebrew: true },
];

const CUSTOM = "custom";
const NONE = "";

/** The link choices: no button, a category's or a brand's listing, or another shop path typed in. */
function linkOptions(categories: { id: string; label: string }[], brands: { id: string; label: string }[]) {
  return [
    ...categories.map((c) => ({ value: `/shop/listing?category=${c.id}`, label: c.label, group: "category" as const })),
    ...brands.map((b) => ({ value: `/shop/listing?brand=${b.id}`, label: b.label, group: "brand" as const })),
  ];
}

export function contentOf(banner: FeatureImage): FeatureImageContent {
  const { headline, headlineHe, text, textHe, alt, altHe, link, active } = banner;
  return { headline, headlineHe, text, textHe, alt, altHe, link, active };
}

/**
 * The side sheet where the owner writes a banner's headline, text and alt text in both languages
 * and picks where its button links (a category, a brand, another shop page, or no button). Server
 * field errors show under their fields.
 */
export function BannerEditSheet({
  banner,
  number,
  open,
  saving,
  onSave,
  onClose,
}: {
  banner: FeatureImage | null;
  number: number;
  open: boolean;
  saving: boolean;
  onSave: (content: FeatureImageContent, onFieldErrors: (errors: Record<string, string>) => void) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SideSheet open={open} onClose={onClose} title={t("admin.dashboardPage.edit.title", { number })} closeLabel={t("admin.dashboardPage.edit.close")} width={520}>
      {banner && <BannerForm key={banner._id} banner={banner} saving={saving} onSave={onSave} onCancel={onClose} />}
    </SideSheet>
  );
}

function BannerForm({
  banner,
  saving,
  onSave,
  onCancel,
}: {
  banner: FeatureImage;
  saving: boolean;
  onSave: (content: FeatureImageContent, onFieldErrors: (errors: Record<string, string>) => void) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useShopSettings();
  const [draft, setDraft] = useState<FeatureImageContent>(() => contentOf(banner));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = linkOptions(
    activeGroups(settings.categories).map((c) => ({ id: c.id, label: catalogLabel(c, language) })),
    activeGroups(settings.brands).map((b) => ({ id: b.id, label: catalogLabel(b, language) })),
  );
  const [custom, setCustom] = useState(() => draft.link !== "" && !options.some((o) => o.value === draft.link));
  const choice = custom ? CUSTOM : draft.link;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const saved = await onSave(draft, setErrors);
    if (saved) onCancel();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: "grid", gap: 2.5, p: { xs: 2, sm: 3 } }}>
      <Box component="img" src={banner.image} alt="" sx={{ width: "100%", aspectRatio: "8 / 3", objectFit: "cover", borderRadius: 2 }} />
      {TEXT_FIELDS.map(({ name, limit, hebrew, multiline }) => (
        <TextField
          key={name}
          name={name}
          label={t(`admin.dashboardPage.edit.fields.${name}`)}
          value={draft[name]}
          onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
          error={Boolean(errors[name])}
          helperText={errors[name] ?? t(`admin.dashboardPage.edit.hints.${name.replace(/He$/, "")}`, { max: limit })}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          slotProps={{ htmlInput: { maxLength: limit, dir: hebrew ? "rtl" : "ltr", lang: hebrew ? "he" : "en" } }}
        />
      ))}
      <TextField
        select
        label={t("admin.dashboardPage.edit.fields.linkTo")}
        value={choice}
        onChange={(event) => {
          const value = event.target.value;
          setCustom(value === CUSTOM);
          if (value !== CUSTOM) setDraft((d) => ({ ...d, link: value }));
        }}
        helperText={custom ? undefined : (errors.link ?? t("admin.dashboardPage.edit.hints.linkTo"))}
        error={!custom && Boolean(errors.link)}
      >
        <MenuItem value={NONE}>{t("admin.dashboardPage.edit.noLink")}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(`admin.dashboardPage.edit.${option.group}Option`, { name: option.label })}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{t("admin.dashboardPage.edit.customLink")}</MenuItem>
      </TextField>
      {custom && (
        <TextField
          name="link"
          label={t("admin.dashboardPage.edit.fields.link")}
          value={draft.link}
          onChange={(event) => setDraft((d) => ({ ...d, link: event.target.value }))}
          error={Boolean(errors.link)}
          helperText={errors.link ?? t("admin.dashboardPage.edit.hints.link")}
          slotProps={{ htmlInput: { maxLength: BANNER_TEXT_LIMITS.link, dir: "ltr", inputMode: "url", spellCheck: false } }}
        />
      )}
      <Box>
        <FormControlLabel
          control={<Switch checked={draft.active} onChange={(event) => setDraft((d) => ({ ...d, active: event.target.checked }))} />}
          label={t("admin.dashboardPage.edit.fields.active")}
        />
        <Typography variant="body2" color="text.secondary">
          {t("admin.dashboardPage.edit.hints.active")}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", gap: 1.5, justifyContent: "flex-end" }}>
        <Button onClick={onCancel}>{t("admin.dashboardPage.cancel")}</Button>
        <Button type="submit" variant="contained" loading={saving}>
          {t("admin.dashboardPage.edit.save")}
        </Button>
      </Box>
    </Box>
  );
}
