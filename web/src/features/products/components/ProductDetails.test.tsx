import type { Product } from "@contracts";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, StaticRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY, sessionFor } from "@/shared/session";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { variantProductFixture } from "@/test/shopFixtures";
import { i18n } from "@/shared/i18n";
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

describe("ProductDetails of a product sold by variant", () => {
  it("shows each option as a radio group, the first variant in stock chosen, its price, stock and photo", () => {
    renderDetails(variantProductFixture(), "dialog");
    const size = screen.getByRole("radiogroup", { name: "Size" });
    const cocoa = screen.getByRole("radiogroup", { name: "Cocoa" });
    expect(within(size).getByRole("radio", { name: "Box of 9" })).toHaveAttribute("aria-checked", "true");
    expect(within(cocoa).getByRole("radio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
    // Box of 9 · Milk is sold out: shown, and not choosable.
    expect(within(cocoa).getByRole("radio", { name: "Milk" })).toBeDisabled();
    expect(screen.getByText("$24.00")).toBeInTheDocument();
    expect(screen.getByText("Only 5 items left")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Truffle box" })).toHaveAttribute("src", "/images/products/box.webp");
  });

  it("chooses by click and arrow keys, follows the chosen variant, and adds it by its SKU", () => {
    const onAddToCart = renderDetails(variantProductFixture(), "dialog");
    const size = screen.getByRole("radiogroup", { name: "Size" });
    const cocoa = screen.getByRole("radiogroup", { name: "Cocoa" });
    fireEvent.click(within(size).getByRole("radio", { name: "Box of 16" }));
    expect(within(size).getByRole("radio", { name: "Box of 16" })).toHaveAttribute("aria-checked", "true");
    // Box of 16 · Dark is on sale: the sale price, the regular one struck.
    expect(screen.getByText("$35.00")).toBeInTheDocument();
    expect(screen.getByText("$39.00").tagName).toBe("S");
    expect(within(cocoa).getByRole("radio", { name: "Milk" })).toBeEnabled();

    // One Tab stop per group (the chosen value); the arrow keys move and choose.
    expect(within(cocoa).getByRole("radio", { name: "Dark" })).toHaveAttribute("tabindex", "0");
    expect(within(cocoa).getByRole("radio", { name: "Milk" })).toHaveAttribute("tabindex", "-1");
    fireEvent.keyDown(within(cocoa).getByRole("radio", { name: "Dark" }), { key: "ArrowRight" });
    expect(within(cocoa).getByRole("radio", { name: "Milk" })).toHaveAttribute("aria-checked", "true");
    expect(within(cocoa).getByRole("radio", { name: "Milk" })).toHaveFocus();
    expect(screen.getByRole("img", { name: "Truffle box" })).toHaveAttribute("src", "/images/products/box-milk.webp");
    expect(screen.getByText("$39.00")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: "p-box" }), { variantSku: "BOX16-MILK" });
  });

  it("follows the caller's choice when the caller keeps it (the page's address)", () => {
    fakeApi();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    const onVariantChange = vi.fn();
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <ProductDetails product={variantProductFixture()} onAddToCart={vi.fn()} titleId="t" variant="page" variantSku="BOX16-DARK" onVariantChange={onVariantChange} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByRole("radio", { name: "Box of 16" })).toHaveAttribute("aria-checked", "true");
    fireEvent.click(screen.getByRole("radio", { name: "Milk" }));
    expect(onVariantChange).toHaveBeenCalledWith("BOX16-MILK");
    // Kept by the caller: unchanged until it passes the new SKU.
    expect(screen.getByRole("radio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  });

  it("names the options and values in Hebrew", async () => {
    await i18n.changeLanguage("he");
    try {
      renderDetails(variantProductFixture(), "dialog");
      const size = screen.getByRole("radiogroup", { name: "גודל" });
      expect(within(size).getByRole("radio", { name: "קופסה של 9" })).toHaveAttribute("aria-checked", "true");
      expect(screen.getByRole("radio", { name: "חלב" })).toBeDisabled();
      // Right to left, the left arrow goes on to the next value.
      fireEvent.keyDown(within(size).getByRole("radio", { name: "קופסה של 9" }), { key: "ArrowLeft" });
      expect(within(size).getByRole("radio", { name: "קופסה של 16" })).toHaveAttribute("aria-checked", "true");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("ProductDetails with a gallery", () => {
  const gallery = [
    { image: "/swan.svg", alt: "Swan" },
    { image: "/swan-detail.svg", alt: "Swan, close-up" },
    { image: "/swan-side.svg", alt: "" },
  ];

  it("shows the gallery on the page, its first photo the page's main image", () => {
    renderDetails({ ...swan, totalStock: 5, gallery }, "page");
    expect(screen.getByRole("group", { name: "Photos of Dark Chocolate Swan" })).toBeInTheDocument();
    const image = screen.getByRole("img", { name: "Swan" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByRole("img", { name: "Swan, close-up" })).toHaveAttribute("loading", "lazy");
  });

  it("shows a chosen variant's own photo first, and goes back to it when the choice changes", () => {
    const product = variantProductFixture({ gallery: [{ image: "/images/products/box.webp", alt: "" }, { image: "/images/products/box-open.webp", alt: "The box, open" }] });
    renderDetails(product, "dialog");
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByRole("img", { name: "The box, open" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("radio", { name: "Box of 16" }));
    fireEvent.click(screen.getByRole("radio", { name: "Milk" }));
    expect(screen.getByRole("img", { name: "Truffle box" })).toHaveAttribute("src", "/images/products/box-milk.webp");
    expect(screen.getByRole("button", { name: "Truffle box" })).toHaveAttribute("aria-current", "true");
  });
});

describe("ProductDetails: an automatic promotion's offer (issue 36)", () => {
  const offered: Product = { ...swan, totalStock: 5, offer: { promotionId: "pr-f", name: "Bar Friday", nameHe: "שישי של טבלאות", minSubtotal: 5000, benefit: { type: "percent", percent: 10 } } };

  it("says the offer beside the price, named by its promotion", () => {
    renderDetails(offered, "page");
    const badge = screen.getByTitle("Bar Friday");
    expect(badge).toHaveTextContent("10% off from $50.00 (Bar Friday)");
    // Beside the price, in the same row.
    expect(badge.parentElement).toHaveTextContent("$54.00");
  });

  it("renders it on the server as in the browser, and hydrates without a mismatch", async () => {
    fakeApi();
    const tree = (queryClient: ReturnType<typeof createTestQueryClient>, router: "server" | "browser") => {
      const details = <ProductDetails product={offered} onAddToCart={vi.fn()} titleId="t" variant="page" />;
      return <TestProviders queryClient={queryClient}>{router === "server" ? <StaticRouter location="/shop/product/dark-chocolate-swan">{details}</StaticRouter> : <MemoryRouter initialEntries={["/shop/product/dark-chocolate-swan"]}>{details}</MemoryRouter>}</TestProviders>;
    };
    const client = () => {
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
      return queryClient;
    };
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree(client(), "server"));
    document.body.append(container);
    const serverBadge = within(container).getByTitle("Bar Friday");
    expect(serverBadge).toHaveTextContent("10% off from $50.00");

    const onRecoverableError = vi.fn();
    const logged = vi.spyOn(console, "error");
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(client(), "browser"), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(logged.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    expect(within(container).getByTitle("Bar Friday")).toBe(serverBadge);
    act(() => root?.unmount());
    container.remove();
    logged.mockRestore();
  });
});
