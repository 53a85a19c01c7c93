export { allergenLineText, allergenWordText, joined } from "./allergenLineText";
export { CartAllergens } from "./CartAllergens";
export type { LineAllergens } from "./CartAllergens";
export { FoodFilterGroups, foodFilterChoices } from "./FoodFilterGroups";
export {
  FOOD_FILTER_PARAMS,
  FOOD_FILTER_VALUES,
  NO_FOOD_FILTERS,
  OFFERED_FREE_FROM,
  applyFoodFiltersToSearchParams,
  foodFilterCount,
  foodFilterQuery,
  foodFiltersFromSearchParams,
  foodFiltersOf,
  knownFoodValues,
  toggleFoodFilter,
} from "./foodFilters";
export type { FoodFilterParam, FoodFilters } from "./foodFilters";
