import { FOOD_LIMITS, NUTRIENTS, type Nutrient } from "@contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { memo, useCallback, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { liveContradictions, setFoodText, setNutrient, setNutritionOn, type FoodDraft, type FoodPlaceField, type ProductFoodTextField } from "../lib/foodForm";
import type { ProductDraft } from "../lib/productForm";
import { FoodDeclarationFields, type DeclarationUpdate } from "./FoodDeclarationFields";

/** A change to the draft, and the places whose errors it makes stale (foodForm.ts places: `food.<field>`). */
export type FoodUpdate = (change: (draft: ProductDraft) => ProductDraft, stale: readonly string[]) => void;

/** The product's food errors by field (`food.allergens` → `allergens`), the same object while they are the same. */
function productErrors(errors: Readonly<Record<string, string>>): Partial<Record<FoodPlaceField, string>> {
  return Object.fromEntries(Object.entries(errors).flatMap(([place, message]) => (place.startsWith("food.") ? [[place.slice(5), message]] : [])));
}

/**
 * The product form's "What is in it" (issue 35): the product's declaration (FoodDeclarationFields:
 * ingredients, the allergen grid, kosher, diets, cocoa), then what only the product says: its net
 * weight, storage in both languages, best before, and an optional nutrition table (the "Nutrition
 * table" switch shows its seven values per 100 g). Memoised: typing elsewhere in the form does not draw
 * the grid again.
 */
export const ProductFoodSection = memo(function ProductFoodSection({ food, errors, update }: { food: FoodDraft; errors: Readonly<Record<string, string>>; update: FoodUpdate }) {
  const { t } = useTranslation();
  const headingId = useId();
  const nutritionId = useId();
  const own = useMemo(() => productErrors(errors), [errors]);
  const contradictions = useMemo(() => liveContradictions(food), [food]);
  const updateDeclaration = useCallback<DeclarationUpdate>(
    (change, stale) => update((draft) => ({ ...draft, food: { ...draft.food, ...change(draft.food) } }), stale.map((field) => `food.${field}`)),
    [update],
  );
  const updateFood = (change: (food: FoodDraft) => FoodDraft, stale: readonly string[]) => update((draft) => ({ ...draft, food: change(draft.food) }), stale.map((field) => `food.${field}`));

  const text = (field: ProductFoodTextField, props: Partial<TextFieldProps>): Partial<TextFieldProps> => ({
    name: field,
    label: t(`admin.productsPage.food.fields.${field}`),
    value: food[field],
    onChange: (event) => updateFood((d) => setFoodText(d, field, event.target.value), [field]),
    error: Boolean(own[field]),
    helperText: own[field],
    fullWidth: true,
    ...props,
  });
  const numberProps = (max: number): Partial<TextFieldProps> => ({
    type: "number",
    sx: LTR_INPUT_SX,
    slotProps: { htmlInput: { min: 1, max, step: 1, inputMode: "numeric", ...LTR_INPUT } },
  });

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="product-food" sx={{ display: "grid", gap: 2.5, minWidth: 0 }}>
      <Box>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: "1.05rem" }}>
          {t("admin.productsPage.food.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("admin.productsPage.food.intro")}
        </Typography>
      </Box>
      <FoodDeclarationFields declaration={food} update={updateDeclaration} errors={own} contradictions={contradictions} idPrefix="product" />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
        <TextField {...text("netWeight", numberProps(FOOD_LIMITS.netWeight))} />
        <TextField {...text("bestBeforeDays", numberProps(FOOD_LIMITS.bestBeforeDays))} helperText={own.bestBeforeDays ?? t("admin.productsPage.food.hints.bestBeforeDays")} />
        <TextField {...text("storage", {})} helperText={own.storage ?? t("admin.productsPage.food.hints.storage")} slotProps={{ htmlInput: { maxLength: FOOD_LIMITS.storage, dir: "auto" } }} />
        <TextField {...text("storageHe", {})} slotProps={{ htmlInput: { maxLength: FOOD_LIMITS.storage, dir: "rtl", lang: "he" } }} />
      </Box>
      <Box sx={{ display: "grid", gap: 1.5 }}>
        <Box>
          <FormControlLabel
            control={
              <Switch
                name="nutritionOn"
                checked={food.nutritionOn}
                onChange={(event) => updateFood((d) => setNutritionOn(d, event.target.checked), ["nutrition", ...NUTRIENTS.map((key) => `nutrition.${key}`)])}
                slotProps={{ input: { "aria-describedby": nutritionId } }}
              />
            }
            label={t("admin.productsPage.food.fields.nutritionOn")}
          />
          <FormHelperText id={nutritionId} sx={{ mx: 0, mt: 0 }}>
            {t("admin.productsPage.food.hints.nutritionOn")}
          </FormHelperText>
        </Box>
        {food.nutritionOn && (
          <Box role="group" aria-label={t("admin.productsPage.food.nutritionGroup")} data-testid="nutrition-table" sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" } }}>
            {NUTRIENTS.map((nutrient: Nutrient) => {
              const place = `nutrition.${nutrient}` as const;
              const message = own[place];
              return (
                <TextField
                  key={nutrient}
                  name={place}
                  size="small"
                  type="number"
                  label={t(`admin.productsPage.food.nutrients.${nutrient}`)}
                  value={food.nutrition[nutrient]}
                  onChange={(event) => updateFood((d) => setNutrient(d, nutrient, event.target.value), [place, "nutrition"])}
                  error={Boolean(message)}
                  helperText={message}
                  sx={LTR_INPUT_SX}
                  slotProps={{
                    htmlInput: { min: 0, step: nutrient === "energyKcal" ? 1 : "0.1", inputMode: nutrient === "energyKcal" ? "numeric" : "decimal", ...LTR_INPUT },
                    formHelperText: { sx: { mx: 0 } },
                  }}
                />
              );
            })}
          </Box>
        )}
        {own.nutrition && (
          <FormHelperText error sx={{ mx: 0, mt: 0 }}>
            {own.nutrition}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
});
