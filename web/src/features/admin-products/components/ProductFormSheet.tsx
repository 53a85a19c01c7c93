import { PRODUCT_TEXT_LIMITS, type CatalogGroup, type Product } from "@contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCallback, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { activeGroups, catalogLabel, formatAverage } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useShopSettings } from "@/shared/settings";
import { useToast } from "@/shared/toast";
import { LTR_INPUT, LTR_INPUT_SX, SideSheet } from "@/shared/ui";
import { useSaveProduct } from "../hooks/useAdminProducts";
import {
  canSubmitProduct,
  isProductDraftComplete,
  placeServerErrors,
  productDraftFrom,
  productInputFrom,
  variantSummary,
  withProductField,
  type ProductDraft,
  type BoxProblem,
  type PhotoProblem,
  type ProductField,
  type VariantProblem,
} from "../lib/productForm";
import type { FoodProblem } from "../lib/foodForm";
import { ProductBoxSection, type BoxUpdate } from "./ProductBoxSection";
import { ProductFoodSection, type FoodUpdate } from "./ProductFoodSection";
import { foodProblemText } from "./foodWords";
import { ProductGallerySection, type PhotosUpdate } from "./ProductGallerySection";
import { ProductVariantsSection, type VariantsUpdate } from "./ProductVariantsSection";

/** `errors` without the places a change made stale (the same object when none of them is there). */
function withoutPlaces(errors: Record<string, string>, stale: readonly string[]): Record<string, string> {
  return stale.some((place) => place in errors) ? Object.fromEntries(Object.entries(errors).filter(([place]) => !stale.includes(place))) : errors;
}

/**
 * The right-hand sheet with the product form (spec 2, 4). `product` null is add mode, a product is
 * edit mode. The form inside is keyed by `formKey`, and the sheet drops its contents when closed, so
 * every opening starts from a fresh form: closing resets it. On phones the sheet takes the full width;
 * in Hebrew it opens from the left (MUI mirrors the anchor under RTL).
 */
export function ProductFormSheet({ open, product, formKey, onClose }: { open: boolean; product: Product | null; formKey: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SideSheet
      open={open}
      onClose={onClose}
      title={product ? t("admin.productsPage.sheet.editTitle") : t("admin.productsPage.sheet.addTitle")}
      closeLabel={t("admin.productsPage.sheet.close")}
      // Wide enough for the table of variants beside the form on a desktop; a phone scrolls the table.
      width={640}
    >
      <ProductForm key={formKey} product={product} onCancel={onClose} onSaved={onClose} />
    </SideSheet>
  );
}

type Option = { id: string; label: string };

/** The active groups as options, plus the product's own group if it is no longer active (so edit mode shows it). */
function groupOptions(groups: readonly CatalogGroup[], current: string, language: string): Option[] {
  const options = activeGroups(groups).map((group) => ({ id: group.id, label: catalogLabel(group, language) }));
  if (current && !options.some((option) => option.id === current)) {
    options.push({ id: current, label: catalogLabel(groups.find((g) => g.id === current), language, current) });
  }
  return options;
}

function ProductForm({ product, onCancel, onSaved }: { product: Product | null; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { categories, brands, currencySymbol } = useShopSettings();
  const { toast } = useToast();
  const { save, isSaving } = useSaveProduct();
  const hintId = useId();
  const featuredHintId = useId();
  const [draft, setDraft] = useState<ProductDraft>(() => productDraftFrom(product));
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});
  // The options' and variants' problems by their places (productForm.ts, VariantProblems).
  const [variantErrors, setVariantErrors] = useState<Record<string, string>>({});
  // The photos' problems by PhotoDraft places (`<photo id>.image|alt|altHe`, "gallery"), the box's by "box…".
  const [photoErrors, setPhotoErrors] = useState<Record<string, string>>({});
  const [boxErrors, setBoxErrors] = useState<Record<string, string>>({});
  // What is in it: the product's (`food.<field>`) and each variant's own (`<row key>.food.<field>`), foodForm.ts places.
  const [foodErrors, setFoodErrors] = useState<Record<string, string>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  // The photo cards with an upload running.
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const uploading = busy.size > 0;
  const canSubmit = canSubmitProduct({ draft, uploading, saving: isSaving });
  const blockedHint = uploading ? t("admin.productsPage.sheet.uploading") : !isProductDraftComplete(draft) ? t("admin.productsPage.sheet.incomplete") : "";

  const summary = variantSummary(draft);

  const set = (field: ProductField, value: string) => {
    setDraft((current) => withProductField(current, field, value));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  // Stable, so that the table's rows (memoised) are drawn again only when their own values change.
  const updateVariants = useCallback<VariantsUpdate>((change, stale) => {
    setDraft(change);
    setVariantErrors((current) => withoutPlaces(current, stale));
    // A row's pieces answer the box's "say how many pieces" too.
    setBoxErrors((current) => withoutPlaces(current, stale));
    // The product's own amounts come from the rows: their problems are the rows' too.
    setErrors((current) => {
      if (!current.price && !current.salePrice && !current.totalStock) return current;
      const { price: _p, salePrice: _s, totalStock: _t, ...rest } = current;
      return rest;
    });
  }, []);

  const updatePhotos = useCallback<PhotosUpdate>((change, stale) => {
    setDraft((current) => ({ ...current, photos: change(current.photos) }));
    setPhotoErrors((current) => withoutPlaces(current, stale));
  }, []);

  const updateFood = useCallback<FoodUpdate>((change, stale) => {
    setDraft(change);
    setFoodErrors((current) => withoutPlaces(current, stale));
  }, []);

  const updateBox = useCallback<BoxUpdate>((change, stale) => {
    setDraft(change);
    setBoxErrors((current) => withoutPlaces(current, stale));
  }, []);

  const setBusyCard = useCallback((id: string, isBusy: boolean) => {
    setBusy((current) => {
      if (current.has(id) === isBusy) return current;
      const next = new Set(current);
      if (isBusy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const uploadFailed = useCallback(
    (message: string) => toast({ title: t("admin.productsPage.toasts.uploadFailed"), description: message, variant: "destructive" }),
    [t, toast],
  );

  const words = (problem: VariantProblem | PhotoProblem | BoxProblem) => t(`admin.productsPage.errors.${problem.key}`, "max" in problem ? { max: problem.max } : {});
  const inWords = (problems: Readonly<Record<string, VariantProblem | PhotoProblem | BoxProblem>> | undefined) =>
    Object.fromEntries(Object.entries(problems ?? {}).map(([place, problem]) => [place, words(problem)]));
  const foodInWords = (problems: Readonly<Record<string, FoodProblem>> | undefined) =>
    Object.fromEntries(Object.entries(problems ?? {}).map(([place, problem]) => [place, foodProblemText(t, problem, language)]));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const result = productInputFrom(draft, product?.averageReview ?? 0);
    if (!result.ok) {
      setErrors(inWords(result.problems));
      setVariantErrors(inWords(result.variantProblems));
      setPhotoErrors(inWords(result.photoProblems));
      setBoxErrors(inWords(result.boxProblems));
      setFoodErrors(foodInWords(result.foodProblems));
      return;
    }
    setOtherErrors([]);
    setVariantErrors({});
    setPhotoErrors({});
    setBoxErrors({});
    setFoodErrors({});
    const sent = draft;
    const saved = await save(product?._id ?? null, result.input);
    if (saved.ok) {
      onSaved();
      return;
    }
    const placed = placeServerErrors(saved.fieldErrors, sent);
    setErrors(placed.fields);
    setVariantErrors(placed.variants);
    setPhotoErrors(placed.photos);
    setBoxErrors(placed.box);
    setFoodErrors(placed.food);
    setOtherErrors(placed.other);
  };

  /** What every text field shares: name, label, value, change, error under it. */
  const field = (name: ProductField, required: boolean): Partial<TextFieldProps> => ({
    name,
    label: t(`admin.productsPage.fields.${name}`),
    value: draft[name],
    onChange: (event) => set(name, event.target.value),
    required,
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });

  const numberField = (name: "price" | "salePrice" | "totalStock" | "leadDays" | "supplement"): Partial<TextFieldProps> => {
    const money = name === "price" || name === "salePrice" || name === "supplement";
    // With variants the product's amounts are theirs (the cheapest's price, the stock of all): shown, not typed.
    const fromVariants = summary && name !== "leadDays" && name !== "supplement" ? summary[name] : null;
    return {
      // A piece's supplement is optional: blank adds nothing to a box.
      ...field(name, name !== "supplement"),
      type: "number",
      helperText: errors[name] ?? t(fromVariants === null ? `admin.productsPage.hints.${name}` : `admin.productsPage.hints.${name}FromVariants`),
      sx: LTR_INPUT_SX,
      ...(fromVariants === null ? {} : { value: fromVariants, required: false, onChange: undefined }),
      slotProps: {
        htmlInput: {
          ...(money ? { min: 0, step: "0.01", inputMode: "decimal" } : { min: 0, step: 1, inputMode: "numeric" }),
          ...LTR_INPUT,
          ...(fromVariants === null ? {} : { readOnly: true }),
        },
        ...(money ? { input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> } } : {}),
      },
    };
  };

  const selectField = (name: "category" | "brand", options: Option[]): Partial<TextFieldProps> => ({
    ...field(name, true),
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
    children: [
      <option key="" value="">
        {t(name === "category" ? "admin.productsPage.sheet.chooseCategory" : "admin.productsPage.sheet.chooseBrand")}
      </option>,
      ...options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      )),
    ],
  });

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2.5, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <ProductGallerySection
        photos={draft.photos}
        title={draft.title || product?.title || ""}
        errors={photoErrors}
        update={updatePhotos}
        onBusy={setBusyCard}
        onUploadFailure={uploadFailed}
        disabled={isSaving}
      />
      <Divider />
      <TextField {...field("title", true)} slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_LIMITS.title, dir: "auto" } }} />
      <TextField {...field("titleHe", false)} slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_LIMITS.title, dir: "rtl", lang: "he" } }} />
      <TextField {...field("description", true)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_LIMITS.description, dir: "auto" } }} />
      <TextField {...field("descriptionHe", false)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_LIMITS.description, dir: "rtl", lang: "he" } }} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
        <TextField {...selectField("category", groupOptions(categories, draft.category, language))} />
        <TextField {...selectField("brand", groupOptions(brands, draft.brand, language))} />
      </Box>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
        <TextField {...numberField("price")} />
        <TextField {...numberField("salePrice")} />
        <TextField {...numberField("totalStock")} />
        <TextField {...numberField("leadDays")} />
        <TextField {...numberField("supplement")} />
        <TextField
          label={t("admin.productsPage.fields.averageReview")}
          value={formatAverage(product?.averageReview ?? 0)}
          disabled
          helperText={t("admin.productsPage.hints.averageReview")}
          sx={LTR_INPUT_SX}
          slotProps={{ htmlInput: LTR_INPUT }}
        />
      </Box>
      <Divider />
      <ProductFoodSection food={draft.food} errors={foodErrors} update={updateFood} />
      <Divider />
      <ProductVariantsSection draft={draft} errors={variantErrors} update={updateVariants} currencySymbol={currencySymbol} foodErrors={foodErrors} updateFood={updateFood} />
      <Divider />
      <ProductBoxSection draft={draft} productId={product?._id} knownPieces={product?.boxPieces} errors={boxErrors} update={updateBox} />
      <Divider />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              name="featured"
              checked={draft.featured}
              onChange={(event) => setDraft((current) => ({ ...current, featured: event.target.checked }))}
              slotProps={{ input: { "aria-describedby": featuredHintId } }}
            />
          }
          label={t("admin.productsPage.fields.featured")}
        />
        <FormHelperText id={featuredHintId} sx={{ mt: 0 }}>
          {t("admin.productsPage.hints.featured")}
        </FormHelperText>
      </Box>
      {Object.keys(foodErrors).length > 0 && (
        // The section is far above the buttons: say where to look.
        <Typography role="alert" color="error" variant="body2" data-testid="food-attention">
          {t("admin.productsPage.food.needsAttention")}
        </Typography>
      )}
      {otherErrors.length > 0 && (
        <Alert severity="error">
          {otherErrors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "flex-end" }}>
          <Button onClick={onCancel} color="inherit">
            {t("admin.productsPage.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit} loading={isSaving} aria-describedby={blockedHint ? hintId : undefined}>
            {product ? t("admin.productsPage.sheet.save") : t("admin.productsPage.sheet.add")}
          </Button>
        </Box>
        {blockedHint && (
          <FormHelperText id={hintId} sx={{ textAlign: "end", mx: 0 }}>
            {blockedHint}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}
