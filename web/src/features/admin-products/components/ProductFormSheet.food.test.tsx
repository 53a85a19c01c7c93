import { DEFAULT_SHOP_SETTINGS, type Product, type ShopSettings } from "@contracts";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { TestProviders } from "@/test/TestProviders";
import { ProductFormSheet } from "./ProductFormSheet";

/**
 * The sheet's food section end to end, without the products page around it (the page's own test is
 * slow): what Save says of a product stored before the declaration, a contradiction held back, and
 * the server's food problems at their fields. Queries go by label and text (role queries over this
 * form are slow in jsdom); the names they stand for are checked by role in ProductFoodSection.test.
 */

const SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  categories: [{ id: "bars", label: "Bars", translationKey: "catalog.bars", icon: "ShirtIcon", isActive: true, sortOrder: 0 }],
  brands: [{ id: "atelier", label: "Atelier", translationKey: "catalog.atelier", icon: "ShirtIcon", isActive: true, sortOrder: 0 }],
};

/** Stored before the declaration existed: no ingredients, no allergens, no kosher status. */
const OLD: Product = {
  _id: "p1",
  slug: "p1",
  image: "https://cdn.test/p1.png",
  title: "Dark bar",
  description: "70% single origin.",
  category: "bars",
  brand: "atelier",
  price: 1250,
  salePrice: 0,
  totalStock: 7,
  averageReview: 0,
  featured: false,
  declared: false,
};
const EDIT = `PUT /api/admin/products/edit/${OLD._id}`;

function renderSheet(answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  fakeApi({
    user: ADMIN,
    settings: SETTINGS,
    routes: {
      [EDIT]: ({ body }) => {
        sent.push(body);
        return answer(body);
      },
    },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(["settings", "public"], SETTINGS);
  render(
    <TestProviders queryClient={queryClient}>
      <ProductFormSheet open product={OLD} formKey={1} onClose={() => {}} />
    </TestProviders>,
  );
  return { sent, sheet: screen.getByRole("dialog", { name: "Edit product" }) };
}

const field = (sheet: HTMLElement, label: RegExp, selector = "input") => within(sheet).getByLabelText(label, { selector });
const ingredients = (sheet: HTMLElement) => field(sheet, /^Ingredients(?! \()/, "textarea");
const kosher = (sheet: HTMLElement) => field(sheet, /^Kosher status/, "select");
const save = (sheet: HTMLElement) => fireEvent.click(within(sheet).getByText("Save changes", { selector: "button" }));
const radio = (sheet: HTMLElement, allergen: string, answer: string) => {
  const row = [...sheet.querySelectorAll<HTMLElement>("[role=radiogroup]")].find((group) => document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent === allergen)!;
  return row.querySelector<HTMLInputElement>(`input[aria-label="${answer}"]`)!;
};

afterEach(() => vi.unstubAllGlobals());

describe("ProductFormSheet: what is in it (issue 35)", () => {
  it("opens a product without a declaration unanswered, and Save says what is missing at each field, sending nothing", async () => {
    const { sent, sheet } = renderSheet(() => jsonResponse({ success: true, data: OLD }));
    expect(within(sheet).getByTestId("allergens-unanswered")).toHaveTextContent("14 of 14 not answered yet");
    // Save can be pressed: it is Save that tells the owner.
    save(sheet);
    expect(ingredients(sheet)).toHaveAccessibleDescription("List the ingredients");
    expect(within(sheet).getByTestId("allergen-grid")).toHaveTextContent(
      "Answer every allergen: 14 are not answered yet (milk, eggs, peanuts, tree nuts, gluten, soy, sesame, fish, crustaceans, molluscs, celery, mustard, lupin, and sulphites)",
    );
    expect(kosher(sheet)).toHaveAccessibleDescription("Choose the kosher status");
    // Said by the buttons too: the section is far above them.
    expect(within(sheet).getByTestId("food-attention")).toHaveTextContent("What is in it needs attention: see the fields marked above.");
    expect(sent).toEqual([]);

    // Answering clears each problem as it goes.
    fireEvent.change(ingredients(sheet), { target: { value: "Cocoa mass, sugar, cocoa butter." } });
    expect(ingredients(sheet)).not.toHaveAccessibleDescription("List the ingredients");
    fireEvent.click(radio(sheet, "Milk", "May contain"));
    expect(within(within(sheet).getByTestId("allergen-grid")).queryByRole("alert")).not.toBeInTheDocument();
    save(sheet);
    expect(within(sheet).getByTestId("allergen-grid")).toHaveTextContent("Answer every allergen: 13 are not answered yet (eggs,");
    fireEvent.click(within(sheet).getByText("Free from all others", { selector: "button" }));

    // Parve with traces of milk: refused here, at the status, with its reason.
    fireEvent.change(kosher(sheet), { target: { value: "parve" } });
    fireEvent.change(field(sheet, /^Kosher certifier/), { target: { value: "Badatz" } });
    expect(kosher(sheet)).toHaveAccessibleDescription(/^Parve has no milk, not even traces/);
    save(sheet);
    expect(sent).toEqual([]);
    fireEvent.change(kosher(sheet), { target: { value: "dairyEquipment" } });
    save(sheet);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      ingredients: "Cocoa mass, sugar, cocoa butter.",
      allergens: { milk: "mayContain", eggs: "free", sulphites: "free" },
      kosher: { status: "dairyEquipment", certifier: "Badatz", passover: false },
      diets: [],
    });
  });

  it("shows the server's food problems at their fields", async () => {
    const { sent, sheet } = renderSheet(() =>
      jsonResponse(
        {
          success: false,
          code: "request.validation",
          message: "Please correct the highlighted fields and try again.",
          errors: { diets: "A product that contains milk, eggs, fish or shellfish cannot be vegan.", "kosher.certifier": "The certifier must be at most 80 characters.", cocoaPercent: "Cocoa must be a whole percentage from 0 to 100." },
        },
        400,
      ),
    );
    fireEvent.change(ingredients(sheet), { target: { value: "Cocoa mass." } });
    fireEvent.click(within(sheet).getByText("Free from all others", { selector: "button" }));
    fireEvent.change(kosher(sheet), { target: { value: "dairy" } });
    fireEvent.change(field(sheet, /^Kosher certifier/), { target: { value: "Badatz" } });
    save(sheet);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(sheet).findByTestId("diet-contradiction")).toHaveTextContent("A product that contains milk, eggs, fish or shellfish cannot be vegan.");
    expect(field(sheet, /^Kosher certifier/)).toHaveAccessibleDescription("The certifier must be at most 80 characters.");
    expect(field(sheet, /^Cocoa/)).toHaveAccessibleDescription("Cocoa must be a whole percentage from 0 to 100.");
  });
});
