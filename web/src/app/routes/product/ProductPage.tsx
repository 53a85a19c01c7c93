import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import { paths, PRODUCT_VARIANT_PARAM } from "@/config/paths";
import { useAddToCart } from "@/features/cart";
import { addressedProduct, isProductNotFound, productBySlugQuery, ProductDetails } from "@/features/products";
import { productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { DirectionalIcon, LoadError, visuallyHidden } from "@/shared/ui";
import { NotFoundPage } from "../NotFoundPage";
import { KEEP_SCROLL } from "../ScrollReset";

/**
 * `/shop/product/<slug>`: a product's own page (shared links, bookmarks, search engines): a way back
 * to the listing, then the product's details (the quick view's body) with the cart's "Add to cart".
 * An unknown, deleted or hidden product shows the shop's not-found page (`isProductNotFound`). The
 * variant chosen is in the address (`?variant=<sku>`, replaced, the page keeping its scroll), so a
 * shared link, a reload and the server's render open that one.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useQuery(productBySlugQuery(slug));
  const { addToCart } = useAddToCart();
  const titleId = useId();
  const product = query.data;
  const language = useLanguage();
  const title = product ? productTitle(product, language) : undefined;
  const chooseVariant = useCallback(
    (sku: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PRODUCT_VARIANT_PARAM, sku);
          return next;
        },
        { replace: true, state: KEEP_SCROLL },
      ),
    [setSearchParams],
  );

  if (query.isError && isProductNotFound(query.error)) return <NotFoundPage embedded />;

  return (
    <Box component="article" aria-labelledby={product ? titleId : undefined}>
      <Breadcrumbs aria-label={t("productPage.breadcrumbs")} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.shop.listing} underline="hover" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
          <DirectionalIcon icon={ArrowBackIcon} fontSize="small" />
          {t("productPage.backToProducts")}
        </Link>
        {product && (
          <Typography color="text.primary" aria-current="page">
            {title}
          </Typography>
        )}
      </Breadcrumbs>
      {product ? (
        <ProductDetails
          // Another product starts afresh: its first photo, an empty box.
          key={product._id}
          product={product}
          onAddToCart={addToCart}
          titleId={titleId}
          variant="page"
          focusReview={addressedProduct(searchParams)?.review ?? false}
          variantSku={searchParams.get(PRODUCT_VARIANT_PARAM)}
          onVariantChange={chooseVariant}
        />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Box role="status" sx={{ display: "grid", gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
          <Box component="span" sx={visuallyHidden}>
            {t("productPage.loading")}
          </Box>
          <Skeleton variant="rounded" sx={{ aspectRatio: "1 / 1", height: "auto", borderRadius: 3 }} />
          <Box>
            <Skeleton width="40%" />
            <Skeleton variant="text" sx={{ fontSize: "2rem" }} />
            <Skeleton width="90%" />
            <Skeleton width="80%" />
          </Box>
        </Box>
      )}
    </Box>
  );
}

export default ProductPage;
