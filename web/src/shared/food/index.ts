// The words of food declarations. The storefront's own pieces are imported by their modules
// (`@/shared/food/CartAllergens`, `FoodFilterGroups`, `foodFilters`), so a page that takes one of them
// is not tied to the others' chunks.
export { allergenLineText, allergenWordText, joined } from "./allergenLineText";
