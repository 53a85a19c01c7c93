import { ALLERGENS } from "@contracts";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useCallback, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { createTestQueryClient } from "@/test/queryClient";
import { TestProviders } from "@/test/TestProviders";
import { DECLARED_FOOD } from "../lib/foodFixtures";
import { EMPTY_FOOD_DRAFT } from "../lib/foodForm";
import { EMPTY_PRODUCT_DRAFT, type ProductDraft } from "../lib/productForm";
import { addOption, addValue, setOptionName, setValueLabel } from "../lib/variantForm";
import { ProductFoodSection, type FoodUpdate } from "./ProductFoodSection";
import { ProductVariantsSection } from "./ProductVariantsSection";

/** The section over a draft it changes, as the sheet holds it; `seen` gets each draft drawn. */
function Harness({ start, errors = {}, seen, variants = false }: { start: ProductDraft; errors?: Record<string, string>; seen?: (draft: ProductDraft) => void; variants?: boolean }) {
  const [draft, setDraft] = useState(start);
  const update = useCallback<FoodUpdate>((change) => setDraft(change), []);
  seen?.(draft);
  return variants ? (
    <ProductVariantsSection draft={draft} errors={{}} update={update} currencySymbol="$" foodErrors={errors} updateFood={update} />
  ) : (
    <ProductFoodSection food={draft.food} errors={errors} update={update} />
  );
}

function renderSection(start: Partial<ProductDraft> = {}, props: Omit<Parameters<typeof Harness>[0], "start"> = {}) {
  const drafts: ProductDraft[] = [];
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <Harness start={{ ...EMPTY_PRODUCT_DRAFT, food: { ...EMPTY_FOOD_DRAFT, allergens: {} }, ...start }} seen={(draft) => drafts.push(draft)} {...props} />
    </TestProviders>,
  );
  return { last: () => drafts[drafts.length - 1]! };
}

const section = () => screen.getByRole("region", { name: "What is in it" });
const row = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole("radiogroup", { name });

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("ProductFoodSection: the allergen grid", () => {
  it("has a radio group per allergen, named by it, with contains / may contain / free from, none chosen at first", () => {
    renderSection();
    const grid = within(section()).getByRole("group", { name: "Allergens" });
    const rows = within(grid).getAllByRole("radiogroup");
    expect(rows).toHaveLength(ALLERGENS.length);
    expect(rows.map((group) => group.getAttribute("aria-labelledby") && document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent)).toEqual([
      "Milk",
      "Eggs",
      "Peanuts",
      "Tree nuts",
      "Gluten",
      "Soy",
      "Sesame",
      "Fish",
      "Crustaceans",
      "Molluscs",
      "Celery",
      "Mustard",
      "Lupin",
      "Sulphites",
    ]);
    const milk = row("Milk");
    expect(within(milk).getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual(["Contains", "May contain", "Free from"]);
    // The columns' headings say the same.
    expect(within(grid).getAllByText("May contain")).toHaveLength(1);
    expect(within(milk).getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(within(grid).getByTestId("allergens-unanswered")).toHaveTextContent("14 of 14 not answered yet");
  });

  it("answers a row with a click or the keyboard, and Free from all others answers the rest", async () => {
    const user = userEvent.setup();
    const view = renderSection();
    await user.click(within(row("Milk")).getByRole("radio", { name: "Contains" }));
    await user.click(within(row("Tree nuts")).getByRole("radio", { name: "May contain" }));
    // Arrows move between a row's answers and choose.
    within(row("Soy")).getByRole("radio", { name: "Contains" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(row("Soy")).getByRole("radio", { name: "May contain" })).toBeChecked();
    expect(screen.getByTestId("allergens-unanswered")).toHaveTextContent("11 of 14 not answered yet");

    await user.click(screen.getByRole("button", { name: "Free from all others" }));
    expect(view.last().food.allergens).toMatchObject({ milk: "contains", treeNuts: "mayContain", soy: "mayContain", eggs: "free", sulphites: "free" });
    expect(within(row("Eggs")).getByRole("radio", { name: "Free from" })).toBeChecked();
    expect(within(row("Milk")).getByRole("radio", { name: "Contains" })).toBeChecked();
    expect(screen.getByTestId("allergens-unanswered")).toHaveTextContent("All 14 answered");
    expect(screen.getByRole("button", { name: "Free from all others" })).toBeDisabled();
  });

  it("asks which tree nuts and cereals while they are contained or may be", async () => {
    const user = userEvent.setup();
    const view = renderSection();
    expect(screen.queryByRole("group", { name: "Which tree nuts?" })).not.toBeInTheDocument();
    await user.click(within(row("Tree nuts")).getByRole("radio", { name: "Contains" }));
    const nuts = screen.getByRole("group", { name: "Which tree nuts?" });
    await user.click(within(nuts).getByRole("checkbox", { name: "Hazelnuts" }));
    expect(view.last().food.treeNuts).toEqual(["hazelnuts"]);
    await user.click(within(row("Gluten")).getByRole("radio", { name: "May contain" }));
    expect(within(screen.getByRole("group", { name: "Which cereals?" })).getAllByRole("checkbox")).toHaveLength(5);
    await user.click(within(row("Tree nuts")).getByRole("radio", { name: "Free from" }));
    expect(screen.queryByRole("group", { name: "Which tree nuts?" })).not.toBeInTheDocument();
  });

  it("marks the rows not answered when Save found some, and says which", () => {
    renderSection({ food: { ...EMPTY_FOOD_DRAFT, allergens: { milk: "contains" } } }, { errors: { "food.allergens": "Answer every allergen: 13 are not answered yet (eggs, …)" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Answer every allergen: 13 are not answered yet");
    expect(row("Eggs")).toHaveAttribute("aria-invalid", "true");
    expect(row("Eggs")).toHaveAccessibleDescription("Answer every allergen: 13 are not answered yet (eggs, …)");
    expect(row("Eggs")).toHaveTextContent("Not answered");
    expect(row("Milk")).not.toHaveAttribute("aria-invalid");
    expect(row("Milk")).not.toHaveTextContent("Not answered");
  });
});

describe("ProductFoodSection: kosher, diets and the rest", () => {
  it("says a contradiction with its reason as it arises, and drops it once resolved", async () => {
    const user = userEvent.setup();
    renderSection({ food: DECLARED_FOOD });
    const diets = screen.getByRole("group", { name: "Diets" });
    expect(within(diets).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["Vegan", "Vegetarian", "Gluten-free", "No added sugar"]);
    await user.click(within(diets).getByRole("checkbox", { name: "Vegan" }));
    expect(screen.queryByTestId("diet-contradiction")).not.toBeInTheDocument();
    await user.click(within(row("Milk")).getByRole("radio", { name: "Contains" }));
    expect(screen.getByTestId("diet-contradiction")).toHaveTextContent("Not vegan: it contains milk");
    expect(diets).toHaveAccessibleDescription("Not vegan: it contains milk");
    // Traces of milk do not make it not vegan.
    await user.click(within(row("Milk")).getByRole("radio", { name: "May contain" }));
    expect(screen.queryByTestId("diet-contradiction")).not.toBeInTheDocument();

    // …but they do make it not parve.
    fireEvent.change(screen.getByRole("combobox", { name: "Kosher status" }), { target: { value: "parve" } });
    expect(screen.getByRole("combobox", { name: "Kosher status" })).toHaveAccessibleDescription(/Parve has no milk, not even traces/);
    fireEvent.change(screen.getByRole("combobox", { name: "Kosher status" }), { target: { value: "dairyEquipment" } });
    expect(screen.getByRole("combobox", { name: "Kosher status" })).not.toHaveAccessibleDescription(/milk/);
  });

  it("asks a certifier and Passover only of a kosher product", () => {
    const view = renderSection({ food: DECLARED_FOOD });
    const status = screen.getByRole("combobox", { name: "Kosher status" });
    expect(within(status).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a status", "Not kosher", "Kosher dairy", "Kosher, dairy equipment", "Kosher parve"]);
    expect(screen.queryByRole("textbox", { name: /Kosher certifier/ })).not.toBeInTheDocument();
    fireEvent.change(status, { target: { value: "dairy" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Kosher certifier/ }), { target: { value: "Badatz" } });
    fireEvent.click(screen.getByRole("switch", { name: "Kosher for Passover" }));
    expect(view.last().food).toMatchObject({ kosherStatus: "dairy", certifier: "Badatz", passover: true });
  });

  it("shows the nutrition table's seven values per 100 g with its switch, and the problems Save found at their fields", () => {
    renderSection({ food: DECLARED_FOOD }, { errors: { "food.ingredients": "List the ingredients", "food.nutrition.sugars": "Sugars cannot be more than the carbohydrate" } });
    expect(screen.getByRole("textbox", { name: /^Ingredients/ })).toHaveAccessibleDescription("List the ingredients");
    expect(screen.queryByRole("group", { name: "Nutrition per 100 g" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("switch", { name: "Nutrition table" }));
    const table = screen.getByRole("group", { name: "Nutrition per 100 g" });
    expect(within(table).getAllByRole("spinbutton").map((field) => field.closest(".MuiFormControl-root")?.querySelector("label")?.textContent)).toEqual([
      "Energy (kcal)",
      "Fat (g)",
      "of which saturates (g)",
      "Carbohydrate (g)",
      "of which sugars (g)",
      "Protein (g)",
      "Salt (g)",
    ]);
    expect(within(table).getByRole("spinbutton", { name: "of which sugars (g)" })).toHaveAccessibleDescription("Sugars cannot be more than the carbohydrate");
    expect(screen.getByRole("spinbutton", { name: "Cocoa (%)" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Net weight (g)" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Best before (days)" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Storage" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Hebrew storage (optional)" })).toBeInTheDocument();
  });

  it("speaks Hebrew: the rows, the answers and the count in Hebrew's forms", async () => {
    await i18n.changeLanguage("he");
    renderSection({ food: { ...EMPTY_FOOD_DRAFT, allergens: { milk: "free" } } });
    expect(within(row("חלב")).getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual(["מכיל", "עלול להכיל", "ללא"]);
    expect(screen.getByTestId("allergens-unanswered")).toHaveTextContent("13 מתוך 14 עוד לא נענו");
    expect(screen.getByRole("button", { name: "ללא כל השאר" })).toBeEnabled();
  });
});

/** A product in two cocoas, declared. */
function milkAndDark(): ProductDraft {
  let draft = addOption({ ...EMPTY_PRODUCT_DRAFT, title: "Bar", food: DECLARED_FOOD });
  const option = draft.options[0]!;
  draft = setOptionName(draft, option.id, "name", "Cocoa");
  draft = setValueLabel(draft, option.values[0]!.id, "label", "Dark");
  draft = addValue(draft, option.id);
  return setValueLabel(draft, draft.options[0]!.values[1]!.id, "label", "Milk");
}

describe("ProductVariantsSection: a variant declared differently", () => {
  it("is the product's until switched on; then its own grid starts from the product's answers and is its own", async () => {
    const user = userEvent.setup();
    const view = renderSection(milkAndDark(), { variants: true });
    const list = screen.getByRole("region", { name: "What is in each variant" });
    expect(within(list).getAllByText("Uses the product's declaration")).toHaveLength(2);
    await user.click(within(list).getByRole("switch", { name: "Declare differently: Milk" }));
    const own = within(list).getByRole("group", { name: /^Milk: its own/ });
    expect(within(own).getByRole("textbox", { name: /^Ingredients/ })).toHaveValue(DECLARED_FOOD.ingredients);
    expect(within(row("Milk", own)).getByRole("radio", { name: "Free from" })).toBeChecked();
    await user.click(within(row("Milk", own)).getByRole("radio", { name: "Contains" }));
    const [dark, milk] = view.last().variants;
    expect(dark!.food).toBeUndefined();
    expect(milk!.food!.allergens.milk).toBe("contains");
    expect(view.last().food.allergens.milk).toBe("free");
    expect(within(list).getAllByText("Uses the product's declaration")).toHaveLength(1);

    await user.click(within(list).getByRole("switch", { name: "Declare differently: Milk" }));
    expect(view.last().variants[1]!.food).toBeUndefined();
  });
});
