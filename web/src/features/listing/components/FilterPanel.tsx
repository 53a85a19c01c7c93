import type { CatalogGroup } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { catalogLabel, FilterCheckboxGroup } from "@/shared/catalog";
import { FoodFilterGroups } from "@/shared/food/FoodFilterGroups";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { filterCount, type FilterKey, type ListingFilters } from "../lib/filters";
import { Rule } from "@/shared/ui";

const choicesOf = (groups: readonly CatalogGroup[], language: string) => groups.map((group) => ({ value: group.id, label: catalogLabel(group, language) }));

/**
 * The listing's filters: the category and brand checkbox groups (active only, in sortOrder, labels in
 * the current language), then the food filters (free from, kosher, diet).
 */
export function FilterPanel({
  categories,
  brands,
  filters,
  onToggle,
  onClear,
}: {
  categories: CatalogGroup[];
  brands: CatalogGroup[];
  filters: ListingFilters;
  onToggle: (key: FilterKey, id: string, checked: boolean) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="h5" component="h2">
          {t("listing.filters")}
        </Typography>
        <Button size="small" onClick={onClear} disabled={filterCount(filters) === 0}>
          {t("listing.clearFilters")}
        </Button>
      </Box>
      <Rule />
      {categories.length > 0 && (
        <FilterCheckboxGroup
          title={t("listing.category")}
          choices={choicesOf(categories, language)}
          selected={filters.category}
          onToggle={(id, checked) => onToggle("category", id, checked)}
        />
      )}
      {brands.length > 0 && (
        <>
          <Rule />
          <FilterCheckboxGroup
            title={t("listing.brand")}
            choices={choicesOf(brands, language)}
            selected={filters.brand}
            onToggle={(id, checked) => onToggle("brand", id, checked)}
          />
        </>
      )}
      <Rule />
      <FoodFilterGroups filters={filters} onToggle={onToggle} separator={<Rule />} />
    </Box>
  );
}
