import type { Product } from "@contracts";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { variantProductFixture } from "@/test/shopFixtures";
import { allergensWith, declaredPraline } from "@/shared/food/testing/foodFixtures";
import { i18n } from "@/shared/i18n";
import { ProductDetails } from "./ProductDetails";
import { ProductFood } from "./ProductFood";

function renderFood(product: Product, variant?: Product["variants"] extends (infer V)[] | undefined ? V : never) {
  fakeApi();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <ProductFood product={product} variant={variant} />
      </MemoryRouter>
    </TestProviders>,
  );
  return screen.getByTestId("product-food");
}

/** The `dd` of the `dt` named `term`. */
function valueOf(section: HTMLElement, term: string): HTMLElement {
  const dt = within(section).getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the product page's food section", () => {
  it("says what is in it in English: ingredients, allergens (contained ones in bold, nuts by kind), kosher, diets, cocoa, weight, storage and best before", () => {
    const section = renderFood(declaredPraline());
    expect(within(section).getByRole("heading", { level: 2, name: "What's in it" })).toBeInTheDocument();
    expect(valueOf(section, "Ingredients")).toHaveTextContent("Sugar, hazelnuts (30%), cocoa butter, whole milk powder, cocoa mass.");
    const allergens = valueOf(section, "Allergens");
    expect(within(allergens).getByTestId("food-contains")).toHaveTextContent("Contains milk and hazelnuts");
    expect(within(allergens).getByText("milk and hazelnuts").tagName).toBe("STRONG");
    expect(within(allergens).getByTestId("food-may-contain")).toHaveTextContent("May contain peanuts and soy");
    expect(valueOf(section, "Kosher")).toHaveTextContent("Kosher dairy · certified by Rabbinate of Tel AvivKosher for Passover");
    // Free from gluten: gluten-free follows.
    expect(valueOf(section, "Diet")).toHaveTextContent("Vegetarian, Gluten-free");
    expect(valueOf(section, "Cocoa")).toHaveTextContent("34%");
    expect(valueOf(section, "Net weight")).toHaveTextContent("150 g");
    expect(valueOf(section, "Storage")).toHaveTextContent("Keep cool and dry.");
    expect(valueOf(section, "Best before")).toHaveTextContent("Best within 21 days of making");
    expect(screen.queryByTestId("food-undeclared")).not.toBeInTheDocument();
  });

  it("gives the nutrition per 100 g as a table named by its caption, with column and row headers", () => {
    renderFood(declaredPraline());
    const table = screen.getByRole("table", { name: "Nutrition information per 100 g" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Nutrient", "Per 100 g"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent?.replace(/\u00a0/g, " ")]);
    expect(rows).toEqual([
      ["Energy", "2,301 kJ / 550 kcal"],
      ["Fat", "36.5 g"],
      ["of which saturates", "15 g"],
      ["Carbohydrate", "48 g"],
      ["of which sugars", "45.2 g"],
      ["Protein", "7.1 g"],
      ["Salt", "0.12 g"],
    ]);
  });

  it("speaks Hebrew: the Hebrew texts and certifier, the Hebrew plural, and numbers kept left to right", async () => {
    await i18n.changeLanguage("he");
    const section = renderFood(declaredPraline({ bestBeforeDays: 2 }));
    expect(within(section).getByRole("heading", { level: 2, name: "מה יש בפנים" })).toBeInTheDocument();
    expect(valueOf(section, "רכיבים")).toHaveTextContent("סוכר, אגוזי לוז (30%), חמאת קקאו, אבקת חלב מלא, עיסת קקאו.");
    expect(within(valueOf(section, "אלרגנים")).getByTestId("food-contains")).toHaveTextContent("מכיל חלב ואגוזי לוז");
    expect(valueOf(section, "כשרות")).toHaveTextContent("כשר חלבי · בהשגחת רבנות תל אביבכשר לפסח");
    expect(valueOf(section, "תוקף")).toHaveTextContent("מומלץ לצרוך תוך 2 ימים מיום ההכנה");
    const cocoa = valueOf(section, "אחוז קקאו").querySelector("bdi");
    expect(cocoa).toHaveAttribute("dir", "ltr");
    expect(cocoa).toHaveTextContent("34%");
    const table = screen.getByRole("table", { name: "ערכים תזונתיים ב־100 גרם" });
    const fat = within(table).getByRole("rowheader", { name: "שומנים" }).nextElementSibling as HTMLElement;
    expect(fat.textContent?.replace(/\u00a0/g, " ")).toBe("36.5 גרם");
    expect(fat.querySelector("bdi")).toHaveAttribute("dir", "ltr");
  });

  it("falls back to the English texts and certifier in Hebrew, marking the English text as such", async () => {
    await i18n.changeLanguage("he");
    const section = renderFood(declaredPraline({ ingredientsHe: " ", storageHe: undefined, kosher: { status: "parve", certifier: "OU", passover: false }, allergens: allergensWith(), allergenKinds: undefined }));
    const ingredients = within(valueOf(section, "רכיבים")).getByText("Sugar, hazelnuts (30%), cocoa butter, whole milk powder, cocoa mass.");
    expect(ingredients).toHaveAttribute("lang", "en");
    expect(valueOf(section, "כשרות")).toHaveTextContent("כשר פרווה · בהשגחת OU");
    expect(valueOf(section, "כשרות")).not.toHaveTextContent("כשר לפסח");
    expect(valueOf(section, "אלרגנים")).toHaveTextContent("ללא אף אחד מ־14 האלרגנים העיקריים");
  });

  it("says plainly to ask before buying when the product is not fully declared, and claims no allergens", () => {
    const section = renderFood(declaredPraline({ declared: false, allergens: undefined, allergenKinds: undefined, nutrition: undefined }));
    expect(within(section).getByTestId("food-undeclared")).toHaveTextContent("Ask us about allergens before buying");
    expect(within(section).queryByText("Allergens", { selector: "dt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    // A product stored before the declaration existed says only that.
    const bare = declaredPraline();
    for (const key of ["ingredients", "ingredientsHe", "allergens", "allergenKinds", "kosher", "diets", "cocoaPercent", "netWeight", "storage", "storageHe", "bestBeforeDays", "nutrition", "declared"] as const) delete bare[key];
    document.body.innerHTML = "";
    const old = renderFood(bare);
    expect(within(old).getByTestId("food-undeclared")).toBeInTheDocument();
    expect(old.querySelectorAll("dt")).toHaveLength(0);
  });

  it("follows the chosen variant's own declaration over the product's", () => {
    const product = variantProductFixture({
      ...declaredPraline({ _id: "p-box", slug: "truffle-box", title: "Truffle box", titleHe: "קופסת טראפלס" }),
      options: variantProductFixture().options,
      variants: variantProductFixture().variants?.map((variant) =>
        variant.sku.endsWith("DARK")
          ? { ...variant, food: { ingredients: "Cocoa mass, sugar.", allergens: allergensWith({ milk: "mayContain" }), kosher: { status: "dairyEquipment", certifier: "OU", passover: false }, diets: ["vegan"], cocoaPercent: 70 } }
          : variant,
      ),
    });
    const dark = product.variants?.[0];
    const section = renderFood(product, dark);
    expect(valueOf(section, "Ingredients")).toHaveTextContent("Cocoa mass, sugar.");
    expect(valueOf(section, "Allergens")).toHaveTextContent("May contain milk");
    expect(within(section).queryByTestId("food-contains")).not.toBeInTheDocument();
    expect(valueOf(section, "Kosher")).toHaveTextContent("Kosher, dairy equipment · certified by OU");
    expect(valueOf(section, "Diet")).toHaveTextContent("Vegan, Vegetarian, Gluten-free");
    expect(valueOf(section, "Cocoa")).toHaveTextContent("70%");
  });
});

describe("the food section on a product's details", () => {
  it("shows the chosen variant's declaration on the page, under an h2", () => {
    fakeApi();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    const product = variantProductFixture({
      ...declaredPraline({ _id: "p-box", slug: "truffle-box" }),
      options: variantProductFixture().options,
      variants: variantProductFixture().variants?.map((variant) => (variant.sku === "BOX16-MILK" ? { ...variant, food: { cocoaPercent: 41 } } : { ...variant, food: { cocoaPercent: 70 } })),
    });
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <ProductDetails product={product} onAddToCart={() => {}} titleId="t" variant="page" variantSku="BOX16-MILK" onVariantChange={() => {}} />
        </MemoryRouter>
      </TestProviders>,
    );
    const section = screen.getByTestId("product-food");
    expect(within(section).getByRole("heading", { level: 2, name: "What's in it" })).toBeInTheDocument();
    expect(valueOf(section, "Cocoa")).toHaveTextContent("41%");
  });
});
