import type { TFunction } from "i18next";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FilterCheckboxGroup, type FilterChoice } from "@/shared/catalog/FilterCheckboxGroup";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { FOOD_FILTER_VALUES, OFFERED_FREE_FROM, type FoodFilterParam, type FoodFilters } from "./foodFilters";

/** "tree nuts" → "Tree nuts": an allergen's word as a choice's label. */
const capitalized = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The choices of one food filter in the reader's language: the offered ones, and any chosen beyond them. */
export function foodFilterChoices(t: TFunction, language: string, key: FoodFilterParam, selected: readonly string[]): FilterChoice[] {
  const offered: readonly string[] = key === "freeFrom" ? OFFERED_FREE_FROM : FOOD_FILTER_VALUES[key];
  const shown = [...offered, ...selected.filter((value) => !offered.includes(value))];
  return shown.map((value) => ({
    value,
    label: key === "freeFrom" ? capitalized(t(`food.allergen.${value}`), language) : key === "diet" ? t(`food.diet.${value}`) : t(`food.filter.kosherChoice.${value}`),
  }));
}

/**
 * The listing's and search's food filters: "Free from" (nuts, peanuts, milk, gluten…), "Kosher"
 * (certified, parve, for Passover) and "Diet" (vegan, vegetarian, gluten-free, no added sugar), each a
 * group of checkboxes. `separator` goes between the groups (the listing's panel puts dividers there).
 */
export function FoodFilterGroups({
  filters,
  onToggle,
  row = false,
  separator,
}: {
  filters: FoodFilters;
  onToggle: (key: FoodFilterParam, value: string, checked: boolean) => void;
  row?: boolean;
  separator?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groups: { key: FoodFilterParam; title: string }[] = [
    { key: "freeFrom", title: t("food.filter.freeFrom") },
    { key: "kosher", title: t("food.filter.kosher") },
    { key: "diet", title: t("food.filter.diet") },
  ];
  return groups.map(({ key, title }, index) => (
    <Fragment key={key}>
      {index > 0 && separator}
      <FilterCheckboxGroup
        title={title}
        choices={foodFilterChoices(t, language, key, filters[key])}
        selected={filters[key]}
        onToggle={(value, checked) => onToggle(key, value, checked)}
        row={row}
      />
    </Fragment>
  ));
}
