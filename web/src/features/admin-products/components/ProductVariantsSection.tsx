import { BOX_LIMITS, VARIANT_LIMITS } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { memo, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { LTR_INPUT, LTR_INPUT_SX, visuallyHidden } from "@/shared/ui";
import { photoImages } from "../lib/galleryForm";
import type { ProductDraft } from "../lib/productForm";
import {
  BULK_FIELDS,
  VARIANT_FIELDS,
  addOption,
  addValue,
  fillVariants,
  removeOption,
  removeValue,
  rowLabel,
  setOptionName,
  setValueLabel,
  setVariantField,
  setVariantImage,
  variantImageOf,
  variantPhotoChoices,
  type BulkField,
  type OptionDraft,
  type VariantDraft,
  type VariantField,
} from "../lib/variantForm";
import type { FoodUpdate } from "./ProductFoodSection";
import { ProductVariantFoodList } from "./ProductVariantFoodList";

/** A change to the draft, and the places whose errors it makes stale. */
export type VariantsUpdate = (change: (draft: ProductDraft) => ProductDraft, stale: readonly string[]) => void;

const CELL = { p: 0.75, borderBottom: "1px solid", borderColor: "divider", verticalAlign: "top" } as const;
const HEAD = { ...CELL, textAlign: "start", fontWeight: 600, color: "text.secondary", fontSize: "0.8125rem", whiteSpace: "nowrap" } as const;
/** Each column's width in the table, which scrolls inside its own box on a phone. */
const COLUMN_WIDTH: Record<VariantField, number> = { sku: 190, price: 110, salePrice: 110, totalStock: 90, weight: 90, slots: 80 };
const IMAGE_WIDTH = 170;
const MONEY: readonly VariantField[] = ["price", "salePrice"];
/** The table's columns: a build-your-own box adds each size's pieces. */
const columnsOf = (box: boolean) => VARIANT_FIELDS.filter((field) => box || field !== "slots");

/**
 * The product form's "Options and variants" (issue 34): up to VARIANT_LIMITS.options kinds of option,
 * each with a name and values in English and Hebrew; a table with a row per combination of values
 * (SKU, price, sale price, stock, weight in grams, for a build-your-own box its pieces, and its photo: the product's,
 * one of the product's photos by number, or its own as saved), each input named by its column and its row
 * ("Price, Box of 16 · Dark"); and "Set all" to fill every row at once. Each problem shows at its
 * field, by the places of `errors` (productForm.ts, VariantProblems). SKUs and numbers are written left
 * to right in Hebrew too.
 */
export function ProductVariantsSection({
  draft,
  errors,
  update,
  currencySymbol,
  foodErrors = {},
  updateFood,
}: {
  draft: ProductDraft;
  errors: Readonly<Record<string, string>>;
  update: VariantsUpdate;
  currencySymbol: string;
  /** Each variant's own declaration's problems (foodForm.ts places `<row key>.food.<field>`). */
  foodErrors?: Readonly<Record<string, string>>;
  /** Changes to a variant's own declaration (issue 35); without it the section offers none. */
  updateFood?: FoodUpdate;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const tableId = `${baseId}-table`;
  // What to focus once the next draft is drawn: what was just added (its id is the draft's to make), or
  // "Add value" / "Add an option" after a removal.
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    document.getElementById(focusTarget(focusRequest, draft.options, baseId))?.focus();
    setFocusRequest(null);
  }, [baseId, draft.options, focusRequest]);

  const fieldId = (id: string, field: string) => fieldIdOf(baseId, id, field);
  const blank = t("admin.productsPage.variants.unnamed");
  const optionTitle = (option: OptionDraft, index: number) =>
    option.name.trim() ? t("admin.productsPage.variants.optionNamed", { number: index + 1, name: option.name.trim() }) : t("admin.productsPage.variants.option", { number: index + 1 });
  const rowErrors = draft.variants.some((row) => VARIANT_ROW_PLACES.some((field) => errors[`${row.key}.${field}`]));
  // Said as soon as the values make too many rows, not only on Add / Save.
  const tooMany = draft.variants.length > VARIANT_LIMITS.variants && !errors.variants;
  // Every place of the section: a change of the kinds or their values makes the section's own problem stale.
  const structural = ["options", "variants"];
  const columns = columnsOf(draft.box);
  // The product's photos' images, the same array while they are the same (the rows are memoised).
  const imagesKey = photoImages(draft.photos).join("\n");
  const images = useMemo(() => (imagesKey ? imagesKey.split("\n") : []), [imagesKey]);

  const textField = (place: string, props: Partial<TextFieldProps>): Partial<TextFieldProps> => ({
    size: "small",
    fullWidth: true,
    error: Boolean(errors[place]),
    helperText: errors[place],
    ...props,
  });

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="product-variants" sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Box>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: "1.05rem" }}>
          {t("admin.productsPage.variants.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("admin.productsPage.variants.intro", { max: VARIANT_LIMITS.options })}
        </Typography>
      </Box>

      {draft.options.map((option, index) => (
        <Box
          component="fieldset"
          key={option.id}
          data-testid="product-option"
          sx={{ m: 0, minWidth: 0, border: "1px solid", borderColor: "divider", borderRadius: 1, px: 1.5, pt: 0.5, pb: 1.5, display: "grid", gap: 1.5 }}
        >
          <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: "0.875rem" }}>
            {optionTitle(option, index)}
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: 1, alignItems: "start" }}>
            <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
              <TextField
                {...textField(`${option.id}.name`, {
                  id: fieldId(option.id, "name"),
                  label: t("admin.productsPage.variants.optionName"),
                  required: true,
                  value: option.name,
                  onChange: (event) => update((d) => setOptionName(d, option.id, "name", event.target.value), [`${option.id}.name`]),
                  slotProps: { htmlInput: { maxLength: VARIANT_LIMITS.labelLength, dir: "auto" } },
                })}
              />
              <TextField
                {...textField(`${option.id}.nameHe`, {
                  label: t("admin.productsPage.variants.optionNameHe"),
                  value: option.nameHe,
                  onChange: (event) => update((d) => setOptionName(d, option.id, "nameHe", event.target.value), [`${option.id}.nameHe`]),
                  slotProps: { htmlInput: { maxLength: VARIANT_LIMITS.labelLength, dir: "rtl", lang: "he" } },
                })}
              />
            </Box>
            <IconButton
              aria-label={t("admin.productsPage.variants.removeOption", { name: optionTitle(option, index) })}
              title={t("admin.productsPage.variants.removeOption", { name: optionTitle(option, index) })}
              onClick={() => {
                update((d) => removeOption(d, option.id), structural);
                setFocusRequest({ id: `${baseId}-add-option` });
              }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>

          <Box component="ul" aria-label={t("admin.productsPage.variants.valuesOf", { name: optionTitle(option, index) })} sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
            {option.values.map((value, valueIndex) => (
              <Box component="li" key={value.id} sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: 1, alignItems: "start" }}>
                <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
                  <TextField
                    {...textField(`${value.id}.label`, {
                      id: fieldId(value.id, "label"),
                      label: t("admin.productsPage.variants.value", { number: valueIndex + 1 }),
                      required: true,
                      value: value.label,
                      onChange: (event) => update((d) => setValueLabel(d, value.id, "label", event.target.value), [`${value.id}.label`, `${option.id}.values`]),
                      slotProps: { htmlInput: { maxLength: VARIANT_LIMITS.labelLength, dir: "auto" } },
                    })}
                  />
                  <TextField
                    {...textField(`${value.id}.labelHe`, {
                      label: t("admin.productsPage.variants.valueHe", { number: valueIndex + 1 }),
                      value: value.labelHe,
                      onChange: (event) => update((d) => setValueLabel(d, value.id, "labelHe", event.target.value), [`${value.id}.labelHe`]),
                      slotProps: { htmlInput: { maxLength: VARIANT_LIMITS.labelLength, dir: "rtl", lang: "he" } },
                    })}
                  />
                </Box>
                <IconButton
                  aria-label={t("admin.productsPage.variants.removeValue", { label: value.label.trim() || t("admin.productsPage.variants.value", { number: valueIndex + 1 }) })}
                  title={t("admin.productsPage.variants.removeValue", { label: value.label.trim() || t("admin.productsPage.variants.value", { number: valueIndex + 1 }) })}
                  onClick={() => {
                    update((d) => removeValue(d, option.id, value.id), [...structural, `${option.id}.values`]);
                    setFocusRequest({ id: fieldId(option.id, "add-value") });
                  }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
          {errors[`${option.id}.values`] && (
            <FormHelperText error sx={{ mx: 0, mt: -0.5 }}>
              {errors[`${option.id}.values`]}
            </FormHelperText>
          )}
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
            <Button
              id={fieldId(option.id, "add-value")}
              size="small"
              startIcon={<AddIcon />}
              disabled={option.values.length >= VARIANT_LIMITS.values}
              aria-label={t("admin.productsPage.variants.addValueTo", { name: optionTitle(option, index) })}
              onClick={() => {
                update((d) => addValue(d, option.id), [...structural, `${option.id}.values`]);
                setFocusRequest({ lastValueOf: option.id });
              }}
            >
              {t("admin.productsPage.variants.addValue")}
            </Button>
            {option.values.length >= VARIANT_LIMITS.values && (
              <Typography variant="caption" color="text.secondary">
                {t("admin.productsPage.variants.valuesLimit", { max: VARIANT_LIMITS.values })}
              </Typography>
            )}
          </Box>
        </Box>
      ))}

      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Button
          id={`${baseId}-add-option`}
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          disabled={draft.options.length >= VARIANT_LIMITS.options}
          onClick={() => {
            update(addOption, structural);
            setFocusRequest({ lastOption: true });
          }}
        >
          {t("admin.productsPage.variants.addOption")}
        </Button>
        {draft.options.length >= VARIANT_LIMITS.options && (
          <Typography variant="caption" color="text.secondary">
            {t("admin.productsPage.variants.optionsLimit", { max: VARIANT_LIMITS.options })}
          </Typography>
        )}
      </Box>
      {errors.options && <FormHelperText error sx={{ mx: 0 }}>{errors.options}</FormHelperText>}

      {draft.variants.length > 0 && (
        <>
          <BulkFill update={update} rowKeys={draft.variants.map((row) => row.key)} currencySymbol={currencySymbol} />
          {/* Scrolls inside its own box on a phone; its fields are what the keyboard reaches it by. */}
          <Box role="region" aria-labelledby={`${tableId}-caption`} sx={{ overflowX: "auto", maxWidth: "100%", minWidth: 0, border: "1px solid", borderColor: "divider", borderRadius: 1 }}>
            <Box component="table" data-testid="variant-table" sx={{ borderCollapse: "collapse", width: "100%", minWidth: 140 + IMAGE_WIDTH + columns.reduce((sum, field) => sum + COLUMN_WIDTH[field], 0) }}>
              <Box component="caption" id={`${tableId}-caption`} sx={visuallyHidden}>
                {t("admin.productsPage.variants.tableCaption", { count: draft.variants.length })}
              </Box>
              <thead>
                <tr>
                  <Box component="th" scope="col" sx={HEAD}>
                    {t("admin.productsPage.variants.columns.variant")}
                  </Box>
                  {columns.map((field) => (
                    <Box component="th" scope="col" key={field} sx={{ ...HEAD, width: COLUMN_WIDTH[field] }}>
                      {MONEY.includes(field) || field === "weight"
                        ? t("admin.productsPage.variants.columnWithUnit", {
                            column: t(`admin.productsPage.variants.columns.${field}`),
                            unit: field === "weight" ? t("admin.productsPage.variants.grams") : currencySymbol,
                          })
                        : t(`admin.productsPage.variants.columns.${field}`)}
                    </Box>
                  ))}
                  <Box component="th" scope="col" sx={{ ...HEAD, width: IMAGE_WIDTH }}>
                    {t("admin.productsPage.variants.columns.image")}
                  </Box>
                </tr>
              </thead>
              <tbody>
                {draft.variants.map((row) => (
                  <VariantRow
                    key={row.key}
                    row={row}
                    label={rowLabel(draft.options, row, language, blank)}
                    errors={VARIANT_ROW_PLACES.map((field) => errors[`${row.key}.${field}`] ?? "").join("\n")}
                    box={draft.box}
                    images={images}
                    update={update}
                  />
                ))}
              </tbody>
            </Box>
          </Box>
          {rowErrors && (
            <Typography role="alert" color="error" variant="body2">
              {t("admin.productsPage.variants.rowErrors")}
            </Typography>
          )}
          {updateFood && (
            <ProductVariantFoodList
              rows={draft.variants}
              labels={Object.fromEntries(draft.variants.map((row) => [row.key, rowLabel(draft.options, row, language, blank)]))}
              product={draft.food}
              errors={foodErrors}
              update={updateFood}
            />
          )}
        </>
      )}
      {(errors.variants || tooMany) && (
        <Typography role="alert" color="error" variant="body2">
          {errors.variants ?? t("admin.productsPage.errors.variantsTooMany", { max: VARIANT_LIMITS.variants })}
        </Typography>
      )}
    </Box>
  );
}

const VARIANT_ROW_PLACES = [...VARIANT_FIELDS, "image", "values"] as const;

/**
 * One row of the table. Memoised: a keystroke in one row draws that row again, not the whole table
 * (every row is a handful of fields). Its problems come as one string, in VARIANT_ROW_PLACES' order,
 * so that an unchanged row gets equal props.
 */
const VariantRow = memo(function VariantRow({
  row,
  label,
  errors: joined,
  box,
  images,
  update,
}: {
  row: VariantDraft;
  label: string;
  errors: string;
  box: boolean;
  images: readonly string[];
  update: VariantsUpdate;
}) {
  const { t } = useTranslation();
  const errors = Object.fromEntries(joined.split("\n").map((message, index) => [VARIANT_ROW_PLACES[index], message]));
  return (
    <tr data-testid="variant-row">
      <Box component="th" scope="row" sx={{ ...CELL, textAlign: "start", fontWeight: 600, fontSize: "0.875rem", minWidth: 120, overflowWrap: "anywhere" }}>
        <bdi>{label}</bdi>
        {errors.values && (
          <FormHelperText error sx={{ mx: 0 }}>
            {errors.values}
          </FormHelperText>
        )}
      </Box>
      {columnsOf(box).map((field) => {
        const place = `${row.key}.${field}`;
        const money = MONEY.includes(field);
        return (
          <Box component="td" key={field} sx={CELL}>
            <TextField
              size="small"
              fullWidth
              type={field === "sku" ? "text" : "number"}
              value={row[field]}
              required={field !== "weight"}
              error={Boolean(errors[field])}
              helperText={errors[field] || undefined}
              onChange={(event) => update((d) => setVariantField(d, row.key, field, event.target.value), [place, ...(field === "sku" ? [] : ["variants"]), ...(field === "slots" ? ["box.slots"] : [])])}
              sx={LTR_INPUT_SX}
              slotProps={{
                htmlInput: {
                  ...LTR_INPUT,
                  "aria-label": t("admin.productsPage.variants.cellLabel", { column: t(`admin.productsPage.variants.columns.${field}`), variant: label }),
                  ...(field === "sku"
                    ? { maxLength: VARIANT_LIMITS.skuLength, autoCapitalize: "characters", spellCheck: false, autoComplete: "off" }
                    : money
                      ? { min: 0, step: "0.01", inputMode: "decimal" }
                      : field === "slots"
                        ? { min: 1, max: BOX_LIMITS.slots, step: 1, inputMode: "numeric" }
                        : { min: field === "weight" ? 1 : 0, step: 1, inputMode: "numeric" }),
                },
                formHelperText: { sx: { mx: 0 } },
              }}
            />
          </Box>
        );
      })}
      <Box component="td" sx={CELL}>
        <TextField
          select
          size="small"
          fullWidth
          value={variantImageOf(row, images)}
          error={Boolean(errors.image)}
          helperText={errors.image || undefined}
          onChange={(event) => update((d) => setVariantImage(d, row.key, event.target.value), [`${row.key}.image`])}
          slotProps={{
            select: { native: true },
            htmlInput: { "aria-label": t("admin.productsPage.variants.cellLabel", { column: t("admin.productsPage.variants.columns.image"), variant: label }) },
            formHelperText: { sx: { mx: 0 } },
          }}
        >
          {variantPhotoChoices(row, images).map((choice) => (
            <option key={choice.kind === "photo" ? choice.number : choice.kind} value={choice.image}>
              {choice.kind === "photo"
                ? t("admin.productsPage.variants.photoNumber", { number: choice.number })
                : t(choice.kind === "own" ? "admin.productsPage.variants.photoOwn" : "admin.productsPage.variants.photoOfProduct")}
            </option>
          ))}
        </TextField>
      </Box>
    </tr>
  );
});

type FocusRequest = { id: string } | { lastValueOf: string } | { lastOption: true };

const fieldIdOf = (baseId: string, id: string, field: string) => `${baseId}-${id}-${field}`;

/** The element a focus request names in the drawn `options`. */
function focusTarget(request: FocusRequest, options: readonly OptionDraft[], baseId: string): string {
  if ("id" in request) return request.id;
  if ("lastOption" in request) {
    const last = options[options.length - 1];
    return last ? fieldIdOf(baseId, last.id, "name") : `${baseId}-add-option`;
  }
  const option = options.find((candidate) => candidate.id === request.lastValueOf);
  const last = option?.values[option.values.length - 1];
  return last ? fieldIdOf(baseId, last.id, "label") : `${baseId}-add-option`;
}

/** "Set all prices / stock": the amounts typed here go into every row at once (blank ones leave the rows as they are). */
function BulkFill({ update, rowKeys, currencySymbol }: { update: VariantsUpdate; rowKeys: readonly string[]; currencySymbol: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [values, setValues] = useState<Record<BulkField, string>>({ price: "", salePrice: "", totalStock: "", weight: "" });
  const given = BULK_FIELDS.filter((field) => values[field].trim() !== "");
  return (
    <Box role="group" aria-labelledby={headingId} data-testid="variant-bulk" sx={{ display: "grid", gap: 1, p: 1.5, bgcolor: "action.hover", borderRadius: 1 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t("admin.productsPage.variants.bulk.title")}
      </Typography>
      <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))" } }}>
        {BULK_FIELDS.map((field) => (
          <TextField
            key={field}
            size="small"
            type="number"
            label={t(`admin.productsPage.variants.bulk.${field}`)}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            sx={{ ...LTR_INPUT_SX, bgcolor: "background.paper" }}
            slotProps={{
              htmlInput: { ...LTR_INPUT, ...(MONEY.includes(field) ? { min: 0, step: "0.01", inputMode: "decimal" } : { min: 0, step: 1, inputMode: "numeric" }) },
              ...(MONEY.includes(field) ? { input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> } } : {}),
            }}
          />
        ))}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Button size="small" variant="outlined" disabled={given.length === 0} onClick={() => update((d) => fillVariants(d, values), ["variants", ...rowKeys.flatMap((key) => given.map((field) => `${key}.${field}`))])}>
          {t("admin.productsPage.variants.bulk.apply")}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t("admin.productsPage.variants.bulk.hint")}
        </Typography>
      </Box>
    </Box>
  );
}
