import { HOME_PAGE_SECTION_KEYS, HOME_SECTION_MAX_ITEMS, SETTINGS_TEXT_LIMITS, type HomePageSectionKey, type ShopSettings } from "@contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { saveHomePageSections } from "../api/adminSettingsApi";
import { useSettingsAction } from "../hooks/useAdminSettings";
import { coerceMaxItems, homePageSectionsFrom, sectionsDraftFrom, type SectionDraft, type SectionsDraft } from "../lib/settingsForm";
import { SaveButton, SettingsCard } from "./SettingsCard";

type SectionErrors = Partial<Record<HomePageSectionKey, Partial<Record<"title" | "maxItems", string>>>>;

/** `homePageSections.shopByBrand.maxItems` → the field it names. */
function sectionErrors(serverErrors: Record<string, string>): SectionErrors {
  const placed: SectionErrors = {};
  for (const [key, message] of Object.entries(serverErrors)) {
    const [, section, field] = key.split(".");
    if (!(HOME_PAGE_SECTION_KEYS as readonly string[]).includes(section ?? "")) continue;
    if (field !== "title" && field !== "maxItems") continue;
    const bucket = (placed[section as HomePageSectionKey] ??= {});
    bucket[field] ??= message;
  }
  return placed;
}

/**
 * The Homepage tab: the four home sections, each with its switch, title and how many items it shows
 * (1 to 20; anything else becomes 4 on leaving the field and on save, spec 5).
 */
export function HomePageSectionsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SectionsDraft>(() => sectionsDraftFrom(settings.homePageSections));
  const [errors, setErrors] = useState<SectionErrors>({});
  const { run, isPending } = useSettingsAction("homepage", saveHomePageSections);

  const set = (key: HomePageSectionKey, change: Partial<SectionDraft>) => {
    setDraft((current) => ({ ...current, [key]: { ...current[key], ...change } }));
    setErrors((current) => ({ ...current, [key]: {} }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const sections = homePageSectionsFrom(draft);
    setDraft(sectionsDraftFrom(sections));
    const saved = await run(sections);
    if (saved.ok) {
      setDraft(sectionsDraftFrom(saved.settings.homePageSections));
      setErrors({});
    } else {
      setErrors(sectionErrors(saved.fieldErrors));
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t("admin.settingsPage.tabs.homepage")}>
      <Box sx={{ display: "grid", gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } }}>
        {HOME_PAGE_SECTION_KEYS.map((key) => {
          const section = draft[key];
          const name = t(`admin.settingsPage.homepage.sections.${key}`);
          return (
            <SettingsCard
              key={key}
              title={name}
              columns={1}
              action={
                <FormControlLabel
                  control={
                    <Switch
                      checked={section.enabled}
                      onChange={(event) => set(key, { enabled: event.target.checked })}
                      disabled={isPending}
                      slotProps={{ input: { "aria-label": t("admin.settingsPage.homepage.enabledFor", { section: name }) } }}
                    />
                  }
                  label={t("admin.settingsPage.homepage.enabled")}
                  sx={{ marginInlineEnd: 0 }}
                />
              }
            >
              <TextField
                label={t("admin.settingsPage.homepage.title")}
                value={section.title}
                onChange={(event) => set(key, { title: event.target.value })}
                disabled={isPending}
                error={Boolean(errors[key]?.title)}
                helperText={errors[key]?.title}
                slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_LIMITS.short, "aria-label": t("admin.settingsPage.homepage.titleFor", { section: name }) } }}
              />
              <TextField
                type="number"
                label={t("admin.settingsPage.homepage.maxItems")}
                value={section.maxItems}
                onChange={(event) => set(key, { maxItems: event.target.value })}
                onBlur={() => set(key, { maxItems: String(coerceMaxItems(section.maxItems)) })}
                disabled={isPending}
                error={Boolean(errors[key]?.maxItems)}
                helperText={errors[key]?.maxItems ?? t("admin.settingsPage.homepage.maxItemsHint", HOME_SECTION_MAX_ITEMS)}
                sx={{ maxWidth: { sm: 240 } }}
                slotProps={{
                  htmlInput: {
                    min: HOME_SECTION_MAX_ITEMS.min,
                    max: HOME_SECTION_MAX_ITEMS.max,
                    step: 1,
                    inputMode: "numeric",
                    "aria-label": t("admin.settingsPage.homepage.maxItemsFor", { section: name }),
                  },
                }}
              />
            </SettingsCard>
          );
        })}
      </Box>
      <SaveButton label={t("admin.settingsPage.homepage.save")} pending={isPending} />
    </Box>
  );
}
