export { catalogIconComponent } from "./catalogIcons";
export { featureImageKeys, productKeys } from "./keys";
export { activeGroups, bannerTexts, catalogLabel, productDescription, productTitle } from "./localized";
export { ProductPrice } from "./ProductPrice";
export { effectivePrice, formatAverage, hasReviews, isOnSale, isOutOfStock, stockBadge } from "./stock";
export type { StockBadge } from "./stock";
export { useProductLabels } from "./useProductLabels";
