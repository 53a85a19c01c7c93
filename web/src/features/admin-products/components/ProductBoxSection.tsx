import { BOX_LIMITS, type Product } from "@contracts";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX, QueryState } from "@/shared/ui";
import { useEveryAdminProduct } from "../hooks/useAdminProducts";
import { isPieceChoice, withPieceChosen } from "../lib/boxForm";
import type { ProductDraft } from "../lib/productForm";
import { usesVariants } from "../lib/variantForm";

/** A change to the draft, and the places whose errors it makes stale. */
export type BoxUpdate = (change: (draft: ProductDraft) => ProductDraft, stale: readonly string[]) => void;

/**
 * The product form's build-your-own box (issue 34): a switch "Shoppers fill this box piece by
 * piece"; when on, how many pieces it holds (one field without variants; with variants, each size's
 * in the table's Pieces column) and the pieces that may go in, ticked in a list of the shop's products
 * sold as themselves, narrowed by a search. Problems show at their places ("box.slots",
 * "box.pieceIds", "box").
 */
export function ProductBoxSection({
  draft,
  productId,
  knownPieces,
  errors,
  update,
}: {
  draft: ProductDraft;
  /** The box being edited (it cannot go into itself). */
  productId: string | undefined;
  /** The saved box's pieces as its answer names them: shown even when no longer among the choices. */
  knownPieces: Product["boxPieces"];
  errors: Readonly<Record<string, string>>;
  update: BoxUpdate;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const withVariants = usesVariants(draft);

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="product-box" sx={{ display: "grid", gap: 1.5, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: "1.05rem" }}>
        {t("admin.productsPage.box.title")}
      </Typography>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={draft.box}
              onChange={(event) => update((current) => ({ ...current, box: event.target.checked }), ["box", "box.slots", "box.pieceIds"])}
              slotProps={{ input: { "aria-describedby": hintId } }}
            />
          }
          label={t("admin.productsPage.box.switch")}
        />
        <FormHelperText id={hintId} sx={{ mt: 0, mx: 0 }}>
          {t("admin.productsPage.box.switchHint")}
        </FormHelperText>
      </Box>
      {draft.box && (
        <>
          {withVariants ? (
            <Typography variant="body2" color="text.secondary">
              {t("admin.productsPage.box.slotsBySize")}
            </Typography>
          ) : (
            <TextField
              label={t("admin.productsPage.box.slots")}
              type="number"
              required
              value={draft.boxSlots}
              onChange={(event) => update((current) => ({ ...current, boxSlots: event.target.value }), ["box.slots"])}
              error={Boolean(errors["box.slots"])}
              helperText={errors["box.slots"] ?? t("admin.productsPage.box.slotsHint", { max: BOX_LIMITS.slots })}
              sx={{ ...LTR_INPUT_SX, maxWidth: { sm: 260 } }}
              slotProps={{ htmlInput: { ...LTR_INPUT, min: 1, max: BOX_LIMITS.slots, step: 1, inputMode: "numeric" } }}
            />
          )}
          {withVariants && errors["box.slots"] && (
            <FormHelperText error sx={{ mx: 0, mt: -1 }}>
              {errors["box.slots"]}
            </FormHelperText>
          )}
          <PieceChoices
            chosen={draft.boxPieceIds}
            boxId={productId}
            knownPieces={knownPieces}
            error={errors["box.pieceIds"]}
            onChoose={(id, chosen) => update((current) => ({ ...current, boxPieceIds: withPieceChosen(current.boxPieceIds, id, chosen) }), ["box.pieceIds"])}
          />
          {errors.box && (
            <Typography role="alert" color="error" variant="body2">
              {errors.box}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

type Choice = { id: string; title: string; supplement: number };

/**
 * The pieces that may go in: a checklist of the shop's products sold as themselves (every page of
 * them, read when the switch is first turned on), narrowed by a search on either title; the chosen
 * ones that are no longer choices (a piece since given options, or deleted) stay listed so they can
 * be unticked. At BOX_LIMITS.pieceChoices the rest are disabled.
 */
function PieceChoices({
  chosen,
  boxId,
  knownPieces,
  error,
  onChoose,
}: {
  chosen: readonly string[];
  boxId: string | undefined;
  knownPieces: Product["boxPieces"];
  error: string | undefined;
  onChoose: (id: string, chosen: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  const legendId = useId();
  const countId = useId();
  const errorId = useId();
  const [search, setSearch] = useState("");
  const query = useEveryAdminProduct(true);

  const choices = useMemo<Choice[]>(() => {
    const products = query.data ?? [];
    const offered = products.filter((product) => isPieceChoice(product, boxId));
    const ids = new Set(offered.map((product) => product._id));
    // A chosen id the list does not offer: named by the box's own answer, else by the product, else by its id.
    const stray = chosen
      .filter((id) => !ids.has(id))
      .map((id) => knownPieces?.find((piece) => piece._id === id) ?? products.find((product) => product._id === id) ?? { _id: id, title: id, supplement: 0 });
    return [...offered, ...stray].map((product) => ({ id: product._id, title: productTitle(product, language), supplement: product.supplement ?? 0 }));
  }, [boxId, chosen, knownPieces, language, query.data]);

  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? choices.filter((choice) => choice.title.toLocaleLowerCase().includes(needle)) : choices;
  const full = chosen.length >= BOX_LIMITS.pieceChoices;

  return (
    <Box
      component="fieldset"
      aria-describedby={error ? `${countId} ${errorId}` : countId}
      data-testid="box-pieces"
      sx={{ m: 0, minWidth: 0, border: "1px solid", borderColor: error ? "error.main" : "divider", borderRadius: 1, px: 1.5, pt: 0.5, pb: 1.5, display: "grid", gap: 1 }}
    >
      <Box component="legend" id={legendId} sx={{ px: 0.5, fontWeight: 600, fontSize: "0.875rem" }}>
        {t("admin.productsPage.box.pieces")}
        {/* Required, marked as MUI marks a required field's label. */}
        <span aria-hidden> *</span>
      </Box>
      <Typography id={countId} variant="body2" color="text.secondary">
        {t("admin.productsPage.box.chosen", { count: chosen.length, max: BOX_LIMITS.pieceChoices })}
      </Typography>
      <QueryState
        query={query}
        loadingLabel={t("admin.productsPage.box.loading")}
        skeleton={<Skeleton variant="rounded" height={120} />}
        errorTitle={t("admin.productsPage.box.loadError")}
        headingLevel={3}
      >
        {() => (
          <>
            <TextField
              type="search"
              size="small"
              label={t("admin.productsPage.box.search")}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              slotProps={{ htmlInput: { dir: "auto", autoComplete: "off" } }}
            />
            {choices.length === 0 ? (
              <Typography variant="body2">{t("admin.productsPage.box.noChoices")}</Typography>
            ) : shown.length === 0 ? (
              <Typography variant="body2">{t("admin.productsPage.box.noMatch")}</Typography>
            ) : (
              // Scrolls inside its own box: the shop may sell dozens of pieces.
              <Box component="ul" aria-labelledby={legendId} sx={{ m: 0, p: 0, listStyle: "none", maxHeight: 280, overflowY: "auto", display: "grid" }}>
                {shown.map((choice) => {
                  const isChosen = chosen.includes(choice.id);
                  return (
                    <li key={choice.id}>
                      <FormControlLabel
                        sx={{ m: 0, width: "100%" }}
                        control={<Checkbox size="small" checked={isChosen} disabled={!isChosen && full} onChange={(event) => onChoose(choice.id, event.target.checked)} />}
                        label={
                          <>
                            <bdi>{choice.title}</bdi>
                            {choice.supplement > 0 && (
                              <Typography component="span" variant="body2" color="text.secondary">
                                {" · "}
                                {t("admin.productsPage.box.withSupplement", { amount: formatPrice(choice.supplement) })}
                              </Typography>
                            )}
                          </>
                        }
                      />
                    </li>
                  );
                })}
              </Box>
            )}
          </>
        )}
      </QueryState>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
