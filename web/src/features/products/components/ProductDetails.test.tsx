import type { Product } from "@contracts";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY, sessionFor } from "@/shared/session";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { ProductDetails } from "./ProductDetails";

const swan: Product = {
  _id: "p1",
  slug: "dark-chocolate-swan",
  image: "/swan.svg",
  title: "Dark Chocolate Swan",
  description: "A swan of 70% dark chocolate.",
  category: "chocolate-sculptures",
  brand: "cocoa-atelier",
  price: 5400,
  salePrice: 0,
  totalStock: 0,
  averageReview: 0,
  featured: false,
};

function renderDetails(product: Product, variant: "page" | "dialog", onAddToCart = vi.fn(), signedIn = false) {
  fakeApi();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, signedIn ? sessionFor({ id: "u1", userName: "Noa", email: "noa@chocolate.test", role: "user", emailVerified: true }) : GUEST_SESSION);
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <ProductDetails product={product} onAddToCart={onAddToCart} titleId="t" variant={variant} />
      </MemoryRouter>
    </TestProviders>,
  );
  return onAddToCart;
}

describe("ProductDetails", () => {
  it("heads the page with the title as h1, shows its image eagerly, its price and the invitation to review", () => {
    const onAddToCart = renderDetails({ ...swan, totalStock: 5 }, "page");
    expect(screen.getByRole("heading", { level: 1, name: "Dark Chocolate Swan" })).toHaveAttribute("id", "t");
    const image = screen.getByRole("img", { name: "Dark Chocolate Swan" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByText("A swan of 70% dark chocolate.")).toBeInTheDocument();
    expect(screen.getByText("$54.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to write a review" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: "p1" }));
  });

  it("titles the quick view with an h2 and refuses to add a sold-out product", () => {
    renderDetails(swan, "dialog");
    expect(screen.getByRole("heading", { level: 2, name: "Dark Chocolate Swan" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Out of stock" })).toBeDisabled();
  });

  it("gives a signed-in shopper the review form, its chunk (with zod) loaded in a placeholder of its height", async () => {
    renderDetails({ ...swan, totalStock: 5 }, "page", vi.fn(), true);
    expect(screen.getByTestId("review-form-loading")).toBeInTheDocument();
    expect(await screen.findByTestId("review-form", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId("review-form-loading")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in to write a review" })).not.toBeInTheDocument();
  });
});
