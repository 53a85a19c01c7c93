import type { MinorUnits } from "./api";

/** A product as the API returns it. Firestore holds the same fields under `products/{id}`. */
export interface Product {
  _id: string;
  image: string;
  title: string;
  /** Hebrew title; the shop falls back to `title` where a product has none. */
  titleHe?: string;
  description: string;
  descriptionHe?: string;
  /** A category id from the settings. */
  category: string;
  /** A brand id from the settings. */
  brand: string;
  price: MinorUnits;
  /** 0 when not on sale; otherwise below `price`. */
  salePrice: MinorUnits;
  totalStock: number;
  averageReview: number;
}

export interface FeatureImage {
  _id: string;
  image: string;
}

export const SORT_OPTIONS = ["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "price-lowtohigh";

/** Stock below this shows the 'only N items left' badge. */
export const LOW_STOCK_THRESHOLD = 10;
