import { boxSlots, type Product } from "@contracts";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { paths, PRODUCT_VARIANT_PARAM, productPath } from "@/config/paths";
import { useCurrentSession } from "@/shared/session";
import { formatAverage, hasReviews, isOutOfStock, productDescription, ProductPrice, RatingStars, useProductLabels } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useBoxFill } from "../hooks/useBoxFill";
import { boxContents, supplementsOf, withSupplements } from "../lib/boxFill";
import { galleryPhotos } from "../lib/gallery";
import { reviewReturnPath } from "../lib/productAddress";
import { chosenVariant } from "../lib/variantChoice";
import { ProductFood } from "./ProductFood";
import { OfferBadge } from "./OfferBadge";
import { HydrateOnView, Rule } from "@/shared/ui";
import { ProductGallery } from "./ProductGallery";
import { ReviewList } from "./ReviewList";
import type { AddToCart } from "./ProductTile";
import { StockBadge } from "./StockBadge";
import { VariantPicker } from "./VariantPicker";

/**
 * The review form checks its draft with the server's zod schema, so it comes in its own chunk, with
 * zod, when a signed-in shopper is shown it: no storefront page's first load carries zod (a guest,
 * and every server-rendered page, shows the invitation to sign in instead).
 */
const ReviewForm = lazy(() => import("./ReviewForm"));
/** The form's height (heading, stars, three-line text field, button; 262 px measured in Chromium in both languages, at 390 and 1280 px wide), kept while its chunk loads. */
const REVIEW_FORM_HEIGHT = 262;
/** A build-your-own box's builder: only box products' pages use it, so it comes in its own chunk. */
const BoxBuilder = lazy(() => import("./BoxBuilder"));
/** The builder's place while its chunk loads (a phone's first rows of slots and pieces). */
const BOX_BUILDER_HEIGHT = 640;

/**
 * THE body of a product's details, the same on its page and in the quick view: image, category and
 * brand, title, average rating, description, price, stock badge, an automatic promotion's offer
 * (OfferBadge), add to cart, the reviews and the review form (or an invitation to sign in).
 * `variant` says where it sits: the page's title is its h1 and its image the page's main one (eager,
 * high priority); the dialog's title is an h2 and leaves room for the close button. A product sold by variant shows its options; the chosen
 * variant's photo, price, stock and SKU are the ones shown and added. The page keeps the choice in
 * its address (`variantSku`, `onVariantChange`); the quick view keeps its own. A gallery shows its
 * photos (ProductGallery). A build-your-own box is filled on its page (BoxBuilder; its price counts
 * the pieces' supplements) and added with its pieces; the quick view links to that page. Below, what
 * is in it (ProductFood: ingredients, allergens, kosher, diets, nutrition), for the chosen variant.
 */
export function ProductDetails({
  product,
  onAddToCart,
  titleId,
  variant,
  focusReview = false,
  variantSku,
  onVariantChange,
}: {
  product: Product;
  onAddToCart: AddToCart;
  /** The title's id, for the dialog's or the page's `aria-labelledby`. */
  titleId: string;
  variant: "page" | "dialog";
  /** Back from signing in to review it: bring the review form into view and focus it. */
  focusReview?: boolean;
  /** The chosen variant's SKU, when the caller keeps the choice (unknown or absent: the first in stock). */
  variantSku?: string | null;
  onVariantChange?: (sku: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { isAuthenticated } = useCurrentSession();
  const [ownSku, setOwnSku] = useState<string | null>(null);
  const chosen = chosenVariant(product, onVariantChange ? variantSku : ownSku);
  // What is shown and sold: the chosen variant, or the product sold as itself.
  const sold = chosen ?? product;
  const outOfStock = isOutOfStock(sold);
  const { title, category, brand } = useProductLabels(product);
  const onPage = variant === "page";
  const slots = boxSlots(product, chosen);
  const [fill, changeFill] = useBoxFill(slots);
  const supplements = slots === undefined ? 0 : supplementsOf(fill, product.boxPieces ?? []);
  const builderId = `box-builder-${product._id}`;

  return (
    <>
      <Box sx={{ display: "grid", gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
        <ProductGallery photos={galleryPhotos(product, chosen)} title={title} onPage={onPage} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="secondary.dark" component="p">
            {category} · {brand}
          </Typography>
          <Typography
            id={titleId}
            variant="h2"
            component={onPage ? "h1" : "h2"}
            sx={{ fontSize: { xs: "1.6rem", md: "2rem" }, paddingInlineEnd: onPage ? 0 : 5 }}
          >
            {title}
          </Typography>
          {hasReviews(product) ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 1 }}>
              <RatingStars value={product.averageReview} size={24} decorative />
              <Typography sx={{ fontWeight: 600 }} aria-label={t("products.averageLabel", { average: formatAverage(product.averageReview) })}>
                {formatAverage(product.averageReview)}
              </Typography>
            </Stack>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="no-reviews-yet">
              {t("products.noReviewsYet")}
            </Typography>
          )}
          <Typography color="text.secondary" sx={{ mt: 2, whiteSpace: "pre-line" }}>
            {productDescription(product, language)}
          </Typography>
          {/* With options, a choice changes the price and stock: said when it does. */}
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", mt: 2 }} aria-live={chosen ? "polite" : undefined}>
            <ProductPrice product={slots === undefined ? sold : withSupplements(sold, supplements)} size="large" />
            <StockBadge product={sold} />
            <OfferBadge offer={product.offer} />
          </Stack>
          {chosen && <VariantPicker product={product} variant={chosen} onChange={(next) => (onVariantChange ?? setOwnSku)(next.sku)} />}
          {slots === undefined ? (
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={<AddShoppingCartIcon />}
              disabled={outOfStock}
              onClick={() => (chosen ? onAddToCart(product, { variantSku: chosen.sku }) : onAddToCart(product))}
              sx={{ mt: 2.5 }}
            >
              {outOfStock ? t("products.badges.outOfStock") : t("products.addToCart")}
            </Button>
          ) : onPage ? (
            // The builder is below the photos: this takes the focus (and the view) there.
            <Button variant="contained" size="large" fullWidth onClick={() => document.getElementById(builderId)?.focus()} sx={{ mt: 2.5 }}>
              {t("products.fillBox")}
            </Button>
          ) : (
            <Button variant="contained" size="large" fullWidth component={RouterLink} to={`${productPath(product.slug)}${chosen ? `?${PRODUCT_VARIANT_PARAM}=${encodeURIComponent(chosen.sku)}` : ""}`} sx={{ mt: 2.5 }}>
              {t("products.fillBox")}
            </Button>
          )}
        </Box>
      </Box>
      {slots !== undefined && onPage && (
        <Suspense fallback={<Box sx={{ minHeight: BOX_BUILDER_HEIGHT }} />}>
          <BoxBuilder
            id={builderId}
            pieces={product.boxPieces ?? []}
            fill={fill}
            onChange={changeFill}
            price={withSupplements(sold, supplements)}
            supplements={supplements}
            soldOut={outOfStock}
            onAdd={() => onAddToCart(product, { ...(chosen ? { variantSku: chosen.sku } : {}), pieces: boxContents(fill) })}
          />
        </Suspense>
      )}
      <Rule sx={{ my: 3 }} />
      {/* What is in it, for the variant chosen: with the page, server-rendered (not a chunk of its own). It and
          the reviews are below the fold on a phone: React's once they come near (HydrateOnView). */}
      <HydrateOnView>
        <ProductFood product={product} variant={chosen} headingLevel={onPage ? 2 : 3} />
      </HydrateOnView>
      <Rule sx={{ my: 3 }} />
      <HydrateOnView>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component={onPage ? "h2" : "h3"} sx={{ mb: 1.5 }}>
              {t("reviews.title")}
            </Typography>
            <ReviewList productId={product._id} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            {isAuthenticated ? (
              <Suspense fallback={<Box data-testid="review-form-loading" sx={{ minHeight: REVIEW_FORM_HEIGHT }} />}>
                <ReviewForm productId={product._id} autoFocus={focusReview} />
              </Suspense>
            ) : (
              <Paper variant="outlined" sx={{ p: 2.5, bgcolor: "background.default" }}>
                <Typography variant="h6" component={onPage ? "h2" : "h3"}>
                  {t("reviews.signInTitle")}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                  {t("reviews.signInMessage")}
                </Typography>
                <Button
                  variant="outlined"
                  component={RouterLink}
                  to={paths.auth.login}
                  state={{ from: reviewReturnPath(location.pathname, location.search, product._id) }}
                >
                  {t("reviews.signIn")}
                </Button>
              </Paper>
            )}
          </Box>
        </Box>
      </HydrateOnView>
    </>
  );
}
