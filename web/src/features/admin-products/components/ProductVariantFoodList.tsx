import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { memo, useCallback, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { declarationPart, liveContradictions, type DeclarationDraft, type FoodPlaceField } from "../lib/foodForm";
import { changeVariantFood, setVariantFood, type VariantDraft } from "../lib/variantForm";
import { FoodDeclarationFields, type DeclarationUpdate } from "./FoodDeclarationFields";
import type { FoodUpdate } from "./ProductFoodSection";

/**
 * "What is in each variant" (issue 35), under the table of variants: each variant by its values with
 * a "Declare differently" switch. Left off, the variant is sold under the product's declaration; on,
 * it gets its own ingredients, allergens, kosher status, diets and cocoa (FoodDeclarationFields),
 * starting from the product's as they are now, and sent whole as the variant's `food`.
 */
export function ProductVariantFoodList({
  rows,
  labels,
  product,
  errors,
  update,
}: {
  rows: readonly VariantDraft[];
  /** Each row's values in the page's language ("Box of 16 · Dark"), by its key. */
  labels: Readonly<Record<string, string>>;
  /** The product's declaration: where a variant's starts, and what its contradictions are read over. */
  product: DeclarationDraft;
  errors: Readonly<Record<string, string>>;
  update: FoodUpdate;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="variant-food" sx={{ display: "grid", gap: 1.5, minWidth: 0 }}>
      <Box>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {t("admin.productsPage.food.variants.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("admin.productsPage.food.variants.intro")}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
        {rows.map((row) => (
          <VariantFood
            key={row.key}
            rowKey={row.key}
            food={row.food}
            label={labels[row.key] ?? ""}
            product={product}
            errors={errorsOf(errors, row.key)}
            update={update}
          />
        ))}
      </Box>
    </Box>
  );
}

/** A row's own food errors, by field, joined into one string per field so that an unchanged row gets equal props. */
function errorsOf(errors: Readonly<Record<string, string>>, key: string): string {
  const prefix = `${key}.food`;
  return JSON.stringify(Object.fromEntries(Object.entries(errors).flatMap(([place, message]) => (place === prefix ? [["", message]] : place.startsWith(`${prefix}.`) ? [[place.slice(prefix.length + 1), message]] : []))));
}

const VariantFood = memo(function VariantFood({
  rowKey,
  food,
  label,
  product,
  errors: joined,
  update,
}: {
  rowKey: string;
  food: DeclarationDraft | undefined;
  label: string;
  product: DeclarationDraft;
  errors: string;
  update: FoodUpdate;
}) {
  const { t } = useTranslation();
  const errors = useMemo(() => JSON.parse(joined) as Partial<Record<FoodPlaceField | "", string>>, [joined]);
  const updateOwn = useCallback<DeclarationUpdate>(
    (change, stale) => update((draft) => changeVariantFood(draft, rowKey, change), [`${rowKey}.food`, ...stale.map((field) => `${rowKey}.food.${field}`)]),
    [rowKey, update],
  );
  const contradictions = useMemo(() => (food ? liveContradictions(food, product) : []), [food, product]);
  const anyError = Object.keys(errors).length > 0;
  return (
    <Box component="li" data-testid="variant-food-row" sx={{ border: "1px solid", borderColor: anyError ? "error.main" : "divider", borderRadius: 1, px: 1.5, py: 1 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          <bdi>{label}</bdi>
        </Typography>
        <FormControlLabel
          sx={{ m: 0 }}
          control={
            <Switch
              checked={food !== undefined}
              onChange={(event) => {
                const on = event.target.checked;
                update((draft) => setVariantFood(draft, rowKey, on ? declarationPart(draft.food) : undefined), [`${rowKey}.food`, ...Object.keys(errors).map((field) => `${rowKey}.food.${field}`)]);
              }}
              slotProps={{ input: { "aria-label": t("admin.productsPage.food.variants.declareDifferentlyFor", { variant: label }) } }}
            />
          }
          label={t("admin.productsPage.food.variants.declareDifferently")}
        />
      </Box>
      {!food && (
        <Typography variant="body2" color="text.secondary">
          {t("admin.productsPage.food.variants.usesProducts")}
        </Typography>
      )}
      {errors[""] && (
        <FormHelperText error sx={{ mx: 0 }}>
          {errors[""]}
        </FormHelperText>
      )}
      {food && (
        <Box component="fieldset" sx={{ m: 0, mt: 1, p: 0, border: 0, minWidth: 0 }}>
          <Box component="legend" sx={{ p: 0, mb: 1.5, fontSize: "0.875rem", color: "text.secondary" }}>
            {t("admin.productsPage.food.variants.own", { variant: label })}
          </Box>
          <FoodDeclarationFields declaration={food} update={updateOwn} errors={errors} contradictions={contradictions} idPrefix={`variant-${rowKey}`} />
        </Box>
      )}
    </Box>
  );
});
