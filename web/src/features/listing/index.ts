export { CatalogTiles } from "./components/CatalogTiles";
export { FilterPanel } from "./components/FilterPanel";
export { SortMenu } from "./components/SortMenu";
export { listingFiltersOf, useListingFilters } from "./hooks/useListingFilters";
export type { FilterKey, ListingFilters } from "./lib/filters";
