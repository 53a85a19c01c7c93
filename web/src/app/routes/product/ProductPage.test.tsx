import { GUEST_CART_STORAGE_KEY, cartLineId, type Product } from "@contracts";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, StaticRouter, useLocation, useNavigationType, type Location } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productBySlugQuery } from "@/features/products";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { TestProviders } from "@/test/TestProviders";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { boxProductFixture, variantProductFixture } from "@/test/shopFixtures";
import { ProductPage } from "./ProductPage";

const BOX = variantProductFixture();

/** The page's query filled (as the server's render does), and the product's reviews: none. */
function queries() {
  fakeApi({ routes: { [`GET /api/shop/review/${BOX._id}`]: () => jsonResponse({ success: true, data: [], nextCursor: null }) } });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  queryClient.setQueryData(productBySlugQuery(BOX.slug).queryKey, BOX);
  return queryClient;
}

let where: { location: Location; type: string } | undefined;
function LocationProbe() {
  where = { location: useLocation(), type: useNavigationType() };
  return null;
}

const page = (
  <Routes>
    <Route path="/shop/product/:slug" element={<ProductPage />} />
  </Routes>
);

function renderAt(path: string) {
  return render(
    <TestProviders queryClient={queries()}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        {page}
      </MemoryRouter>
    </TestProviders>,
  );
}

const checked = (group: string) =>
  within(screen.getByRole("radiogroup", { name: group }))
    .getAllByRole("radio")
    .filter((radio) => radio.getAttribute("aria-checked") === "true")
    .map((radio) => radio.textContent);

describe("the product page of a product sold by variant", () => {
  it("opens with the first variant in stock when the address names none, and leaves the address as it is", () => {
    renderAt("/shop/product/truffle-box");
    expect(checked("Size")).toEqual(["Box of 9"]);
    expect(checked("Cocoa")).toEqual(["Dark"]);
    expect(where?.location.search).toBe("");
  });

  it("opens with the variant the address names (?variant=)", () => {
    renderAt("/shop/product/truffle-box?variant=BOX16-MILK");
    expect(checked("Size")).toEqual(["Box of 16"]);
    expect(checked("Cocoa")).toEqual(["Milk"]);
    expect(screen.getByRole("img", { name: "Truffle box" })).toHaveAttribute("src", "/images/products/box-milk.webp");
  });

  it("puts the chosen variant in the address, replacing the entry and keeping the scroll", () => {
    renderAt("/shop/product/truffle-box?lang=he&variant=BOX9-DARK");
    fireEvent.click(screen.getByRole("radio", { name: "Box of 16" }));
    expect(where?.type).toBe("REPLACE");
    expect(new URLSearchParams(where?.location.search).get("variant")).toBe("BOX16-DARK");
    expect(new URLSearchParams(where?.location.search).get("lang")).toBe("he");
    expect(where?.location.state).toEqual({ keepScroll: true });
    expect(checked("Size")).toEqual(["Box of 16"]);
  });

  it("renders the named variant on the server and hydrates it without a mismatch", async () => {
    const url = "/shop/product/truffle-box?variant=BOX16-DARK";
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <TestProviders queryClient={queries()}>
        <StaticRouter location={url}>{page}</StaticRouter>
      </TestProviders>,
    );
    document.body.append(container);
    const serverRadio = within(container).getByRole("radio", { name: "Box of 16" });
    expect(serverRadio).toHaveAttribute("aria-checked", "true");
    expect(container).toHaveTextContent("$35.00");

    const onRecoverableError = vi.fn();
    // An attribute that differs (aria-checked, src) is only logged by React, never repaired.
    const logged = vi.spyOn(console, "error");
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <TestProviders queryClient={queries()}>
          <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
        </TestProviders>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(logged.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    expect(within(container).getByRole("radio", { name: "Box of 16" })).toBe(serverRadio);
    act(() => root?.unmount());
    container.remove();
  });
});

/** `product`'s page filled as the server's render fills it; its reviews none, its own read answered. */
function queriesOf(product: Product) {
  fakeApi({
    routes: {
      [`GET /api/shop/review/${product._id}`]: () => jsonResponse({ success: true, data: [], nextCursor: null }),
      [`GET /api/shop/products/get/${product._id}`]: () => jsonResponse({ success: true, data: product }),
      [`GET /api/shop/products/by-slug/${product.slug}`]: () => jsonResponse({ success: true, data: product }),
    },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  queryClient.setQueryData(productBySlugQuery(product.slug).queryKey, product);
  return queryClient;
}

describe("the product page of a product with a gallery", () => {
  const SWAN = variantProductFixture({
    _id: "swan",
    slug: "dark-chocolate-swan",
    title: "Dark Chocolate Swan",
    options: undefined,
    variants: undefined,
    image: "/images/swan.webp",
    imageVariants: [{ width: 640, url: "/images/swan-640w.webp" }],
    gallery: [
      { image: "/images/swan.webp", imageVariants: [{ width: 640, url: "/images/swan-640w.webp" }], alt: "Swan" },
      { image: "/images/swan-detail.webp", alt: "Swan, close-up" },
      { image: "/images/swan-side.webp", alt: "" },
    ],
  });

  it("renders its first photo on the server as the page's main image, the others lazy, and hydrates without a mismatch", async () => {
    const url = "/shop/product/dark-chocolate-swan";
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <TestProviders queryClient={queriesOf(SWAN)}>
        <StaticRouter location={url}>{page}</StaticRouter>
      </TestProviders>,
    );
    document.body.append(container);
    const images = [...container.querySelectorAll("img")];
    const main = within(container).getByRole("img", { name: "Swan" });
    expect(main).toHaveAttribute("fetchpriority", "high");
    expect(main).toHaveAttribute("loading", "eager");
    expect(main).toHaveAttribute("src", "/images/swan-640w.webp");
    expect(images.filter((image) => image.getAttribute("fetchpriority") === "high")).toEqual([main]);
    expect(images.filter((image) => image !== main).every((image) => image.getAttribute("loading") === "lazy")).toBe(true);

    const onRecoverableError = vi.fn();
    const logged = vi.spyOn(console, "error");
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <TestProviders queryClient={queriesOf(SWAN)}>
          <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
        </TestProviders>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(logged.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    expect(within(container).getByRole("img", { name: "Swan" })).toBe(main);
    fireEvent.click(within(container).getByRole("button", { name: "Next photo" }));
    expect(within(container).getByRole("img", { name: "Swan, close-up" })).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});

describe("the product page of a build-your-own box", () => {
  it("fills the box and puts it in a guest's cart with its pieces, priced with their supplements", async () => {
    const box = boxProductFixture();
    render(
      <TestProviders queryClient={queriesOf(box)}>
        <MemoryRouter initialEntries={["/shop/product/build-your-own-box?variant=BYO-4"]}>{page}</MemoryRouter>
      </TestProviders>,
    );
    const builder = await screen.findByTestId("box-builder");
    fireEvent.click(within(builder).getByRole("button", { name: "Add Gold Leaf Dome, 20 left" }));
    fireEvent.click(within(builder).getByRole("button", { name: "Add Vanilla Snowball, 65 left" }));
    fireEvent.click(within(builder).getByRole("button", { name: "Add Vanilla Snowball, 64 left" }));
    fireEvent.click(within(builder).getByRole("button", { name: "Add Gold Leaf Dome, 19 left" }));
    fireEvent.click(within(builder).getByRole("button", { name: "Add to cart" }));
    const pieces = [
      { productId: "piece-gold", quantity: 2 },
      { productId: "piece-vanilla", quantity: 2 },
    ];
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? "[]")).toHaveLength(1));
    const [line] = JSON.parse(window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? "[]");
    expect(line).toMatchObject({ productId: "byo", variantSku: "BYO-4", price: 2300, quantity: 1, pieces: [expect.objectContaining({ ...pieces[0], supplement: 150 }), expect.objectContaining(pieces[1])] });
    expect(cartLineId(line.productId, line.variantSku, line.pieces)).toBe(cartLineId("byo", "BYO-4", pieces));
  });
});

afterEach(() => {
  where = undefined;
});
