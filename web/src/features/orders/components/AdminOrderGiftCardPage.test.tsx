import { ALLERGENS, DEFAULT_SHOP_SETTINGS, type AdminOrder, type Allergens, type ShopSettings } from "@contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { cssOf } from "@/test/cssOf";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { giftOrderFixture } from "@/test/giftFixtures";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { giftCardTextOf } from "../lib/giftCard";
import { AdminOrderGiftCardPage } from "./AdminOrderGiftCardPage";

function renderCard(order: AdminOrder, settings: Partial<ShopSettings> = {}) {
  fakeApi({
    user: ADMIN,
    settings: { ...DEFAULT_SHOP_SETTINGS, siteName: "Cocoa Atelier", ...settings },
    routes: { [`GET /api/admin/orders/details/${order._id}`]: () => jsonResponse({ success: true, data: order }) },
  });
  return renderWithSession(
    <Routes>
      <Route path="/admin/orders/:id/gift-card" element={<AdminOrderGiftCardPage />} />
    </Routes>,
    { user: ADMIN, path: `/admin/orders/${order._id}/gift-card` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("giftCardTextOf", () => {
  it("reads the card's words from the gift, in the recipient's language; nothing for an order that is not a gift", () => {
    expect(giftCardTextOf(giftOrderFixture("g", { recipientLanguage: "he", from: "  Noa ", message: "  Mazal tov!\n\n  " }))).toEqual({
      language: "he",
      recipient: "Dana Levi",
      message: "Mazal tov!",
      from: "Noa",
    });
    expect(giftCardTextOf(orderFixture("plain"))).toBeNull();
  });
});

describe("AdminOrderGiftCardPage", { timeout: 20_000 }, () => {
  it("prints the card: the shop, for whom, the message in its own direction with its lines, from whom, and never a price", async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderCard(giftOrderFixture("gift-1", {}, { orderNumber: "CA-10050" }));
    const card = await screen.findByTestId("gift-card");
    expect(card).toHaveAttribute("lang", "en");
    expect(card).toHaveAttribute("dir", "ltr");
    expect(card).toHaveTextContent("Cocoa Atelier");
    expect(within(card).getByRole("heading", { name: "For Dana Levi" })).toBeInTheDocument();
    expect(within(card).getByTestId("gift-card-recipient")).toHaveAttribute("dir", "auto");

    const message = within(card).getByTestId("gift-card-message");
    expect(message).toHaveAttribute("dir", "auto");
    // Its lines as typed, set in the direction of its own first letter.
    expect(message.textContent).toBe("Happy birthday!\nWith love from all of us");
    expect(cssOf(message)).toMatch(/white-space:pre-wrap/);
    expect(cssOf(message)).toMatch(/unicode-bidi:plaintext/);

    const from = within(card).getByTestId("gift-card-from");
    expect(from).toHaveTextContent("From Noa");
    expect(within(from).getByText("Noa")).toHaveAttribute("dir", "auto");

    // No price, ever: the total, the wrapping's price, the lines' prices.
    expect(card.textContent).not.toMatch(/\$|\d[.,]\d\d\b|Total/);
    expect(card).not.toHaveTextContent("Hazelnut praline");

    // The page around it: the order, the card's language, Print (not printed itself).
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Gift card CA-10050");
    expect(screen.getByTestId("gift-card-language")).toHaveTextContent("Card language: English");
    expect(screen.getByTestId("gift-card-toolbar")).not.toContainElement(card);
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("is written in the recipient's language, right to left in Hebrew, whatever the admin's; an English message keeps its own direction", async () => {
    renderCard(giftOrderFixture("gift-2", { recipientLanguage: "he", from: "נועה" }));
    const card = await screen.findByTestId("gift-card");
    await waitFor(() => expect(card).toHaveTextContent("עבור"));
    expect(card).toHaveAttribute("lang", "he");
    expect(card).toHaveAttribute("dir", "rtl");
    expect(within(card).getByRole("heading", { name: "עבור Dana Levi" })).toBeInTheDocument();
    expect(within(card).getByTestId("gift-card-from")).toHaveTextContent("מאת נועה");
    expect(within(card).getByTestId("gift-card-message")).toHaveAttribute("dir", "auto");
    // The admin's page stays in the admin's language.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Gift card");
    expect(screen.getByTestId("gift-card-language")).toHaveTextContent("Card language: עברית");
  });

  it("leaves out an empty message and an empty sender", async () => {
    renderCard(giftOrderFixture("gift-3", { message: "", from: "" }));
    const card = await screen.findByTestId("gift-card");
    expect(within(card).getByRole("heading", { name: "For Dana Levi" })).toBeInTheDocument();
    expect(within(card).queryByTestId("gift-card-message")).not.toBeInTheDocument();
    expect(within(card).queryByTestId("gift-card-from")).not.toBeInTheDocument();
  });

  it("says so for an order that is not a gift, with nothing to print", async () => {
    renderCard({ ...orderFixture("plain-1"), userName: "Noa Newcomer" });
    expect(await screen.findByRole("heading", { name: "This order is not a gift" })).toBeInTheDocument();
    expect(screen.queryByTestId("gift-card")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
  });

  it("says when the order cannot be loaded, in Hebrew too", async () => {
    await i18n.changeLanguage("he");
    fakeApi({ user: ADMIN, routes: { "GET /api/admin/orders/details/gone": () => jsonResponse({ success: false, code: "order.notFound", message: "Order not found" }, 404) } });
    renderWithSession(
      <Routes>
        <Route path="/admin/orders/:id/gift-card" element={<AdminOrderGiftCardPage />} />
      </Routes>,
      { user: ADMIN, path: "/admin/orders/gone/gift-card" },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("לא הצלחנו לטעון את ההזמנה");
    expect(screen.getByRole("button", { name: "הדפסה" })).toBeDisabled();
  });

  describe("the card's back (issue 35)", () => {
    const FREE = Object.fromEntries(ALLERGENS.map((key) => [key, "free"])) as Allergens;
    const gift = (recipientLanguage: "en" | "he" = "en"): AdminOrder => {
      const order = giftOrderFixture("gift-2", { recipientLanguage });
      return { ...order, cartItems: order.cartItems.map((line) => ({ ...line, allergens: { ...FREE, milk: "contains", sesame: "mayContain" } })) };
    };

    it("prints the order's allergens on the back, a page of its own, when the shop prints them on the card", async () => {
      renderCard(gift(), { allergenPrinting: { packingSlip: false, giftCard: true } });
      const back = await screen.findByTestId("gift-card-back");
      expect(within(back).getByRole("heading", { name: "Allergens" })).toBeInTheDocument();
      expect(within(back).getByTestId("gift-card-allergens")).toHaveTextContent("Contains milk; may contain sesame");
      expect(back).toHaveTextContent("Cocoa Atelier");
      expect(cssOf(back)).toMatch(/break-before:page/);
      // The front is as it was.
      expect(screen.getByTestId("gift-card")).not.toHaveTextContent("milk");
    });

    it("writes the back in the card's language", async () => {
      renderCard(gift("he"), { allergenPrinting: { packingSlip: false, giftCard: true } });
      const back = await screen.findByTestId("gift-card-back");
      expect(back).toHaveAttribute("lang", "he");
      expect(back).toHaveAttribute("dir", "rtl");
      await waitFor(() => expect(within(back).getByTestId("gift-card-allergens")).toHaveTextContent("מכיל חלב; עלול להכיל שומשום"));
    });

    it("has no back when the shop does not print allergens on the card", async () => {
      renderCard(gift(), { allergenPrinting: { packingSlip: true, giftCard: false } });
      await screen.findByTestId("gift-card");
      expect(screen.queryByTestId("gift-card-back")).not.toBeInTheDocument();
    });
  });
});
