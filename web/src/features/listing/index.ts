export { CatalogTiles } from "./components/CatalogTiles";
export { FilterPanel } from "./components/FilterPanel";
export { SortMenu } from "./components/SortMenu";
export {
  EMPTY_FILTERS,
  applyFiltersToSearchParams,
  filterCount,
  hasFilterParams,
  keepKnown,
  readStoredFilters,
  resolveFilters,
  sameFilters,
  sortAfterCategoryChange,
  storeFilters,
  toggleFilter,
} from "./lib/filters";
export type { FilterKey, ListingFilters } from "./lib/filters";
