import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CartLine } from "@/features/cart";
import { i18n } from "@/shared/i18n";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { TestProviders } from "@/test/TestProviders";
import { allergensWith } from "@/shared/food/testing/foodFixtures";
import { CheckoutItems } from "./CheckoutItems";

const LINES: CartLine[] = [
  { lineId: "p-box~BOX9-DARK", productId: "p-box", variantSku: "BOX9-DARK", variantLabel: "Box of 9 · Dark", variantLabelHe: "קופסה של 9 · מריר", title: "Truffle box", titleHe: "קופסת טראפלס", price: 2400, salePrice: 0, quantity: 1 },
  { lineId: "p-box~BOX16-DARK", productId: "p-box", variantSku: "BOX16-DARK", variantLabel: "Box of 16 · Dark", title: "Truffle box", price: 3900, salePrice: 3500, quantity: 2 },
  { lineId: "p2", productId: "p2", title: "Dark bar", price: 1050, salePrice: 0, quantity: 1 },
];

function renderItems() {
  fakeApi();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  render(
    <TestProviders queryClient={queryClient}>
      <CheckoutItems items={LINES} loading={false} />
    </TestProviders>,
  );
}

describe("CheckoutItems", () => {
  it("lists two variants of one product as two lines, each with its variant and its own price", () => {
    renderItems();
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId("line-variant")).toHaveTextContent("Box of 9 · Dark");
    expect(within(rows[1]!).getByTestId("line-variant")).toHaveTextContent("Box of 16 · Dark");
    expect(within(rows[1]!).getByTestId("checkout-line-total")).toHaveTextContent("$70.00");
    expect(within(rows[2]!).queryByTestId("line-variant")).not.toBeInTheDocument();
  });

  it("names the variant in Hebrew", async () => {
    await i18n.changeLanguage("he");
    renderItems();
    expect(screen.getAllByTestId("line-variant")[0]).toHaveTextContent("קופסה של 9 · מריר");
  });
});

describe("CheckoutItems with a filled box", () => {
  it("lists the box's pieces under its title, in the reader's language, and its price with the supplements", async () => {
    const box: CartLine = {
      lineId: "byo~BYO-4~abc",
      productId: "byo",
      variantSku: "BYO-4",
      variantLabel: "Box of 4",
      title: "Build Your Own Box",
      price: 2300,
      salePrice: 0,
      quantity: 2,
      pieces: [
        { productId: "piece-gold", quantity: 2, title: "Gold Leaf Dome", titleHe: "כיפת עלה זהב", supplement: 150 },
        { productId: "piece-vanilla", quantity: 2, title: "Vanilla Snowball", titleHe: "כדור שלג וניל", supplement: 0 },
      ],
    };
    fakeApi();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    const { unmount } = render(
      <TestProviders queryClient={queryClient}>
        <CheckoutItems items={[box]} loading={false} />
      </TestProviders>,
    );
    expect(screen.getByTestId("line-pieces")).toHaveTextContent("2 × Gold Leaf Dome, 2 × Vanilla Snowball");
    expect(screen.getByTestId("checkout-line-total")).toHaveTextContent("$46.00");
    unmount();
    await i18n.changeLanguage("he");
    render(
      <TestProviders queryClient={queryClient}>
        <CheckoutItems items={[box]} loading={false} />
      </TestProviders>,
    );
    expect(screen.getByTestId("line-pieces")).toHaveTextContent("2 × כיפת עלה זהב, 2 × כדור שלג וניל");
  });
});

describe("CheckoutItems' allergen line", () => {
  it("says the allergens of the whole order in one line (a box's with its pieces', as the server added them), in both languages", async () => {
    const lines: CartLine[] = [
      { lineId: "byo~BYO-4~abc", productId: "byo", variantSku: "BYO-4", title: "Build Your Own Box", price: 2300, salePrice: 0, quantity: 1, pieces: [{ productId: "piece-gold", quantity: 4, title: "Gold Leaf Dome", supplement: 150 }], allergens: allergensWith({ milk: "contains", gluten: "mayContain" }), allergenKinds: { gluten: ["wheat", "barley"] } },
      { lineId: "p2", productId: "p2", title: "Dark bar", price: 1050, salePrice: 0, quantity: 1, allergens: allergensWith({ soy: "contains" }) },
    ];
    fakeApi();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    await i18n.changeLanguage("en");
    const { unmount } = render(
      <TestProviders queryClient={queryClient}>
        <CheckoutItems items={lines} loading={false} />
      </TestProviders>,
    );
    expect(screen.getByRole("region", { name: "Allergens" })).toHaveTextContent("Contains milk and soy; may contain wheat and barley");
    unmount();
    await i18n.changeLanguage("he");
    try {
      render(
        <TestProviders queryClient={queryClient}>
          <CheckoutItems items={[...lines, { lineId: "p3", productId: "p3", title: "Old bar", price: 900, salePrice: 0, quantity: 1 }]} loading={false} />
        </TestProviders>,
      );
      expect(screen.getByRole("region", { name: "אלרגנים" })).toHaveTextContent("מכיל חלב וסויה; עלול להכיל חיטה ושעורה; פריט 1 ללא הצהרת אלרגנים מלאה");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
