import type { SortOption } from "@contracts";

/**
 * Product query keys, here because the owner's product screens invalidate what the storefront
 * cached (and the storefront's language is part of a list's key: title sorts follow it).
 */
export const productKeys = {
  all: ["products"] as const,
  list: (filters: { category: string[]; brand: string[]; sortBy: SortOption; pageSize?: number }, language: string) =>
    ["products", "list", { ...filters, language }] as const,
  detail: (id: string) => ["products", "detail", id] as const,
  search: (keyword: string, language: string) => ["products", "search", keyword, language] as const,
  reviews: (id: string) => ["reviews", id] as const,
};

/**
 * Banner query keys: the carousel's one page and the dashboard's pages differ in shape, so they
 * have their own keys under one prefix, which a banner change invalidates.
 */
export const featureImageKeys = {
  all: ["features"] as const,
  carousel: () => ["features", "carousel"] as const,
  pages: () => ["features", "pages"] as const,
};
