import type { SortOption } from "@contracts";

/*
 * The query keys one feature fills and another invalidates (the owner's product and banner screens
 * refresh the storefront's caches; placing an order empties the cart), so they live in one place.
 */

/** Product lists carry the language: title sorts follow it. */
export const productKeys = {
  all: ["products"] as const,
  list: (filters: { category: string[]; brand: string[]; sortBy: SortOption; pageSize?: number }, language: string) =>
    ["products", "list", { ...filters, language }] as const,
  detail: (id: string) => ["products", "detail", id] as const,
  /** The product page's read; a product carries both languages, so no language in the key. */
  bySlug: (slug: string) => ["products", "slug", slug] as const,
  search: (keyword: string, language: string) => ["products", "search", keyword, language] as const,
  /**
   * The home page's featured and recommended sections (one read). Under `all`, so a new review (which
   * may reorder the recommendations) refreshes it with the lists; cards carry both languages, so no
   * language in the key.
   */
  home: () => ["products", "home"] as const,
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

/** The signed-in user's server cart. */
export const cartKeys = {
  all: ["cart"] as const,
  user: (userId: string) => ["cart", userId] as const,
};
