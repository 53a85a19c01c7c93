import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, StaticRouter, useLocation, useNavigationType, type Location } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productBySlugQuery } from "@/features/products";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { TestProviders } from "@/test/TestProviders";
import { fakeApi, jsonResponse } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { variantProductFixture } from "@/test/shopFixtures";
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

afterEach(() => {
  where = undefined;
});
