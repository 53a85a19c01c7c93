import type { Product } from "@contracts";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useCurrentSession } from "@/shared/session";
import { formatAverage, hasReviews, isOutOfStock, productDescription, ProductPrice, RatingStars, useProductLabels } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { PRODUCT_PAGE_IMAGE_SIZES, ShopImage } from "@/shared/ui";
import { reviewReturnPath } from "../lib/productAddress";
import { chosenVariant } from "../lib/variantChoice";
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

/**
 * THE body of a product's details, the same on its page and in the quick view: image, category and
 * brand, title, average rating, description, price, stock badge, add to cart, the reviews and the
 * review form (or an invitation to sign in). `variant` says where it sits: the page's title is its
 * h1 and its image the page's main one (eager, high priority); the dialog's title is an h2 and
 * leaves room for the close button. A product sold by variant shows its options; the chosen
 * variant's photo, price, stock and SKU are the ones shown and added. The page keeps the choice in
 * its address (`variantSku`, `onVariantChange`); the quick view keeps its own.
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

  return (
    <>
      <Box sx={{ display: "grid", gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
        <Box sx={{ position: "relative", borderRadius: 3, overflow: "hidden", bgcolor: "#f3e9dc", aspectRatio: "1 / 1", alignSelf: "start" }}>
          <ShopImage
            src={chosen?.image || product.image}
            variants={chosen?.image ? chosen.imageVariants : product.imageVariants}
            sizes={PRODUCT_PAGE_IMAGE_SIZES}
            alt={title}
            // The page's main image is its largest paint: fetched first, never lazily.
            loading={onPage ? "eager" : undefined}
            fetchPriority={onPage ? "high" : undefined}
            width={800}
            height={800}
            sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
          />
        </Box>
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
            <ProductPrice product={sold} size="large" />
            <StockBadge product={sold} />
          </Stack>
          {chosen && <VariantPicker product={product} variant={chosen} onChange={(next) => (onVariantChange ?? setOwnSku)(next.sku)} />}
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
        </Box>
      </Box>
      <Divider sx={{ my: 3 }} />
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
    </>
  );
}
