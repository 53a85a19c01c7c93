import { allergenLine, allergensComplete, declarationOf, dietsOf, kilojoules, type Nutrient, type Product, type ProductVariant } from "@contracts";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { allergenWordText, joined } from "@/shared/food/allergenLineText";
import { listFormat, numberFormat } from "@/shared/i18n/intlFormats";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { foodText } from "../lib/foodText";

/** A number in the reader's language (at most two decimals), kept left to right inside Hebrew. */
function Num({ value, language, percent = false }: { value: number; language: string; percent?: boolean }) {
  const text = numberFormat(language, percent ? { style: "percent", maximumFractionDigits: 1 } : { maximumFractionDigits: 2 }).format(percent ? value / 100 : value);
  return <bdi dir="ltr">{text}</bdi>;
}

/** A number and its unit ("38 g" / "38 גרם"): the unit follows the number in the reading direction. */
function Amount({ value, unit, language }: { value: number; unit: string; language: string }) {
  return (
    <>
      <Num value={value} language={language} />
      {"\u00a0"}
      {unit}
    </>
  );
}

/** One "term: what it says" of the section (a `dt` and its `dd`). */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </>
  );
}

/** The rows of the nutrition table after energy, in a label's order; "of which" rows indented under theirs. */
const NUTRITION_ROWS: { key: Exclude<Nutrient, "energyKcal">; sub?: true }[] = [
  { key: "fat" },
  { key: "saturatedFat", sub: true },
  { key: "carbohydrate" },
  { key: "sugars", sub: true },
  { key: "protein" },
  { key: "salt" },
];

const cell = { px: 1.5, py: 0.75, borderBottom: 1, borderColor: "divider", textAlign: "start", verticalAlign: "top" } as const;

/** The nutrition declaration per 100 g, as a table a screen reader reads by its caption and headers. */
function NutritionTable({ nutrition, language }: { nutrition: NonNullable<Product["nutrition"]>; language: string }) {
  const { t } = useTranslation();
  const g = t("food.unit.g");
  return (
    <Box component="table" sx={{ borderCollapse: "collapse", width: "100%", maxWidth: 420, mt: 2.5, fontSize: "0.95rem" }} data-testid="nutrition-table">
      <Box component="caption" sx={{ captionSide: "top", textAlign: "start", fontWeight: 700, fontFamily: "serif", fontSize: "1.05rem", pb: 1 }}>
        {t("food.nutrition.caption")}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, borderBottomWidth: 2 }}>
            {t("food.nutrition.nutrient")}
          </Box>
          <Box component="th" scope="col" sx={{ ...cell, borderBottomWidth: 2, textAlign: "end" }}>
            {t("food.nutrition.per100g")}
          </Box>
        </tr>
      </thead>
      <tbody>
        <tr>
          <Box component="th" scope="row" sx={{ ...cell, fontWeight: 600 }}>
            {t("food.nutrition.energy")}
          </Box>
          <Box component="td" sx={{ ...cell, textAlign: "end", whiteSpace: "nowrap" }}>
            <Amount value={kilojoules(nutrition.energyKcal)} unit={t("food.unit.kJ")} language={language} />
            {" / "}
            <Amount value={nutrition.energyKcal} unit={t("food.unit.kcal")} language={language} />
          </Box>
        </tr>
        {NUTRITION_ROWS.map(({ key, sub }) => (
          <tr key={key}>
            <Box component="th" scope="row" sx={{ ...cell, fontWeight: sub ? 400 : 600, paddingInlineStart: sub ? 3.5 : 1.5 }}>
              {t(`food.nutrition.${key}`)}
            </Box>
            <Box component="td" sx={{ ...cell, textAlign: "end", whiteSpace: "nowrap" }}>
              <Amount value={nutrition[key]} unit={g} language={language} />
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * What is in a product (issue 35), in the reader's language and for the chosen variant (its own
 * declaration over the product's, `declarationOf`): ingredients; allergens (what it contains in bold,
 * then what it may contain, tree nuts and cereals by kind); kosher status with its certifier and
 * Passover; diets; cocoa; net weight; storage; best before; and the nutrition table per 100 g. A
 * product not fully declared says so first, plainly: ask before buying.
 */
export function ProductFood({ product, variant, headingLevel = 2 }: { product: Product; variant?: ProductVariant | undefined; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const declaration = declarationOf(product, variant?.food);
  const text = foodText(product, declaration, language);
  const allergensKnown = allergensComplete(declaration.allergens);
  const undeclared = product.declared !== true || !allergensKnown;
  const line = allergensKnown ? allergenLine([declaration]) : undefined;
  const diets = dietsOf(declaration);
  const kosher = declaration.kosher;
  const words = (list: NonNullable<typeof line>["contains"]) => joined(list.map((word) => allergenWordText(t, word)), language);

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="product-food">
      <Typography id={headingId} variant="h5" component={headingLevel === 2 ? "h2" : "h3"} sx={{ mb: 1.5 }}>
        {t("food.section.title")}
      </Typography>
      {undeclared && (
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", p: 1.5, mb: 2, borderRadius: 1, border: 1, borderColor: "warning.main", bgcolor: "background.paper" }} data-testid="food-undeclared">
          <ErrorOutlineIcon sx={{ color: "warning.dark", mt: 0.25 }} aria-hidden />
          <Typography sx={{ fontWeight: 700 }}>{t("food.section.undeclared")}</Typography>
        </Box>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "max-content minmax(0, 1fr)" }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, "& dd": { mb: { xs: 1, sm: 0 } } }}
      >
        {text.ingredients && (
          <Row term={t("food.section.ingredients")}>
            <Box component="span" lang={text.ingredients.lang} dir="auto" sx={{ display: "block" }}>
              {text.ingredients.text}
            </Box>
          </Row>
        )}
        {line && (
          <Row term={t("food.section.allergens")}>
            {line.contains.length > 0 && (
              <Box component="span" sx={{ display: "block" }} data-testid="food-contains">
                {t("food.section.contains")} <strong>{words(line.contains)}</strong>
              </Box>
            )}
            {line.mayContain.length > 0 && (
              <Box component="span" sx={{ display: "block" }} data-testid="food-may-contain">
                {t("food.section.mayContain")} {words(line.mayContain)}
              </Box>
            )}
            {line.contains.length === 0 && line.mayContain.length === 0 && t("food.section.noAllergens")}
          </Row>
        )}
        {kosher && (
          <Row term={t("food.section.kosher")}>
            <Box component="span" sx={{ display: "block" }}>
              {t(`food.kosher.${kosher.status}`)}
              {kosher.status !== "notKosher" && text.certifier ? ` · ${t("food.section.certifiedBy", { certifier: text.certifier })}` : ""}
            </Box>
            {kosher.status !== "notKosher" && kosher.passover && (
              <Box component="span" sx={{ display: "block", fontWeight: 700 }}>
                {t("food.section.passover")}
              </Box>
            )}
          </Row>
        )}
        {diets.length > 0 && (
          <Row term={t("food.section.diets")}>{listFormat(language, { type: "unit", style: "short" }).format(diets.map((diet) => t(`food.diet.${diet}`)))}</Row>
        )}
        {declaration.cocoaPercent !== undefined && (
          <Row term={t("food.section.cocoa")}>
            <Num value={declaration.cocoaPercent} language={language} percent />
          </Row>
        )}
        {product.netWeight !== undefined && (
          <Row term={t("food.section.netWeight")}>
            <Amount value={product.netWeight} unit={t("food.unit.g")} language={language} />
          </Row>
        )}
        {text.storage && (
          <Row term={t("food.section.storage")}>
            <Box component="span" lang={text.storage.lang} dir="auto" sx={{ display: "block" }}>
              {text.storage.text}
            </Box>
          </Row>
        )}
        {product.bestBeforeDays !== undefined && product.bestBeforeDays > 0 && (
          <Row term={t("food.section.bestBefore")}>{t("food.section.bestWithin", { count: product.bestBeforeDays })}</Row>
        )}
      </Box>
      {product.nutrition && <NutritionTable nutrition={product.nutrition} language={language} />}
    </Box>
  );
}
