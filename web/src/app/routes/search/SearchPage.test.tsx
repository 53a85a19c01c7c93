import type { Product } from "@contracts";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";
import { isSearchableKeyword } from "@/features/search";

const truffle = {
  _id: "champagne-truffles",
  slug: "champagne-truffles",
  title: "Champagne Truffles",
  titleHe: "טראפלס שמפניה",
  description: "Dark ganache.",
  image: "/images/products/champagne-truffles.svg",
  category: "truffles",
  brand: "cocoa-atelier",
  price: 2400,
  salePrice: 0,
  totalStock: 20,
  averageReview: 4.5,
  featured: false,
} as Product;

describe("isSearchableKeyword", () => {
  it("acts only on more than 3 trimmed characters", () => {
    expect(isSearchableKeyword("abc")).toBe(false);
    expect(isSearchableKeyword("  abc   ")).toBe(false);
    expect(isSearchableKeyword("abcd")).toBe(true);
    expect(isSearchableKeyword(" ab cd ")).toBe(true);
    expect(isSearchableKeyword(undefined)).toBe(false);
  });
});

describe("SearchPage", () => {
  afterEach(() => vi.useRealTimers());

  it("waits 1 s after the last keystroke, needs more than 3 characters, and keeps the URL in step", async () => {
    const searches: string[] = [];
    const fetch = fakeApi({
      routes: {
        "GET /api/shop/search/truf": () => jsonResponse({ success: true, data: [], nextCursor: null }),
      },
    });
    fetch.mockImplementation(
      (
        (original) => async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = String(input);
          if (url.startsWith("/api/shop/search/")) {
            const keyword = decodeURIComponent(url.slice("/api/shop/search/".length));
            searches.push(keyword);
            return jsonResponse({ success: true, data: keyword === "truffle" ? [truffle] : [], nextCursor: null });
          }
          return original(input, init);
        }
      )(fetch.getMockImplementation()!),
    );
    const { router } = renderApp("/shop/search");
    const input = await screen.findByRole("searchbox", { name: "Search products" }, { timeout: 5000 });

    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: "tru" } });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(searches).toEqual([]);
    expect(router.state.location.search).toBe("?keyword=tru");

    fireEvent.change(input, { target: { value: "truf" } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(input, { target: { value: "truffle" } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(searches).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();
    // Level 2 under the page's h1: a skipped level fails Lighthouse's heading-order audit.
    expect(await screen.findByRole("heading", { level: 2, name: "Champagne Truffles" })).toBeInTheDocument();
    expect(searches).toEqual(["truffle"]);
    expect(router.state.location.search).toBe("?keyword=truffle");
    expect(screen.getByRole("article", { name: "Champagne Truffles" })).toBeInTheDocument();
  });

  it("shows 'No results found' when nothing matches", async () => {
    fakeApi({ routes: { "GET /api/shop/search/zzzz": () => jsonResponse({ success: true, data: [], nextCursor: null }) } });
    renderApp("/shop/search?keyword=zzzz");
    expect(await screen.findByRole("heading", { name: "No results found" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveValue("zzzz");
  });

  it("says 'more than' while more pages remain, and loads them with Load more results", async () => {
    const cursors: (string | null)[] = [];
    const second = { ...truffle, _id: "dark-truffles", slug: "dark-truffles", title: "Dark Truffles" };
    fakeApi({
      routes: {
        "GET /api/shop/search/truffle": ({ url }) => {
          const cursor = new URL(url, "http://shop.test").searchParams.get("cursor");
          cursors.push(cursor);
          return cursor === "page-2"
            ? jsonResponse({ success: true, data: [second], nextCursor: null })
            : jsonResponse({ success: true, data: [truffle], nextCursor: "page-2" });
        },
      },
    });
    renderApp("/shop/search?keyword=truffle");
    expect(await screen.findByText("More than 1 result for “truffle”", undefined, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Load more results" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Dark Truffles" })).toBeInTheDocument();
    expect(screen.getByText("2 results for “truffle”")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more results" })).not.toBeInTheDocument();
    expect(cursors).toEqual([null, "page-2"]);
  });

  it("sends the food filters of the address to the search, keeps them in the address as they are ticked, and clears them", async () => {
    const asked: string[] = [];
    fakeApi({
      routes: {
        "GET /api/shop/search/truffle": ({ url }) => {
          const query = new URL(url, "http://shop.test").searchParams;
          asked.push(["freeFrom", "diet", "kosher"].map((key) => `${key}=${query.get(key) ?? ""}`).join("&"));
          return jsonResponse({ success: true, data: query.get("diet") === "vegan" ? [] : [truffle], nextCursor: null });
        },
      },
    });
    const { router } = renderApp("/shop/search?keyword=truffle&freeFrom=treeNuts,chocolate&kosher=parve");
    expect(await screen.findByRole("heading", { level: 2, name: "Champagne Truffles" }, { timeout: 5000 })).toBeInTheDocument();
    // An unknown value never reaches the API (it would refuse the whole search).
    expect(asked).toEqual(["freeFrom=treeNuts&diet=&kosher=parve"]);
    // Arriving with filters, the disclosure is open and says how many.
    const filters = screen.getByText("Filters (2)").closest("details") as HTMLDetailsElement;
    expect(filters.open).toBe(true);
    expect(within(filters).getByRole("checkbox", { name: "Tree nuts" })).toBeChecked();
    expect(within(filters).getByRole("group", { name: "Kosher" })).toBeInTheDocument();

    fireEvent.click(within(filters).getByRole("checkbox", { name: "Vegan" }));
    expect(await screen.findByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("diet")).toBe("vegan");
    expect(new URLSearchParams(router.state.location.search).get("keyword")).toBe("truffle");
    expect(asked.at(-1)).toBe("freeFrom=treeNuts&diet=vegan&kosher=parve");

    // The empty result offers to clear them; cleared, the address keeps only the keyword.
    fireEvent.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    expect(await screen.findByRole("heading", { level: 2, name: "Champagne Truffles" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?keyword=truffle");
    expect(asked.at(-1)).toBe("freeFrom=&diet=&kosher=");
  });
});
