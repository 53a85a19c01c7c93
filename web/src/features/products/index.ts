export {
  fetchFeatureImagePage,
  fetchFeatureImages,
  fetchProductBySlug,
  fetchProducts,
  isProductNotFound,
  productBySlugQuery,
  productQueries,
} from "./api/productsApi";
export {
  LISTING_PAGE_SIZE,
  useAddReview,
  useProduct,
  productListingQuery,
  productSearchQuery,
  useProductListing,
  useProductSearch,
  useReviews,
} from "./hooks/useProductQueries";
export { ProductGrid } from "./components/ProductGrid";
export { ProductTile } from "./components/ProductTile";
export type { AddToCart } from "./components/ProductTile";
export { ProductDetails } from "./components/ProductDetails";
export { addressedProduct } from "./lib/productAddress";
