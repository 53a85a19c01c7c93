import type { CatalogGroup } from "@contracts";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { activeGroups, catalogLabel, productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useShopSettings } from "@/shared/settings";
import { usePromotionProducts } from "../hooks/usePromotions";

type Choice = { id: string; label: string };

/** The shop's active categories in their order, plus any chosen one no longer active (so an edit shows it). */
function categoryChoices(groups: readonly CatalogGroup[], chosen: readonly string[], language: string): Choice[] {
  const choices = activeGroups(groups).map((group) => ({ id: group.id, label: catalogLabel(group, language) }));
  for (const id of chosen) if (!choices.some((choice) => choice.id === id)) choices.push({ id, label: catalogLabel(groups.find((group) => group.id === id), language, id) });
  return choices;
}

/** The categories a promotion covers: a checkbox each, in a fieldset named by its legend. */
export function CategoryTargets({ chosen, error, disabled, onChange }: { chosen: readonly string[]; error?: string | undefined; disabled?: boolean; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { categories } = useShopSettings();
  const errorId = useId();
  const choices = categoryChoices(categories, chosen, language);
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      data-testid="promotion-categories"
      sx={{ m: 0, minWidth: 0, border: 1, borderColor: error ? "error.main" : "divider", borderRadius: 1, px: 1.5, pt: 0.5, pb: 1 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: "0.875rem" }}>
        {t("adminPromotions.form.categories")}
      </Box>
      {choices.length === 0 ? (
        <Typography variant="body2">{t("adminPromotions.form.noCategories")}</Typography>
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              label={<bdi>{choice.label}</bdi>}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.includes(choice.id)}
                  disabled={disabled}
                  onChange={(event) => onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id))}
                />
              }
            />
          ))}
        </Box>
      )}
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * The products a promotion covers: a searchable multi-select over every product of the shop (read
 * when the admin first chooses "Products"); a chosen product the list no longer holds shows by its id.
 */
export function ProductTargets({ chosen, error, disabled, onChange }: { chosen: readonly string[]; error?: string | undefined; disabled?: boolean; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = usePromotionProducts(true);
  const options = useMemo<Choice[]>(() => (query.data ?? []).map((product) => ({ id: product._id, label: productTitle(product, language) })), [language, query.data]);
  const value = useMemo(() => chosen.map((id) => options.find((option) => option.id === id) ?? { id, label: id }), [chosen, options]);
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={value}
      loading={query.isPending}
      loadingText={t("adminPromotions.form.productsLoading")}
      noOptionsText={query.isError ? t("adminPromotions.form.productsLoadError") : t("adminPromotions.form.productsNoMatch")}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosenOption) => option.id === chosenOption.id}
      filterSelectedOptions
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t("adminPromotions.form.products")}
          error={Boolean(error)}
          helperText={error ?? t("adminPromotions.form.productsHint", { count: chosen.length })}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: "auto" } }}
        />
      )}
    />
  );
}
