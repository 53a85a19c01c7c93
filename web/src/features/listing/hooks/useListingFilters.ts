import { DEFAULT_SORT, type ShopSettings, type SortOption } from "@contracts";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { activeGroups } from "@/shared/catalog";
import { useShopSettings } from "@/shared/settings";
import {
  EMPTY_FILTERS,
  applyFiltersToSearchParams,
  filterCount,
  filtersKeyOf,
  hasFilterParams,
  keepKnown,
  readStoredFilters,
  resolveFilters,
  sameFilters,
  sortAfterCategoryChange,
  storeFilters,
  toggleFilter,
  type FilterKey,
  type ListingFilters,
} from "../lib/filters";

/** The ids the filters may hold: the shop's active categories and brands. */
function knownIds(settings: Pick<ShopSettings, "categories" | "brands">) {
  return { category: activeGroups(settings.categories).map((c) => c.id), brand: activeGroups(settings.brands).map((b) => b.id) };
}

/**
 * The filters a listing address shows: the URL's, or without filter parameters the session's (none
 * on the server), keeping only known ids. The hook below and the server's first render share it.
 */
export function listingFiltersOf(searchParams: URLSearchParams, settings: Pick<ShopSettings, "categories" | "brands">): ListingFilters {
  return keepKnown(resolveFilters(searchParams, readStoredFilters()), knownIds(settings));
}

/**
 * The listing's filters and sort. The filters live in the address bar and in session storage: the
 * URL wins; without filter parameters the session's filters are restored (and put in the URL). The
 * sort resets to the default whenever the category parameter changes (spec 4).
 */
export function useListingFilters() {
  const settings = useShopSettings();
  const [searchParams, setSearchParams] = useSearchParams();

  const categories = useMemo(() => activeGroups(settings.categories), [settings.categories]);
  const brands = useMemo(() => activeGroups(settings.brands), [settings.brands]);
  const filters = listingFiltersOf(searchParams, settings);
  const filtersKey = filtersKeyOf(filters);

  useEffect(() => {
    const current = resolveFilters(searchParams, EMPTY_FILTERS);
    if (!hasFilterParams(searchParams) ? filterCount(filters) > 0 : !sameFilters(current, filters)) {
      setSearchParams(applyFiltersToSearchParams(searchParams, filters), { replace: true });
    }
    storeFilters(filters);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `filters` is a new object every render; filtersKey stands for it
  }, [filtersKey, searchParams]);

  const categoryParam = filters.category.join(",");
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [sortCategory, setSortCategory] = useState(categoryParam);
  if (sortCategory !== categoryParam) {
    setSortCategory(categoryParam);
    setSort(sortAfterCategoryChange(sortCategory, categoryParam, sort));
  }

  const updateFilters = (next: typeof filters) => {
    storeFilters(next);
    setSearchParams(applyFiltersToSearchParams(searchParams, next), { replace: true });
  };

  return {
    categories,
    brands,
    filters,
    /** How many filters are on (the phone's Filters badge). */
    activeCount: filterCount(filters),
    sort,
    setSort,
    toggle: (key: FilterKey, id: string, checked: boolean) => updateFilters(toggleFilter(filters, key, id, checked)),
    clear: () => updateFilters(EMPTY_FILTERS),
  };
}
