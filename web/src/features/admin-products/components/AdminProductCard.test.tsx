import type { Product } from "@contracts";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { TestProviders } from "@/test/TestProviders";
import { DECLARED } from "../lib/foodFixtures";
import { AdminProductCard } from "./AdminProductCard";

const product = (id: string, overrides: Partial<Product> = {}): Product => ({
  _id: id,
  slug: id,
  image: `https://cdn.test/${id}.png`,
  title: `Chocolate ${id}`,
  titleHe: "שוקולד",
  description: "About it",
  descriptionHe: "עליו",
  category: "bars",
  brand: "atelier",
  price: 1250,
  salePrice: 0,
  totalStock: 4,
  averageReview: 0,
  featured: false,
  ...overrides,
});

function renderCards(products: Product[]) {
  fakeApi();
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      {products.map((item) => (
        <AdminProductCard key={item._id} product={item} onEdit={() => {}} onDelete={() => {}} />
      ))}
    </TestProviders>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("AdminProductCard: the declaration's mark (issue 35)", () => {
  it("marks, in words, a product whose declaration is incomplete or was never made, and not a declared one", () => {
    renderCards([product("declared", { ...DECLARED, declared: true }), product("partly", { ...DECLARED, declared: false }), product("old")]);
    expect(within(screen.getByRole("article", { name: "Chocolate declared" })).queryByText("Declaration incomplete")).not.toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Chocolate partly" })).getByText("Declaration incomplete")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Chocolate old" })).getByText("Declaration incomplete")).toBeInTheDocument();
  });

  it("says it in Hebrew", async () => {
    await i18n.changeLanguage("he");
    renderCards([product("old")]);
    expect(screen.getByText("הצהרה חסרה")).toBeInTheDocument();
  });
});
