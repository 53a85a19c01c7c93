import type { CatalogGroup } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { catalogLabel } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { filterCount, type FilterKey, type ListingFilters } from "../lib/filters";

function FilterGroup({
  title,
  groups,
  selected,
  onToggle,
}: {
  title: string;
  groups: CatalogGroup[];
  selected: string[];
  onToggle: (id: string, checked: boolean) => void;
}) {
  const language = useLanguage();
  const headingId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" id={headingId} variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5, fontFamily: "serif" }}>
        {title}
      </Typography>
      <FormGroup>
        {groups.map((group) => (
          <FormControlLabel
            key={group.id}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(group.id)}
                onChange={(event) => onToggle(group.id, event.target.checked)}
              />
            }
            label={catalogLabel(group, language)}
            sx={{ mr: 0, "& .MuiFormControlLabel-label": { fontSize: "0.95rem" } }}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** The category and brand checkbox groups (active only, in sortOrder, labels in the current language). */
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
      <Divider />
      {categories.length > 0 && (
        <FilterGroup
          title={t("listing.category")}
          groups={categories}
          selected={filters.category}
          onToggle={(id, checked) => onToggle("category", id, checked)}
        />
      )}
      {brands.length > 0 && (
        <>
          <Divider />
          <FilterGroup
            title={t("listing.brand")}
            groups={brands}
            selected={filters.brand}
            onToggle={(id, checked) => onToggle("brand", id, checked)}
          />
        </>
      )}
    </Box>
  );
}
