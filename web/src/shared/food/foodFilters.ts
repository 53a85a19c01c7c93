import { ALLERGENS, DIETS, KOSHER_FILTERS, type Allergen, type Diet, type KosherFilter } from "@contracts";

/**
 * The food filters the listing and search take (issue 35), as the address bar carries them: each a
 * comma-joined list (`?freeFrom=treeNuts,milk&diet=vegan&kosher=parve`), every listed one to hold. The
 * API refuses a value it does not know, so only the contracts' values are ever read or sent.
 */
export const FOOD_FILTER_PARAMS = ["freeFrom", "diet", "kosher"] as const;
export type FoodFilterParam = (typeof FOOD_FILTER_PARAMS)[number];

export interface FoodFilters {
  freeFrom: Allergen[];
  diet: Diet[];
  kosher: KosherFilter[];
}

export const NO_FOOD_FILTERS: FoodFilters = { freeFrom: [], diet: [], kosher: [] };

/** Every value each filter may take (a shared link may name any of them). */
export const FOOD_FILTER_VALUES: { readonly [K in FoodFilterParam]: readonly FoodFilters[K][number][] } = {
  freeFrom: ALLERGENS,
  diet: DIETS,
  kosher: KOSHER_FILTERS,
};

/**
 * The allergens the panels offer, those a chocolate shop's shoppers ask about most (a chosen one
 * outside them is shown too, so it can be unticked).
 */
export const OFFERED_FREE_FROM: readonly Allergen[] = ["treeNuts", "peanuts", "milk", "gluten", "eggs", "soy", "sesame"];

/** The known values of `values` for the filter `key`, each once, in the given order. */
export function knownFoodValues<K extends FoodFilterParam>(key: K, values: readonly string[]): FoodFilters[K] {
  const known = FOOD_FILTER_VALUES[key] as readonly string[];
  return [...new Set(values.filter((value) => known.includes(value)))] as FoodFilters[K];
}

const splitList = (value: string | null | undefined) => (value ?? "").split(",").map((part) => part.trim()).filter(Boolean);

/** `?freeFrom=milk,treeNuts&diet=vegan` → the food filters (unknown values and absent parameters: none). */
export function foodFiltersFromSearchParams(params: URLSearchParams): FoodFilters {
  return {
    freeFrom: knownFoodValues("freeFrom", splitList(params.get("freeFrom"))),
    diet: knownFoodValues("diet", splitList(params.get("diet"))),
    kosher: knownFoodValues("kosher", splitList(params.get("kosher"))),
  };
}

/** Writes the food filters into a copy of `params` (other parameters kept; empty lists removed). */
export function applyFoodFiltersToSearchParams(params: URLSearchParams, filters: FoodFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FOOD_FILTER_PARAMS) {
    if (filters[key].length > 0) next.set(key, filters[key].join(","));
    else next.delete(key);
  }
  return next;
}

/** The API's query for the filters: each list comma-joined, left out when empty. */
export function foodFilterQuery(filters: Partial<FoodFilters>): { freeFrom?: string; diet?: string; kosher?: string } {
  const query: { freeFrom?: string; diet?: string; kosher?: string } = {};
  for (const key of FOOD_FILTER_PARAMS) {
    const values = filters[key];
    if (values && values.length > 0) query[key] = values.join(",");
  }
  return query;
}

/** The filters with absent lists as empty ones (a query key names them the same way on the server and in the browser). */
export function foodFiltersOf(filters: Partial<FoodFilters>): FoodFilters {
  return { freeFrom: filters.freeFrom ?? [], diet: filters.diet ?? [], kosher: filters.kosher ?? [] };
}

export const foodFilterCount = (filters: FoodFilters) => filters.freeFrom.length + filters.diet.length + filters.kosher.length;

/** Ticks or unticks one value (an unknown one changes nothing). */
export function toggleFoodFilter<F extends FoodFilters>(filters: F, key: FoodFilterParam, value: string, checked: boolean): F {
  if (!(FOOD_FILTER_VALUES[key] as readonly string[]).includes(value)) return filters;
  const without = (filters[key] as string[]).filter((chosen) => chosen !== value);
  return { ...filters, [key]: checked ? [...without, value] : without };
}
