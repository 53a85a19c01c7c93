import { DEFAULT_SORT, SORT_OPTIONS, type SortOption } from "@contracts";
import { FOOD_FILTER_PARAMS, NO_FOOD_FILTERS, foodFilterCount, knownFoodValues, toggleFoodFilter, type FoodFilters } from "@/shared/food/foodFilters";

/**
 * The listing filters: category and brand ids, and the food filters (free from, kosher, diet; issue
 * 35), all kept in session storage and in the URL (spec 3) alike.
 */
export interface ListingFilters extends FoodFilters {
  category: string[];
  brand: string[];
}

export const FILTER_KEYS = ["category", "brand", ...FOOD_FILTER_PARAMS] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Session storage key the filters are saved under. */
export const FILTERS_STORAGE_KEY = "filters";

export const EMPTY_FILTERS: ListingFilters = { category: [], brand: [], ...NO_FOOD_FILTERS };

const splitList = (value: string | null | undefined) =>
  [...new Set((value ?? "").split(",").map((part) => part.trim()).filter(Boolean))];

/**
 * `?category=a,b&brand=c&freeFrom=milk` → filters. Absent parameters are empty lists; values are kept
 * as written (keepKnown drops the unknown ones, and the address bar is then put right).
 */
export function filtersFromSearchParams(params: URLSearchParams): ListingFilters {
  return {
    category: splitList(params.get("category")),
    brand: splitList(params.get("brand")),
    freeFrom: splitList(params.get("freeFrom")) as ListingFilters["freeFrom"],
    diet: splitList(params.get("diet")) as ListingFilters["diet"],
    kosher: splitList(params.get("kosher")) as ListingFilters["kosher"],
  };
}

/** Whether the address bar carries any filter parameter at all. */
export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => params.has(key));
}

/** Writes the filters into a copy of `params` (other parameters kept; empty lists removed). */
export function applyFiltersToSearchParams(params: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    if (filters[key].length > 0) next.set(key, filters[key].join(","));
    else next.delete(key);
  }
  return next;
}

export function serializeFilters(filters: ListingFilters): string {
  return JSON.stringify(Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key]])));
}

/** Parses what session storage holds; anything malformed reads as no filters. */
export function parseStoredFilters(raw: string | null | undefined): ListingFilters {
  if (!raw) return { ...EMPTY_FILTERS };
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const list = (entry: unknown) =>
      Array.isArray(entry) ? [...new Set(entry.filter((id): id is string => typeof id === "string" && id.trim() !== ""))] : [];
    return {
      category: list(value?.category),
      brand: list(value?.brand),
      freeFrom: knownFoodValues("freeFrom", list(value?.freeFrom)),
      diet: knownFoodValues("diet", list(value?.diet)),
      kosher: knownFoodValues("kosher", list(value?.kosher)),
    };
  } catch {
    return { ...EMPTY_FILTERS };
  }
}

export function readStoredFilters(storage: Pick<Storage, "getItem"> | undefined = safeSessionStorage()): ListingFilters {
  try {
    return parseStoredFilters(storage?.getItem(FILTERS_STORAGE_KEY));
  } catch {
    return { ...EMPTY_FILTERS };
  }
}

export function storeFilters(filters: ListingFilters, storage: Pick<Storage, "setItem"> | undefined = safeSessionStorage()) {
  try {
    storage?.setItem(FILTERS_STORAGE_KEY, serializeFilters(filters));
  } catch {
    // Private mode or a full quota: the URL still carries the filters.
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Which filters the listing shows on arrival: the address bar wins when it names any filter (a shared
 * link); otherwise the ones saved in session storage are restored.
 */
export function resolveFilters(params: URLSearchParams, stored: ListingFilters): ListingFilters {
  return hasFilterParams(params) ? filtersFromSearchParams(params) : stored;
}

/**
 * Drops ids the shop does not offer (inactive or unknown) and food filters the API does not know,
 * keeping the given order of the known ones.
 */
export function keepKnown(filters: ListingFilters, known: { category: readonly string[]; brand: readonly string[] }): ListingFilters {
  return {
    category: filters.category.filter((id) => known.category.includes(id)),
    brand: filters.brand.filter((id) => known.brand.includes(id)),
    freeFrom: knownFoodValues("freeFrom", filters.freeFrom),
    diet: knownFoodValues("diet", filters.diet),
    kosher: knownFoodValues("kosher", filters.kosher),
  };
}

/** Ticks or unticks one id (a food filter: one of its known values). */
export function toggleFilter(filters: ListingFilters, key: FilterKey, id: string, checked: boolean): ListingFilters {
  if (key !== "category" && key !== "brand") return toggleFoodFilter(filters, key, id, checked);
  const without = filters[key].filter((value) => value !== id);
  return { ...filters, [key]: checked ? [...without, id] : without };
}

/** The filters as one text, each key's list in order (equal texts: the same filters). */
export const filtersKeyOf = (filters: ListingFilters) => FILTER_KEYS.map((key) => filters[key].join(",")).join("|");

export const sameFilters = (a: ListingFilters, b: ListingFilters) => filtersKeyOf(a) === filtersKeyOf(b);

export const filterCount = (filters: ListingFilters) => filters.category.length + filters.brand.length + foodFilterCount(filters);

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === "string" && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Spec 4: the sort goes back to the default whenever the category parameter changes. */
export function sortAfterCategoryChange(previousCategory: string | null, nextCategory: string | null, sort: SortOption): SortOption {
  return (previousCategory ?? "") === (nextCategory ?? "") ? sort : DEFAULT_SORT;
}

/** A link that opens the listing filtered by one category or brand. */
export function listingHref(base: string, key: FilterKey, id: string): string {
  return `${base}?${new URLSearchParams({ [key]: id }).toString()}`;
}
