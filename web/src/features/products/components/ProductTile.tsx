import { hasVariants, type BoxPieceCount, type ProductCard } from "@contracts";
import AddShoppingCartIcon from "@mui/icons-material/AddShoppingCart";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { productPath } from "@/config/paths";
import { formatAverage, hasReviews, isOutOfStock, ProductPrice, RatingStars, useProductLabels } from "@/shared/catalog";
import { laidOutWhenNear, PRODUCT_TILE_SIZES, ShopImage } from "@/shared/ui";
import { FoodMarks } from "./FoodMarks";
import { OfferBadge } from "./OfferBadge";
import { StockBadge } from "./StockBadge";

/**
 * What "Add to cart" does: the page passes the cart's action in, so products need not know the cart.
 * A product sold by variant names the chosen one's SKU; a filled build-your-own box, its pieces.
 */
export type AddToCart = (product: ProductCard, choice?: { variantSku?: string; pieces?: BoxPieceCount[] }) => unknown;

/** A tile's height on a phone (one column); wider grids' tiles are a little shorter. */
const TILE_HEIGHT = 430;

/**
 * A product card (an `article` headed by its title) with "View details" and "Add to cart". Tiles after
 * the first row are laid out when scrolled near (the Card clips its contents already). A product sold
 * by variant cannot be added from here (which one?): its second button leads to its page instead, as a
 * build-your-own box's does ("Fill your box": its pieces are chosen there). Its food marks (parve,
 * vegan, gluten-free, nut-free) sit on the photo's lower edge (FoodMarks); an automatic promotion's
 * offer ("10% off") on its top end corner (OfferBadge).
 */
export function ProductTile({
  product,
  onOpenDetails,
  onAddToCart,
  headingLevel = 3,
  eager = false,
}: {
  product: ProductCard;
  onOpenDetails: (product: ProductCard) => void;
  onAddToCart: AddToCart;
  headingLevel?: 2 | 3;
  /** In the first row: load the image at once (a lazy image in view waits for layout and delays the paint). */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { title, category, brand } = useProductLabels(product);
  const outOfStock = isOutOfStock(product);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        transition: "box-shadow .2s, transform .2s",
        "&:hover": { boxShadow: 4 },
        "@media (prefers-reduced-motion: no-preference)": { "&:hover": { transform: "translateY(-2px)" } },
        ...(eager ? {} : laidOutWhenNear(TILE_HEIGHT)),
      }}
    >
      {/* The image opens the details too (for pointers; keyboards use the "View details" button). */}
      <Box
        onClick={() => onOpenDetails(product)}
        sx={{ position: "relative", cursor: "pointer", aspectRatio: "4 / 3", bgcolor: "#f3e9dc", overflow: "hidden" }}
      >
        <ShopImage
          src={product.image}
          variants={product.imageVariants}
          sizes={PRODUCT_TILE_SIZES}
          alt=""
          width={400}
          height={300}
          loading={eager ? "eager" : "lazy"}
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block", filter: outOfStock ? "grayscale(0.6)" : undefined }}
        />
        <StockBadge product={product} overlay />
        <OfferBadge offer={product.offer} overlay />
        <FoodMarks product={product} />
      </Box>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography variant="caption" component="p" color="text.secondary" noWrap>
          {category} · {brand}
        </Typography>
        <Typography
          id={titleId}
          variant="h6"
          component={headingLevel === 2 ? "h2" : "h3"}
          sx={{ mt: 0.5, mb: 0.5, fontSize: "1.05rem", lineHeight: 1.3 }}
        >
          {/* A real link to the product's page: crawlers follow it, cmd/middle-click opens a tab. */}
          <Link component={RouterLink} to={productPath(product.slug)} color="inherit" underline="hover">
            {title}
          </Link>
        </Typography>
        {/* A product nobody has reviewed shows no stars rather than five empty ones and "0.00". */}
        {hasReviews(product) && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: "center", mb: 1 }} data-testid="tile-rating">
            <RatingStars value={product.averageReview} />
            <Typography variant="caption" color="text.secondary" aria-hidden>
              {formatAverage(product.averageReview)}
            </Typography>
          </Stack>
        )}
        <ProductPrice product={product} />
      </CardContent>
      {/* CardActions' own layout (a row of buttons 8 px apart), drawn with a Box: one component fewer on every page of tiles. */}
      <Box sx={{ display: "flex", alignItems: "center", px: 2, pb: 2, pt: 0, gap: 1, flexWrap: "wrap", "& > :not(style) ~ :not(style)": { marginLeft: "8px" } }}>
        <Button variant="outlined" size="small" onClick={() => onOpenDetails(product)} sx={{ flex: "1 1 auto" }}>
          {t("products.viewDetails")}
        </Button>
        {product.box || hasVariants(product) ? (
          <Button
            variant="contained"
            size="small"
            component={RouterLink}
            to={productPath(product.slug)}
            aria-describedby={titleId}
            sx={{ flex: "1 1 auto", m: "0 !important" }}
          >
            {product.box ? t("products.fillBox") : t("products.chooseOptions")}
          </Button>
        ) : (
          <Button
            variant="contained"
            size="small"
            startIcon={<AddShoppingCartIcon />}
            disabled={outOfStock}
            onClick={() => onAddToCart(product)}
            sx={{ flex: "1 1 auto", m: "0 !important" }}
          >
            {t("products.addToCart")}
          </Button>
        )}
      </Box>
    </Card>
  );
}
