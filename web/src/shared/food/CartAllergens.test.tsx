import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { i18n } from "@/shared/i18n";
import { CartAllergens, type LineAllergens } from "./CartAllergens";
import { allergensWith } from "./testing/foodFixtures";

function renderLine(items: LineAllergens[]) {
  fakeApi();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  return render(
    <TestProviders queryClient={queryClient}>
      <CartAllergens items={items} />
    </TestProviders>,
  );
}

const praline: LineAllergens = { allergens: allergensWith({ milk: "contains", treeNuts: "contains", peanuts: "mayContain" }), allergenKinds: { treeNuts: ["hazelnuts"] } };
/** A box line: the server (or guestBoxLine) added its pieces' up: almonds in one, traces of gluten (wheat) in another. */
const box: LineAllergens = { allergens: allergensWith({ treeNuts: "contains", gluten: "mayContain", milk: "mayContain" }), allergenKinds: { treeNuts: ["almonds"], gluten: ["wheat"] } };

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the cart's allergen line", () => {
  it("says everything in the cart in one line under its heading: contained first, then what may be, nuts and cereals by kind", () => {
    renderLine([praline, box]);
    const section = screen.getByRole("region", { name: "Allergens" });
    expect(screen.getByRole("heading", { level: 3, name: "Allergens" })).toBeInTheDocument();
    // Milk is contained by one line and only possibly by the other: contained.
    expect(section).toHaveTextContent("Contains milk, almonds, and hazelnuts; may contain peanuts and wheat");
  });

  it("counts a line without a full declaration rather than vouching for it", () => {
    renderLine([praline, {}, { allergens: { milk: "contains" } as LineAllergens["allergens"] }]);
    expect(screen.getByRole("region", { name: "Allergens" })).toHaveTextContent("Contains milk and hazelnuts; may contain peanuts; 2 items without a full allergen declaration");
  });

  it("says when nothing of the list is in it, and nothing at all for an empty cart", () => {
    const { unmount } = renderLine([{ allergens: allergensWith() }]);
    expect(screen.getByRole("region", { name: "Allergens" })).toHaveTextContent("No allergens of the list");
    unmount();
    renderLine([]);
    expect(screen.queryByTestId("cart-allergens")).not.toBeInTheDocument();
  });

  it("speaks Hebrew, in Hebrew's plural forms", async () => {
    await i18n.changeLanguage("he");
    renderLine([praline, {}, {}]);
    expect(screen.getByRole("region", { name: "אלרגנים" })).toHaveTextContent("מכיל חלב ואגוזי לוז; עלול להכיל בוטנים; 2 פריטים ללא הצהרת אלרגנים מלאה");
  });
});
