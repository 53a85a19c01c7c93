import { GUEST_CART_STORAGE_KEY, cartLineId, type Cart } from "@contracts";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY, sessionFor } from "@/shared/session";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { useCart } from "./useCart";
import { useMergeGuestCartOnLogin } from "./useMergeGuestCart";
import { createTestQueryClient } from "@/test/queryClient";
import { allergensWith } from "@/shared/food/testing/foodFixtures";

const guestItems = [
  { productId: "p1", quantity: 2, addedAt: "2026-01-01T00:00:00.000Z", title: "Praline" },
  { productId: "gone", quantity: 1, addedAt: "2026-01-01T00:00:00.000Z" },
  { productId: "p2", quantity: 1, addedAt: "2026-01-01T00:00:00.000Z" },
];

/** A query client with the shopper signed in, and the providers around it. */
function signedIn() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, sessionFor(SHOPPER));
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>;
  return { queryClient, wrapper };
}

describe("merging the guest cart after login", () => {
  it("posts each guest item (skipping failures), clears the guest cart and loads the server cart, once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(guestItems));
    const server: Cart = { _id: "c1", userId: SHOPPER.id, items: [] };
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        "POST /api/shop/cart/add": ({ body }) => {
          const { productId, quantity } = body as { productId: string; quantity: number };
          if (productId === "gone") return jsonResponse({ success: false, code: "catalog.productNotFound", message: "Product not found" }, 404);
          server.items.push({ lineId: productId, productId, quantity, title: productId, image: "", price: 100, salePrice: 0, totalStock: 9 });
          return jsonResponse({ success: true, data: server });
        },
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: server }),
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    const wrapper = ({ children }: { children: ReactNode }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>;
    const { result, rerender } = renderHook(
      () => {
        useMergeGuestCartOnLogin();
        useMergeGuestCartOnLogin(); // mounted twice: still one merge
        return useCart();
      },
      { wrapper },
    );
    const adds = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/shop/cart/add"));

    // As a guest nothing is posted.
    expect(result.current.items).toHaveLength(3);
    expect(adds()).toHaveLength(0);

    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, sessionFor(SHOPPER)));

    await waitFor(() => expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull());
    await waitFor(() => expect(result.current.items.map((item) => item.productId)).toEqual(["p1", "p2"]));
    expect(adds().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { userId: SHOPPER.id, productId: "p1", quantity: 2 },
      { userId: SHOPPER.id, productId: "gone", quantity: 1 },
      { userId: SHOPPER.id, productId: "p2", quantity: 1 },
    ]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("skipped"), "gone", expect.anything());

    rerender();
    await act(() => queryClient.invalidateQueries());
    expect(adds()).toHaveLength(3);
  });

  it("shows the merged items when a cart read that began before the merge answers after it (checkout opened at once)", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([guestItems[0]]));
    const server: Cart = { _id: "c1", userId: SHOPPER.id, items: [] };
    let answerStaleRead: () => void = () => {};
    let reads = 0;
    fakeApi({
      user: SHOPPER,
      routes: {
        "POST /api/shop/cart/add": () => {
          server.items = [{ lineId: "p1", productId: "p1", quantity: 2, title: "Praline", image: "", price: 100, salePrice: 0, totalStock: 9 }];
          return jsonResponse({ success: true, data: server });
        },
        // The first read is taken before the add and answers only after it, as the emulator did in the
        // e2e journey that met an empty checkout; later reads answer at once.
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => {
          reads += 1;
          if (reads > 1) return jsonResponse({ success: true, data: server });
          const before: Cart = { ...server, items: [] };
          return new Promise<Response>((resolve) => {
            answerStaleRead = () => resolve(jsonResponse({ success: true, data: before }));
          });
        },
      },
    });
    const { wrapper } = signedIn();
    const { result } = renderHook(() => {
      useMergeGuestCartOnLogin();
      return useCart();
    }, { wrapper });
    await waitFor(() => expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull());
    act(() => answerStaleRead());
    await waitFor(() => expect(result.current.items.map((item) => item.productId)).toEqual(["p1"]));
  });

  it("does nothing for a signed-in user without a guest cart", async () => {
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: { [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: { _id: "c", userId: SHOPPER.id, items: [] } }) },
    });
    const { wrapper } = signedIn();
    const { result } = renderHook(() => {
      useMergeGuestCartOnLogin();
      return useCart();
    }, { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/shop/cart/add"))).toBe(false);
  });

  it("keeps an item whose request got no answer in the guest cart for the next merge (signed in, then off to another page at once)", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(guestItems.slice(0, 2)));
    const server: Cart = { _id: "c1", userId: SHOPPER.id, items: [] };
    fakeApi({
      user: SHOPPER,
      routes: {
        "POST /api/shop/cart/add": ({ body }) => {
          const { productId, quantity } = body as { productId: string; quantity: number };
          // The first item's request is cut off (the page was left): fetch rejects without an answer.
          if (productId === "p1") throw new TypeError("Failed to fetch");
          server.items.push({ lineId: productId, productId, quantity, title: productId, image: "", price: 100, salePrice: 0, totalStock: 9 });
          return jsonResponse({ success: true, data: server });
        },
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: server }),
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { wrapper } = signedIn();
    renderHook(() => useMergeGuestCartOnLogin(), { wrapper });

    await waitFor(() => expect(server.items.map((item) => item.productId)).toEqual(["gone"]));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? "[]")).toEqual([guestItems[0]]));
  });

  it("moves each variant with its SKU: two variants of one product stay two lines", async () => {
    const lines = [
      { productId: "p-box", variantSku: "BOX9-DARK", variantLabel: "Box of 9 · Dark", quantity: 1, addedAt: "2026-01-01T00:00:00.000Z" },
      { productId: "p-box", variantSku: "BOX16-MILK", variantLabel: "Box of 16 · Milk", quantity: 2, addedAt: "2026-01-01T00:00:00.000Z" },
    ];
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(lines));
    const server: Cart = { _id: "c1", userId: SHOPPER.id, items: [] };
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        "POST /api/shop/cart/add": ({ body }) => {
          const { productId, variantSku, quantity } = body as { productId: string; variantSku: string; quantity: number };
          server.items.push({ lineId: `${productId}~${variantSku}`, productId, variantSku, quantity, title: "Truffle box", image: "", price: 100, salePrice: 0, totalStock: 9 });
          return jsonResponse({ success: true, data: server });
        },
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: server }),
      },
    });
    const { wrapper } = signedIn();
    const { result } = renderHook(
      () => {
        useMergeGuestCartOnLogin();
        return useCart();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.items.map((item) => item.lineId)).toEqual(["p-box~BOX9-DARK", "p-box~BOX16-MILK"]));
    const adds = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/shop/cart/add")).map(([, init]) => JSON.parse(String(init?.body)));
    expect(adds).toEqual([
      { userId: SHOPPER.id, productId: "p-box", variantSku: "BOX9-DARK", quantity: 1 },
      { userId: SHOPPER.id, productId: "p-box", variantSku: "BOX16-MILK", quantity: 2 },
    ]);
    expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it("moves a filled box with its pieces (without what the guest line showed of them)", async () => {
    const pieces = [
      { productId: "piece-gold", quantity: 1, title: "Gold Leaf Dome", supplement: 150 },
      { productId: "piece-vanilla", quantity: 3, title: "Vanilla Snowball", titleHe: "כדור שלג וניל", supplement: 0 },
    ];
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([{ productId: "byo", variantSku: "BYO-4", pieces, quantity: 2, addedAt: "2026-01-01T00:00:00.000Z" }]));
    const server: Cart = { _id: "c1", userId: SHOPPER.id, items: [] };
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        "POST /api/shop/cart/add": () => {
          server.items.push({
            lineId: cartLineId("byo", "BYO-4", pieces),
            productId: "byo",
            variantSku: "BYO-4",
            pieces: pieces.map((piece) => ({ ...piece, image: "" })),
            quantity: 2,
            title: "Build Your Own Box",
            image: "",
            price: 2150,
            salePrice: 0,
            totalStock: 10,
          });
          return jsonResponse({ success: true, data: server });
        },
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: server }),
      },
    });
    const { wrapper } = signedIn();
    const { result } = renderHook(
      () => {
        useMergeGuestCartOnLogin();
        return useCart();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.items.map((item) => item.lineId)).toEqual([cartLineId("byo", "BYO-4", pieces)]));
    const adds = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/shop/cart/add")).map(([, init]) => JSON.parse(String(init?.body)));
    expect(adds).toEqual([
      {
        userId: SHOPPER.id,
        productId: "byo",
        variantSku: "BYO-4",
        pieces: [
          { productId: "piece-gold", quantity: 1 },
          { productId: "piece-vanilla", quantity: 3 },
        ],
        quantity: 2,
      },
    ]);
    expect(window.localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });
});

describe("a guest line's allergens on signing in", () => {
  it("are not sent: the server works out the line's own, and those are the ones shown", async () => {
    const guestSaid = allergensWith({ milk: "mayContain" });
    const serverSays = allergensWith({ milk: "contains", sesame: "mayContain" });
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify([{ productId: "p1", quantity: 1, addedAt: "2026-01-01T00:00:00.000Z", title: "Praline", allergens: guestSaid }]));
    const server: Cart = { _id: "c1", userId: SHOPPER.id, items: [] };
    const fetchMock = fakeApi({
      user: SHOPPER,
      routes: {
        "POST /api/shop/cart/add": ({ body }) => {
          const { productId, quantity } = body as { productId: string; quantity: number };
          server.items.push({ lineId: productId, productId, quantity, title: "Praline", image: "", price: 100, salePrice: 0, totalStock: 9, allergens: serverSays });
          return jsonResponse({ success: true, data: server });
        },
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: server }),
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    const wrapper = ({ children }: { children: ReactNode }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>;
    const { result } = renderHook(() => {
      useMergeGuestCartOnLogin();
      return useCart();
    }, { wrapper });
    expect(result.current.items[0]?.allergens).toEqual(guestSaid);

    act(() => queryClient.setQueryData(SESSION_QUERY_KEY, sessionFor(SHOPPER)));
    await waitFor(() => expect(result.current.isGuest).toBe(false));
    await waitFor(() => expect(result.current.items[0]?.allergens).toEqual(serverSays));
    const posted = fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/shop/cart/add")).map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([{ userId: SHOPPER.id, productId: "p1", quantity: 1 }]);
  });
});
