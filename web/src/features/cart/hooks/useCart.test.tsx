import { GUEST_CART_STORAGE_KEY, cartLineId, type Cart, type Product } from "@contracts";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY, sessionFor } from "@/shared/session";
import { toastStore } from "@/shared/toast";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { readGuestCart } from "../lib/guestCart";
import { useAddToCart, useCart, useRemoveCartItem, useUpdateCartItem } from "./useCart";
import { createTestQueryClient } from "@/test/queryClient";
import { boxProductFixture, variantProductFixture } from "@/test/shopFixtures";
import { allergensWith, declaredPraline } from "@/shared/food/testing/foodFixtures";

const PRODUCT: Product = {
  _id: "p1",
  slug: "p1",
  image: "https://img.test/p1.jpg",
  title: "Hazelnut praline",
  titleHe: "פרלין אגוזי לוז",
  description: "",
  category: "pralines",
  brand: "atelier",
  price: 1200,
  salePrice: 900,
  totalStock: 3,
  averageReview: 0,
  featured: false,
};

function setup(signedIn: boolean) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, signedIn ? sessionFor(SHOPPER) : GUEST_SESSION);
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>;
  return { queryClient, wrapper };
}

const useAll = () => ({ cart: useCart(), ...useAddToCart(), ...useUpdateCartItem(), ...useRemoveCartItem() });
const toastNow = () => toastStore.getSnapshot();
const cartOf = (items: Cart["items"]): Cart => ({ _id: "c1", userId: SHOPPER.id, items });

describe("guest cart hooks", () => {
  it("adds with the product's details, merges a second add, and refuses beyond the stock", async () => {
    fakeApi({ routes: { "GET /api/shop/products/get/p1": () => jsonResponse({ success: true, data: PRODUCT }) } });
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });

    await act(() => result.current.addToCart(PRODUCT));
    expect(toastNow()).toMatchObject({ title: "Product is added to cart", variant: "default" });
    expect(result.current.cart.isGuest).toBe(true);
    expect(result.current.cart.items).toEqual([
      expect.objectContaining({ productId: "p1", quantity: 1, title: "Hazelnut praline", price: 1200, salePrice: 900, totalStock: 3 }),
    ]);

    await act(() => result.current.addToCart(PRODUCT));
    await act(() => result.current.addToCart(PRODUCT));
    expect(readGuestCart()[0]?.quantity).toBe(3);

    let added = true;
    await act(async () => {
      added = await result.current.addToCart(PRODUCT);
    });
    expect(added).toBe(false);
    expect(toastNow()).toMatchObject({ title: "Only 3 quantity can be added for this item", variant: "destructive" });
    expect(readGuestCart()[0]?.quantity).toBe(3);
  });

  it("stores only id, quantity and time when the product details cannot be fetched", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({ routes: { "GET /api/shop/products/get/p1": () => jsonResponse({ success: false, message: "down" }, 500) } });
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });
    await act(() => result.current.addToCart(PRODUCT));
    const stored = JSON.parse(window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? "[]");
    expect(stored).toEqual([{ productId: "p1", quantity: 1, addedAt: expect.any(String) }]);
    expect(logged).toHaveBeenCalled();
  });

  it("steps a guest line within the stock and removes it", async () => {
    fakeApi();
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([{ productId: "p1", quantity: 2, addedAt: "x", totalStock: 2 }]));
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });
    const line = result.current.cart.items[0]!;

    await act(() => result.current.updateQuantity(line, 3));
    expect(toastNow()).toMatchObject({ title: "only 2 quantity can be added", variant: "destructive" });
    expect(readGuestCart()[0]?.quantity).toBe(2);

    await act(() => result.current.updateQuantity(line, 1));
    expect(toastNow()?.title).toBe("Cart item is updated successfully");
    expect(result.current.cart.items[0]?.quantity).toBe(1);

    await act(() => result.current.removeItem("p1"));
    expect(toastNow()?.title).toBe("Cart item is deleted successfully");
    expect(result.current.cart.items).toEqual([]);
  });
});

describe("server cart hooks", () => {
  const line = { lineId: "p1", productId: "p1", title: "Hazelnut praline", image: "", price: 1200, salePrice: 900, quantity: 1, totalStock: 3 };

  it("loads the cart, adds through the API and shows the server's stock refusal", async () => {
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: cartOf([line]) }),
        "POST /api/shop/cart/add": ({ body }) =>
          (body as { quantity: number }).quantity > 1
            ? jsonResponse({ success: false, code: "cart.stockLimit", params: { count: 3 }, message: "only 3 quantity can be added" }, 400)
            : jsonResponse({ success: true, data: cartOf([{ ...line, quantity: 2 }]) }),
      },
    });
    const { wrapper } = setup(true);
    const { result } = renderHook(useAll, { wrapper });
    await waitFor(() => expect(result.current.cart.items).toHaveLength(1));
    expect(result.current.cart.isGuest).toBe(false);

    await act(() => result.current.addToCart(PRODUCT));
    expect(toastNow()?.title).toBe("Product is added to cart");
    expect(result.current.cart.items[0]?.quantity).toBe(2);
    const addCall = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith("/shop/cart/add") && init?.method === "POST");
    expect(JSON.parse(String(addCall?.[1]?.body))).toEqual({ userId: SHOPPER.id, productId: "p1", quantity: 1 });

    await act(() => result.current.addToCart({ ...PRODUCT, totalStock: 10 }, { quantity: 2 }));
    expect(toastNow()).toMatchObject({ title: "only 3 quantity can be added", variant: "destructive" });
  });

  it("shows an empty cart when the load fails, and 'Failed to remove item' when removal fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      user: SHOPPER,
      routes: {
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: false, message: "boom" }, 500),
        [`DELETE /api/shop/cart/${SHOPPER.id}/p1`]: () => jsonResponse({ success: false, message: "boom" }, 500),
      },
    });
    const { wrapper } = setup(true);
    const { result } = renderHook(useAll, { wrapper });
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false));
    expect(result.current.cart.items).toEqual([]);
    await act(() => result.current.removeItem("p1"));
    expect(toastNow()).toMatchObject({ title: "Failed to remove item", variant: "destructive" });
  });

  it("updates and removes through the API", async () => {
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: cartOf([line]) }),
        "PUT /api/shop/cart/update-cart": () => jsonResponse({ success: true, data: cartOf([{ ...line, quantity: 2 }]) }),
        [`DELETE /api/shop/cart/${SHOPPER.id}/p1`]: () => jsonResponse({ success: true, data: cartOf([]) }),
      },
    });
    const { wrapper } = setup(true);
    const { result } = renderHook(useAll, { wrapper });
    await waitFor(() => expect(result.current.cart.items).toHaveLength(1));
    await act(() => result.current.updateQuantity(line, 2));
    expect(result.current.cart.items[0]?.quantity).toBe(2);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ userId: SHOPPER.id, lineId: "p1", productId: "p1", quantity: 2 });
    await act(() => result.current.removeItem("p1"));
    expect(result.current.cart.items).toEqual([]);
    expect(toastNow()?.title).toBe("Cart item is deleted successfully");
  });
});

describe("cart lines of variants", () => {
  const BOX = variantProductFixture();

  it("as a guest: adds each variant as its own line with its price, stock, photo and labels, steps and removes it by its line id", async () => {
    fakeApi({ routes: { [`GET /api/shop/products/get/${BOX._id}`]: () => jsonResponse({ success: true, data: BOX }) } });
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });

    await act(() => result.current.addToCart(BOX, { variantSku: "BOX16-MILK" }));
    await act(() => result.current.addToCart(BOX, { variantSku: "BOX16-DARK", quantity: 2 }));
    await act(() => result.current.addToCart(BOX, { variantSku: "BOX16-MILK" }));
    expect(result.current.cart.items).toEqual([
      expect.objectContaining({
        lineId: "p-box~BOX16-MILK",
        productId: "p-box",
        variantSku: "BOX16-MILK",
        variantLabel: "Box of 16 · Milk",
        variantLabelHe: "קופסה של 16 · חלב",
        quantity: 2,
        price: 3900,
        salePrice: 0,
        totalStock: 8,
        image: "/images/products/box-milk.webp",
      }),
      expect.objectContaining({ lineId: "p-box~BOX16-DARK", variantSku: "BOX16-DARK", quantity: 2, price: 3900, salePrice: 3500, totalStock: 3, image: BOX.image }),
    ]);

    // The variant's stock counts, not the product's: 3 of Box of 16 · Dark.
    let added = true;
    await act(async () => {
      added = await result.current.addToCart(BOX, { variantSku: "BOX16-DARK", quantity: 2 });
    });
    expect(added).toBe(false);
    expect(toastNow()).toMatchObject({ title: "Only 2 quantity can be added for this item", variant: "destructive" });

    const dark = result.current.cart.items[1]!;
    await act(() => result.current.updateQuantity(dark, 3));
    expect(readGuestCart().map((line) => line.quantity)).toEqual([2, 3]);
    await act(() => result.current.removeItem(dark.lineId));
    expect(result.current.cart.items.map((line) => line.lineId)).toEqual(["p-box~BOX16-MILK"]);
  });

  it("refuses to add a product sold by variant without one, and a sold-out variant", async () => {
    const fetchMock = fakeApi();
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });
    await act(() => result.current.addToCart(BOX));
    expect(toastNow()).toMatchObject({ title: "Choose which one you want (size, flavour…) first", variant: "destructive" });
    await act(() => result.current.addToCart(BOX, { variantSku: "BOX9-MILK" }));
    expect(toastNow()).toMatchObject({ title: "This product is out of stock", variant: "destructive" });
    expect(readGuestCart()).toEqual([]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/shop/products/get/"))).toBe(false);
  });

  it("signed in: adds with the SKU, updates by the line's id, removes by it", async () => {
    const milk = { lineId: "p-box~BOX16-MILK", productId: "p-box", variantSku: "BOX16-MILK", variantLabel: "Box of 16 · Milk", title: "Truffle box", image: "", price: 3900, salePrice: 0, quantity: 1, totalStock: 8 };
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: cartOf([]) }),
        "POST /api/shop/cart/add": () => jsonResponse({ success: true, data: cartOf([milk]) }),
        "PUT /api/shop/cart/update-cart": () => jsonResponse({ success: true, data: cartOf([{ ...milk, quantity: 2 }]) }),
        [`DELETE /api/shop/cart/${SHOPPER.id}/p-box~BOX16-MILK`]: () => jsonResponse({ success: true, data: cartOf([]) }),
      },
    });
    const { wrapper } = setup(true);
    const { result } = renderHook(useAll, { wrapper });
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false));
    const body = (method: string) => JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

    await act(() => result.current.addToCart(BOX, { variantSku: "BOX16-MILK" }));
    expect(body("POST")).toEqual({ userId: SHOPPER.id, productId: "p-box", variantSku: "BOX16-MILK", quantity: 1 });
    await act(() => result.current.updateQuantity(result.current.cart.items[0]!, 2));
    expect(body("PUT")).toEqual({ userId: SHOPPER.id, lineId: "p-box~BOX16-MILK", productId: "p-box", variantSku: "BOX16-MILK", quantity: 2 });
    await act(() => result.current.removeItem(result.current.cart.items[0]!.lineId));
    expect(result.current.cart.items).toEqual([]);
    expect(toastNow()?.title).toBe("Cart item is deleted successfully");
  });
});

describe("cart lines of filled boxes", () => {
  const BOX = boxProductFixture();
  const goldAndVanilla = [
    { productId: "piece-vanilla", quantity: 3 },
    { productId: "piece-gold", quantity: 1 },
  ];

  it("as a guest: keeps the pieces with their titles and supplements, the price with them, the stock the pieces allow, and one line per filling", async () => {
    fakeApi({ routes: { [`GET /api/shop/products/get/${BOX._id}`]: () => jsonResponse({ success: true, data: BOX }) } });
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });

    await act(() => result.current.addToCart(BOX, { variantSku: "BYO-4", pieces: goldAndVanilla }));
    const lineId = cartLineId("byo", "BYO-4", goldAndVanilla);
    expect(result.current.cart.items).toEqual([
      expect.objectContaining({
        lineId,
        productId: "byo",
        variantSku: "BYO-4",
        variantLabel: "Box of 4",
        quantity: 1,
        // $20.00 and a Gold Leaf Dome's $1.50.
        price: 2150,
        salePrice: 0,
        // Ten boxes of 4, 20 gold pieces, 65 vanilla ones (3 a box): 10.
        totalStock: 10,
        // Each piece once, ordered by id (the server's canonical form).
        pieces: [
          { productId: "piece-gold", quantity: 1, title: "Gold Leaf Dome", titleHe: "כיפת עלה זהב", supplement: 150 },
          { productId: "piece-vanilla", quantity: 3, title: "Vanilla Snowball", titleHe: "כדור שלג וניל", supplement: 0 },
        ],
      }),
    ]);

    // The same filling in another order is the same line; another filling is another line.
    await act(() => result.current.addToCart(BOX, { variantSku: "BYO-4", pieces: [...goldAndVanilla].reverse() }));
    await act(() =>
      result.current.addToCart(BOX, {
        variantSku: "BYO-4",
        pieces: [
          { productId: "piece-rose", quantity: 3 },
          { productId: "piece-vanilla", quantity: 1 },
        ],
      }),
    );
    expect(result.current.cart.items.map((line) => [line.lineId === lineId, line.quantity, line.totalStock])).toEqual([
      [true, 2, 10],
      // Rose Petal Heart has 3: one box of them.
      [false, 1, 1],
    ]);
  });

  it("signed in: sends the pieces with the SKU", async () => {
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: cartOf([]) }),
        "POST /api/shop/cart/add": () => jsonResponse({ success: true, data: cartOf([]) }),
      },
    });
    const { wrapper } = setup(true);
    const { result } = renderHook(useAll, { wrapper });
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false));
    await act(() => result.current.addToCart(BOX, { variantSku: "BYO-4", pieces: goldAndVanilla }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId: SHOPPER.id, productId: "byo", variantSku: "BYO-4", pieces: goldAndVanilla, quantity: 1 });
  });
});

describe("a guest line's allergens", () => {
  it("are the product's declaration, or the chosen variant's over it, as the server's line has them", async () => {
    const praline = declaredPraline({ _id: "p1", totalStock: 5 });
    const truffles = variantProductFixture({ allergens: allergensWith({ milk: "mayContain" }), declared: true });
    truffles.variants = truffles.variants!.map((variant) => (variant.sku === "BOX16-MILK" ? { ...variant, food: { allergens: allergensWith({ milk: "contains", eggs: "mayContain" }) } } : variant));
    fakeApi({
      routes: {
        "GET /api/shop/products/get/p1": () => jsonResponse({ success: true, data: praline }),
        [`GET /api/shop/products/get/${truffles._id}`]: () => jsonResponse({ success: true, data: truffles }),
      },
    });
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });
    await act(() => result.current.addToCart(praline));
    await act(() => result.current.addToCart(truffles, { variantSku: "BOX16-MILK" }));
    await act(() => result.current.addToCart(truffles, { variantSku: "BOX9-DARK" }));
    expect(result.current.cart.items.map(({ allergens, allergenKinds }) => ({ allergens, allergenKinds }))).toEqual([
      { allergens: praline.allergens, allergenKinds: { treeNuts: ["hazelnuts"] } },
      // No tree nut or cereal named: no kinds kept.
      { allergens: allergensWith({ milk: "contains", eggs: "mayContain" }), allergenKinds: undefined },
      { allergens: allergensWith({ milk: "mayContain" }), allergenKinds: undefined },
    ]);
    // Kept in the browser with the line.
    expect(readGuestCart()[0]).toMatchObject({ allergens: praline.allergens });
  });

  it("of a filled box add up the box's and every piece's; a piece not declared leaves the box undeclared", async () => {
    const box = boxProductFixture({ allergens: allergensWith(), declared: true });
    box.boxPieces = box.boxPieces!.map((piece) =>
      piece._id === "piece-gold"
        ? { ...piece, allergens: allergensWith({ milk: "contains", treeNuts: "mayContain" }), allergenKinds: { treeNuts: ["almonds"] } }
        : piece._id === "piece-vanilla"
          ? { ...piece, allergens: allergensWith({ milk: "contains", eggs: "contains" }) }
          : piece,
    );
    fakeApi({ routes: { [`GET /api/shop/products/get/${box._id}`]: () => jsonResponse({ success: true, data: box }) } });
    const { wrapper } = setup(false);
    const { result } = renderHook(useAll, { wrapper });
    await act(() => result.current.addToCart(box, { variantSku: "BYO-4", pieces: [{ productId: "piece-vanilla", quantity: 3 }, { productId: "piece-gold", quantity: 1 }] }));
    await act(() => result.current.addToCart(box, { variantSku: "BYO-4", pieces: [{ productId: "piece-vanilla", quantity: 3 }, { productId: "piece-rose", quantity: 1 }] }));
    const [declared, undeclared] = result.current.cart.items;
    expect(declared).toMatchObject({ allergens: allergensWith({ milk: "contains", eggs: "contains", treeNuts: "mayContain" }), allergenKinds: { treeNuts: ["almonds"] } });
    expect(undeclared?.allergens).toBeUndefined();
    expect(undeclared?.price).toBe(2000);
  });
});
