export { featureImageKeys, fetchFeatureImagePage, fetchFeatureImages, fetchProducts } from "./api/productsApi";
export {
  LISTING_PAGE_SIZE,
  PRODUCT_LIST_MAX,
  productKeys,
  useAddReview,
  useLanguage,
  useProduct,
  useProductListing,
  useProductSearch,
  useProducts,
  useReviews,
} from "./hooks/useProductQueries";
export { useProductLabels } from "./hooks/useProductLabels";
export { activeGroups, bannerTexts, catalogLabel, productDescription, productTitle } from "./lib/localized";
export { effectivePrice, formatAverage, hasReviews, isOnSale, isOutOfStock, stockBadge } from "./lib/stock";
export { EmptyState, GridLayout, LoadError, ProductGrid, ProductGridSkeleton, ProductTileSkeleton } from "./components/ProductGrid";
export type { GridColumns } from "./components/ProductGrid";
export { ProductPrice } from "./components/ProductPrice";
export { ProductTile } from "./components/ProductTile";
