import { DEFAULT_SHOP_SETTINGS, type ProductCard } from "@contracts";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";
import { prefetchListing } from "./prefetch";

const card = (id: string, title: string): ProductCard => ({
  _id: id,
  slug: id,
  image: `/images/products/${id}.webp`,
  title,
  category: "bars",
  brand: "atelier",
  price: 1200,
  salePrice: 0,
  totalStock: 5,
  averageReview: 0,
  featured: false,
});

/** The listing's API, answering every request with one card of `total`, and the food filters each request named. */
function fakeListing(total = 7) {
  const asked: string[] = [];
  fakeApi({
    routes: {
      "GET /api/shop/products/get": ({ url }) => {
        const query = new URL(url, "http://shop.test").searchParams;
        asked.push(["freeFrom", "diet", "kosher"].map((key) => `${key}=${query.get(key) ?? ""}`).join("&"));
        return jsonResponse({ success: true, data: [card("dark-bar", "Dark bar")], nextCursor: "next", total });
      },
    },
  });
  return asked;
}

const listKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ["products", "list"] })
    .map((query) => JSON.stringify(query.queryKey));

afterEach(() => window.sessionStorage.clear());

describe("the listing's food filters", () => {
  it("sends the address's food filters to the API, counts the filtered total, and ticks, keeps and clears them in the address", async () => {
    const asked = fakeListing(7);
    const { router } = renderApp("/shop/listing?freeFrom=milk&diet=vegan");
    expect(await screen.findByText("7 products", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toEqual(["freeFrom=milk&diet=vegan&kosher="]);
    const panel = screen.getByRole("complementary", { name: "Filters" });
    expect(within(panel).getByRole("checkbox", { name: "Milk" })).toBeChecked();
    expect(within(panel).getByRole("checkbox", { name: "Vegan" })).toBeChecked();
    // The phone's Filters button counts them.
    expect(within(screen.getByRole("button", { name: "Filters" }).parentElement as HTMLElement).getByText("2")).toBeInTheDocument();

    fireEvent.click(within(within(panel).getByRole("group", { name: "Kosher" })).getByRole("checkbox", { name: "Parve" }));
    await waitFor(() => expect(asked.at(-1)).toBe("freeFrom=milk&diet=vegan&kosher=parve"));
    expect(router.state.location.search).toBe("?freeFrom=milk&diet=vegan&kosher=parve");
    // Kept for the session, as categories and brands are.
    expect(JSON.parse(window.sessionStorage.getItem("filters") ?? "{}")).toMatchObject({ freeFrom: ["milk"], diet: ["vegan"], kosher: ["parve"] });

    fireEvent.click(within(panel).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(asked.at(-1)).toBe("freeFrom=&diet=&kosher="));
  });

  it("puts the address right when it names a food filter the shop does not know", async () => {
    const asked = fakeListing();
    const { router } = renderApp("/shop/listing?freeFrom=milk,chocolate&diet=keto");
    await screen.findByText("7 products", undefined, { timeout: 5000 });
    expect(asked).toEqual(["freeFrom=milk&diet=&kosher="]);
    await waitFor(() => expect(router.state.location.search).toBe("?freeFrom=milk"));
  });

  it("is rendered on the server under the very key the page reads, so the first HTML holds the filtered products", async () => {
    fakeListing();
    const address = "freeFrom=treeNuts,peanuts&kosher=passover";
    const { queryClient } = renderApp(`/shop/listing?${address}`);
    await screen.findByText("7 products", undefined, { timeout: 5000 });
    const server = new QueryClient();
    await prefetchListing?.({ queryClient: server, language: "en", params: {}, searchParams: new URLSearchParams(address), settings: DEFAULT_SHOP_SETTINGS });
    expect(listKeys(server)).toHaveLength(1);
    expect(listKeys(queryClient)).toEqual(listKeys(server));
    expect(listKeys(server)[0]).toContain('"freeFrom":["treeNuts","peanuts"]');
  });
});
