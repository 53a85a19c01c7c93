import type { Product } from "@contracts";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useCurrentSession } from "@/shared/session";
import { formatAverage, hasReviews, isOutOfStock, productDescription, ProductPrice, RatingStars, useProductLabels } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useProduct } from "../hooks/useProductQueries";
import { reviewReturnPath } from "../lib/productAddress";
import { ReviewForm } from "./ReviewForm";
import { ReviewList } from "./ReviewList";
import type { AddToCart } from "./ProductTile";
import { StockBadge } from "./StockBadge";

/**
 * The details dialog (role dialog named by the product title): image, texts, price, average rating,
 * add to cart, the reviews and the review form (or an invitation to sign in).
 */
export function ProductDetailsDialog({
  product: initial,
  open,
  onClose,
  onExited,
  focusReview = false,
  onAddToCart,
}: {
  product: Product;
  onAddToCart: AddToCart;
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
  /** Opened from a review's sign-in: bring the review form into view and focus it. */
  focusReview?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const language = useLanguage();
  const location = useLocation();
  const { isAuthenticated } = useCurrentSession();
  // Fresh details (stock, average) from the API; the tile's copy shows meanwhile.
  const product = useProduct(initial._id, initial).data ?? initial;
  const titleId = useId();
  const outOfStock = isOutOfStock(product);
  const { title, category, brand } = useProductLabels(product);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <IconButton
        onClick={onClose}
        aria-label={t("common.close")}
        sx={{ position: "absolute", top: 8, insetInlineEnd: 8, zIndex: 1, bgcolor: "background.paper", "&:hover": { bgcolor: "background.default" } }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ p: { xs: 2, sm: 3 }, overflowX: "hidden" }}>
        <Box sx={{ display: "grid", gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
          <Box sx={{ position: "relative", borderRadius: 3, overflow: "hidden", bgcolor: "#f3e9dc", aspectRatio: "1 / 1", alignSelf: "start" }}>
            <Box component="img" src={product.image} alt={title} sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="secondary.dark" component="p">
              {category} · {brand}
            </Typography>
            <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: { xs: "1.6rem", md: "2rem" }, pr: 5 }}>
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
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", mt: 2 }}>
              <ProductPrice product={product} size="large" />
              <StockBadge product={product} />
            </Stack>
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={<AddShoppingCartIcon />}
              disabled={outOfStock}
              onClick={() => onAddToCart(product)}
              sx={{ mt: 2.5 }}
            >
              {outOfStock ? t("products.badges.outOfStock") : t("products.addToCart")}
            </Button>
          </Box>
        </Box>
        <Divider sx={{ my: 3 }} />
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h3" sx={{ mb: 1.5 }}>
              {t("reviews.title")}
            </Typography>
            <ReviewList productId={product._id} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            {isAuthenticated ? (
              <ReviewForm productId={product._id} autoFocus={focusReview} />
            ) : (
              <Paper variant="outlined" sx={{ p: 2.5, bgcolor: "background.default" }}>
                <Typography variant="h6" component="h3">
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
      </DialogContent>
    </Dialog>
  );
}

export default ProductDetailsDialog;
