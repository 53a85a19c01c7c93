import { ALLERGENS, ALLERGEN_ANSWERS, DIETS, FOOD_LIMITS, GLUTEN_CEREALS, KOSHER_STATUSES, TREE_NUTS, type AllergenAnswer, type Diet, type KosherStatus } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import {
  contradictionField,
  contradictionProblem,
  freeFromAllOthers,
  isKosher,
  kindsAsked,
  setAllergen,
  setCereal,
  setDeclarationText,
  setDiet,
  setKosherStatus,
  setPassover,
  setTreeNut,
  unansweredAllergens,
  type Contradiction,
  type DeclarationDraft,
  type DeclarationTextField,
  type FoodPlaceField,
} from "../lib/foodForm";
import { allergenLabel, capitalized, foodProblemText } from "./foodWords";

/** A change to a declaration, and the fields whose problems it makes stale. */
export type DeclarationUpdate = (change: (declaration: DeclarationDraft) => DeclarationDraft, stale: readonly FoodPlaceField[]) => void;

/** An answer of an allergen changes what contradicts: the diets' and the kosher status' problems go stale with it. */
const ALLERGEN_STALE: readonly FoodPlaceField[] = ["allergens", "allergenKinds", "diets", "kosher", "passover"];
const KOSHER_STALE: readonly FoodPlaceField[] = ["kosher", "certifier", "certifierHe", "passover"];

const FIELDSET = { m: 0, p: 0, border: 0, minWidth: 0 } as const;
const LEGEND = { p: 0, mb: 0.5, fontWeight: 600, fontSize: "0.9375rem" } as const;

/**
 * One declaration (issue 35), the product's or a variant's own: ingredients in English and Hebrew;
 * the allergen grid, a row per allergen with three choices (contains, may contain, free from: a radio
 * group named by the allergen, one stop for Tab, arrows between its answers), "Free from all others",
 * and the tree nuts and cereals when they are contained or may be; the kosher status, its certifier
 * and Passover; the diets, each contradiction said under them with its reason as it arises (the
 * contracts' `foodContradictions`); the cocoa. `errors` are the problems of Save or the server by field.
 */
export function FoodDeclarationFields({
  declaration,
  update,
  errors,
  contradictions,
  idPrefix,
}: {
  declaration: DeclarationDraft;
  update: DeclarationUpdate;
  errors: Readonly<Partial<Record<FoodPlaceField, string>>>;
  contradictions: readonly Contradiction[];
  /** Tells this declaration's radio groups from another's on the same form. */
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dietsId = useId();
  const said = (field: FoodPlaceField) =>
    contradictions.filter((item) => contradictionField(item) === field).map((item) => foodProblemText(t, contradictionProblem(item, declaration.kosherStatus), language));
  const dietProblems = said("diets");
  const kosherProblems = said("kosher");
  const passoverProblems = said("passover");
  // A live contradiction says it with its reason; what Save or the server said stays until the field changes.
  const problemsAt = (field: FoodPlaceField, live: string[]) => (live.length > 0 ? live : errors[field] ? [errors[field]] : []);

  const text = (field: DeclarationTextField, props: Partial<TextFieldProps>): Partial<TextFieldProps> => ({
    name: `${idPrefix}-${field}`,
    label: t(`admin.productsPage.food.fields.${field}`),
    value: declaration[field],
    onChange: (event) => update((d) => setDeclarationText(d, field, event.target.value), field === "certifier" || field === "certifierHe" ? [field, "kosher"] : [field]),
    error: Boolean(errors[field]),
    helperText: errors[field],
    fullWidth: true,
    ...props,
  });

  const kosher = declaration.kosherStatus;
  const kosherHelp = problemsAt("kosher", kosherProblems);

  return (
    <Box sx={{ display: "grid", gap: 2.5, minWidth: 0 }}>
      <TextField
        {...text("ingredients", { required: true, multiline: true, minRows: 2 })}
        helperText={errors.ingredients ?? t("admin.productsPage.food.hints.ingredients")}
        slotProps={{ htmlInput: { maxLength: FOOD_LIMITS.ingredients, dir: "auto" } }}
      />
      <TextField {...text("ingredientsHe", { multiline: true, minRows: 2 })} slotProps={{ htmlInput: { maxLength: FOOD_LIMITS.ingredients, dir: "rtl", lang: "he" } }} />

      <AllergenGrid declaration={declaration} update={update} error={errors.allergens} idPrefix={idPrefix} />

      {kindsAsked(declaration, "treeNuts") && (
        <Box component="fieldset" sx={FIELDSET} data-testid="tree-nut-kinds">
          <Box component="legend" sx={LEGEND}>
            {t("admin.productsPage.food.allergens.treeNuts")}
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 1 }}>
            {TREE_NUTS.map((nut) => (
              <FormControlLabel
                key={nut}
                control={<Checkbox size="small" checked={declaration.treeNuts.includes(nut)} onChange={(event) => update((d) => setTreeNut(d, nut, event.target.checked), ["allergenKinds"])} />}
                label={capitalized(t(`food.treeNut.${nut}`), language)}
              />
            ))}
          </Box>
        </Box>
      )}
      {kindsAsked(declaration, "gluten") && (
        <Box component="fieldset" sx={FIELDSET} data-testid="cereal-kinds">
          <Box component="legend" sx={LEGEND}>
            {t("admin.productsPage.food.allergens.gluten")}
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 1 }}>
            {GLUTEN_CEREALS.map((cereal) => (
              <FormControlLabel
                key={cereal}
                control={<Checkbox size="small" checked={declaration.gluten.includes(cereal)} onChange={(event) => update((d) => setCereal(d, cereal, event.target.checked), ["allergenKinds"])} />}
                label={capitalized(t(`food.cereal.${cereal}`), language)}
              />
            ))}
          </Box>
        </Box>
      )}
      {errors.allergenKinds && (
        <FormHelperText error sx={{ mx: 0, mt: -1.5 }}>
          {errors.allergenKinds}
        </FormHelperText>
      )}

      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
        <TextField
          name={`${idPrefix}-kosherStatus`}
          select
          required
          fullWidth
          label={t("admin.productsPage.food.fields.kosherStatus")}
          value={kosher}
          onChange={(event) => update((d) => setKosherStatus(d, event.target.value as KosherStatus | ""), KOSHER_STALE)}
          error={kosherHelp.length > 0}
          helperText={kosherHelp.length > 0 ? kosherHelp.join(" ") : undefined}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t("admin.productsPage.food.chooseKosher")}</option>
          {KOSHER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`food.kosher.${status}`)}
            </option>
          ))}
        </TextField>
        <TextField
          {...text("cocoaPercent", { type: "number" })}
          helperText={errors.cocoaPercent ?? t("admin.productsPage.food.hints.cocoaPercent")}
          sx={LTR_INPUT_SX}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: "numeric", ...LTR_INPUT } }}
        />
        {isKosher(kosher) && (
          <>
            <TextField
              {...text("certifier", { required: true })}
              helperText={errors.certifier ?? t("admin.productsPage.food.hints.certifier")}
              slotProps={{ htmlInput: { maxLength: FOOD_LIMITS.certifier, dir: "auto" } }}
            />
            <TextField {...text("certifierHe", {})} slotProps={{ htmlInput: { maxLength: FOOD_LIMITS.certifier, dir: "rtl", lang: "he" } }} />
            <Box sx={{ gridColumn: { sm: "1 / -1" } }}>
              <FormControlLabel
                control={<Switch name={`${idPrefix}-passover`} checked={declaration.passover} onChange={(event) => update((d) => setPassover(d, event.target.checked), ["passover", "kosher"])} />}
                label={t("admin.productsPage.food.fields.passover")}
              />
              {problemsAt("passover", passoverProblems).map((message) => (
                <FormHelperText key={message} error sx={{ mx: 0, mt: 0 }}>
                  {message}
                </FormHelperText>
              ))}
            </Box>
          </>
        )}
      </Box>
      {!isKosher(kosher) && passoverProblems.length === 0 && errors.passover && (
        <FormHelperText error sx={{ mx: 0, mt: -1.5 }}>
          {errors.passover}
        </FormHelperText>
      )}

      <Box component="fieldset" sx={FIELDSET} aria-describedby={problemsAt("diets", dietProblems).length > 0 ? dietsId : undefined}>
        <Box component="legend" sx={LEGEND}>
          {t("admin.productsPage.food.diets.title")}
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 1 }}>
          {DIETS.map((diet: Diet) => (
            <FormControlLabel
              key={diet}
              control={<Checkbox size="small" checked={declaration.diets.includes(diet)} onChange={(event) => update((d) => setDiet(d, diet, event.target.checked), ["diets"])} />}
              label={t(`food.diet.${diet}`)}
            />
          ))}
        </Box>
        <Box id={dietsId}>
          {problemsAt("diets", dietProblems).map((message) => (
            <FormHelperText key={message} error sx={{ mx: 0, mt: 0 }} data-testid="diet-contradiction">
              {message}
            </FormHelperText>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** The grid's columns: the allergen, then its three answers. */
const GRID_COLUMNS = { xs: "minmax(0, 1fr) repeat(3, 4.25rem)", sm: "minmax(0, 1fr) repeat(3, 6.5rem)" } as const;

/** A cell that is all one answer's label, so the whole cell takes the click. */
const ANSWER_CELL = {
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  alignSelf: "stretch",
  minHeight: 40,
  cursor: "pointer",
  borderRadius: 1,
  "&:hover": { bgcolor: "action.hover" },
  "& input": { width: 18, height: 18, m: 0, cursor: "pointer", accentColor: (theme: { palette: { primary: { main: string } } }) => theme.palette.primary.main },
} as const;

/**
 * The allergen grid: a row per allergen in the label's order, each a radio group named by the
 * allergen with its three answers under the columns' headings (each radio named by its answer, the
 * whole cell its label); none is chosen until the owner answers. The browser's own radios (light: the
 * form holds 14 rows, and a variant may hold 14 more), so Tab stops once on a row and the arrows move
 * between its answers. Below, how many are still unanswered and "Free from all others", which answers
 * each of them "free from". After a Save that found some unanswered, each such row says "Not answered"
 * and is marked invalid.
 */
function AllergenGrid({ declaration, update, error, idPrefix }: { declaration: DeclarationDraft; update: DeclarationUpdate; error: string | undefined; idPrefix: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const errorId = `${baseId}-error`;
  const unanswered = unansweredAllergens(declaration);
  const total = ALLERGENS.length;
  const answers = Object.fromEntries(ALLERGEN_ANSWERS.map((choice) => [choice, t(`admin.productsPage.food.allergens.${choice}`)])) as Record<AllergenAnswer, string>;
  return (
    <Box role="group" aria-labelledby={titleId} data-testid="allergen-grid" sx={{ display: "grid", gap: 1, minWidth: 0 }}>
      <Box>
        <Typography id={titleId} component="h4" sx={{ fontWeight: 600, fontSize: "0.9375rem" }}>
          {t("admin.productsPage.food.allergens.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("admin.productsPage.food.allergens.hint", { total })}
        </Typography>
      </Box>
      <Box sx={{ border: "1px solid", borderColor: error ? "error.main" : "divider", borderRadius: 1, px: 1 }}>
        {/* The columns' headings, for the eye; each radio carries its answer as its own name. */}
        <Box aria-hidden sx={{ display: "grid", gridTemplateColumns: GRID_COLUMNS, columnGap: 0.5, py: 0.75, borderBottom: "1px solid", borderColor: "divider" }}>
          <span />
          {ALLERGEN_ANSWERS.map((answer) => (
            <Typography key={answer} variant="caption" sx={{ textAlign: "center", fontWeight: 600, color: "text.secondary", lineHeight: 1.2 }}>
              {answers[answer]}
            </Typography>
          ))}
        </Box>
        {ALLERGENS.map((allergen, index) => {
          const labelId = `${baseId}-${allergen}`;
          const answer = declaration.allergens[allergen];
          const missing = Boolean(error) && answer === undefined;
          return (
            <Box
              key={allergen}
              role="radiogroup"
              aria-labelledby={labelId}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? errorId : undefined}
              data-testid="allergen-row"
              sx={{ display: "grid", gridTemplateColumns: GRID_COLUMNS, columnGap: 0.5, alignItems: "center", borderTop: index === 0 ? 0 : "1px solid", borderColor: "divider" }}
            >
              <Box sx={{ minWidth: 0, py: 0.75, fontWeight: 600, fontSize: "0.9375rem" }}>
                <span id={labelId}>{allergenLabel(t, allergen, language)}</span>
                {missing && (
                  <Typography component="span" variant="caption" color="error" sx={{ display: "block", fontWeight: 600 }}>
                    {t("admin.productsPage.food.allergens.notAnswered")}
                  </Typography>
                )}
              </Box>
              {ALLERGEN_ANSWERS.map((choice) => (
                // The whole cell takes the click; the radio is named by its column's answer.
                <Box component="label" key={choice} sx={ANSWER_CELL}>
                  <input
                    type="radio"
                    name={`${idPrefix}-allergen-${allergen}`}
                    value={choice}
                    checked={answer === choice}
                    aria-label={answers[choice]}
                    onChange={() => update((d) => setAllergen(d, allergen, choice), ALLERGEN_STALE)}
                  />
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Button variant="outlined" size="small" disabled={unanswered.length === 0} onClick={() => update(freeFromAllOthers, ALLERGEN_STALE)}>
          {t("admin.productsPage.food.allergens.freeFromAllOthers")}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="allergens-unanswered">
          {unanswered.length === 0 ? t("admin.productsPage.food.allergens.allAnswered", { total }) : t("admin.productsPage.food.allergens.unanswered", { count: unanswered.length, total })}
        </Typography>
      </Box>
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, mt: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
