export { catalogIconComponent } from "./catalogIcons";
export { activeGroups, bannerTexts, catalogLabel, productDescription, productTitle } from "./localized";
export { ProductPrice } from "./ProductPrice";
export { effectivePrice, formatAverage, hasReviews, isOnSale, isOutOfStock, stockBadge } from "./stock";
export type { StockBadge } from "./stock";
export { useProductLabels } from "./useProductLabels";
export { fetchProduct } from "./productApi";
export { ProductGridSkeleton, ProductTileSkeleton } from "./ProductTileSkeleton";
export { RatingStars, roundRating } from "./RatingStars";
