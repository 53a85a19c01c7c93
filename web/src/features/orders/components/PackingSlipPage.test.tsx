import { DEFAULT_SHOP_SETTINGS, type AdminOrder } from "@contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { formatPrice } from "@/shared/money";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { slipLanguageOf } from "../lib/packingSlip";
import { PackingSlipPage } from "./PackingSlipPage";

const ORDER: AdminOrder = {
  ...orderFixture("ord-1", { orderNumber: "CA-10042", orderStatus: "inProcess", paymentStatus: "paid", orderDate: "2026-04-20T09:15:00.000Z" }),
  userName: "Noa Newcomer",
};

function renderSlip(order: AdminOrder) {
  fakeApi({
    user: ADMIN,
    settings: { ...DEFAULT_SHOP_SETTINGS, siteName: "Cocoa Atelier" },
    routes: { [`GET /api/admin/orders/details/${order._id}`]: () => jsonResponse({ success: true, data: order }) },
  });
  return renderWithSession(
    <Routes>
      <Route path="/admin/orders/:id/packing-slip" element={<PackingSlipPage />} />
    </Routes>,
    { user: ADMIN, path: `/admin/orders/${order._id}/packing-slip` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("slipLanguageOf", () => {
  it("starts in the order's language, else the admin's, else English", () => {
    expect(slipLanguageOf({ language: "he" }, "en")).toBe("he");
    expect(slipLanguageOf({}, "he")).toBe("he");
    expect(slipLanguageOf(undefined, "fr")).toBe("en");
  });
});

describe("PackingSlipPage", { timeout: 20_000 }, () => {
  it("shows the shop, the order's number and date, who it goes to and every line with its price and the totals", async () => {
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    expect(slip).toHaveAttribute("lang", "en");
    expect(slip).toHaveAttribute("dir", "ltr");
    expect(within(slip).getByRole("heading", { name: "Packing slip" })).toBeInTheDocument();
    expect(slip).toHaveTextContent("Cocoa Atelier");
    expect(within(slip).getByTestId("slip-order-number")).toHaveTextContent("CA-10042");
    expect(within(slip).getByTestId("slip-order-number").firstElementChild).toHaveAttribute("dir", "ltr");
    expect(slip).toHaveTextContent("Apr 20, 2026");
    const shipTo = within(slip).getByRole("region", { name: "Ship to" });
    expect(shipTo).toHaveTextContent("Noa Newcomer");
    expect(shipTo).toHaveTextContent("12 Cocoa Lane");
    expect(shipTo).toHaveTextContent("Tel Aviv 6100001");
    expect(within(shipTo).getByText("+972 3 555 0147")).toHaveAttribute("dir", "ltr");
    expect(shipTo).toHaveTextContent("Delivery notes: Ring twice");

    const rows = within(within(slip).getByRole("table", { name: "Items in this parcel" })).getAllByRole("row");
    expect(rows.map((row) => within(row).queryAllByRole("columnheader").map((cell) => cell.textContent))[0]).toEqual(["Item", "Qty", "Price", "Total"]);
    expect(within(rows[1]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Hazelnut praline", "2", "$9.00", "$18.00"]);
    expect(within(slip).getByTestId("slip-totals")).toHaveTextContent(/Subtotal\$28\.50Shipping\$10\.00Tax\$0\.00Total\$38\.50/);
    expect(slip).toHaveTextContent("Thank you for your order from Cocoa Atelier!");
  });

  it("hides the prices for a gift, and prints", async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    await user.click(screen.getByRole("switch", { name: "Hide prices (gift)" }));
    expect(within(within(slip).getByRole("table")).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Item", "Qty"]);
    expect(slip).not.toHaveTextContent("$");
    expect(within(slip).queryByTestId("slip-totals")).not.toBeInTheDocument();
    expect(slip).toHaveTextContent("A gift for you, made by hand at Cocoa Atelier. Enjoy!");
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("starts in the language the shopper ordered in, right to left with numbers left to right, and switches on its own", async () => {
    const user = userEvent.setup();
    renderSlip({ ...ORDER, language: "he" });
    const slip = await screen.findByTestId("packing-slip");
    await waitFor(() => expect(slip).toHaveTextContent("נשלח אל"));
    expect(slip).toHaveAttribute("lang", "he");
    expect(slip).toHaveAttribute("dir", "rtl");
    expect(within(slip).getByRole("heading", { name: "תעודת משלוח" })).toBeInTheDocument();
    const line = within(within(slip).getByRole("table", { name: "הפריטים בחבילה" })).getAllByRole("row")[1]!;
    expect(within(line).getAllByRole("cell")[0]).toHaveTextContent("פרלין אגוזי לוז");
    const price = within(line).getAllByRole("cell")[2]!;
    // Isolated from the Hebrew around it, in the direction the formatter wrote it for.
    expect(price.firstElementChild?.tagName).toBe("BDI");
    // The one money formatter, in the slip's locale.
    expect(price.textContent).toBe(formatPrice(900, "USD", "he-IL"));
    // The page around the slip stays in the admin's language.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Packing slip");
    expect(screen.getByRole("button", { name: "עברית" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "English" }));
    expect(slip).toHaveAttribute("lang", "en");
    expect(slip).toHaveTextContent("Ship to");
    expect(within(slip).getAllByRole("row")[1]).toHaveTextContent("Hazelnut praline");
  });

  it("follows the admin's language for an order that does not say its own, and reads Hebrew around it", async () => {
    await i18n.changeLanguage("he");
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    expect(slip).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("switch", { name: "הסתרת מחירים (מתנה)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "הדפסה" })).toBeEnabled();
  });

  it("says when the order cannot be loaded", async () => {
    fakeApi({ user: ADMIN, routes: { "GET /api/admin/orders/details/gone": () => jsonResponse({ success: false, code: "order.notFound", message: "Order not found" }, 404) } });
    renderWithSession(
      <Routes>
        <Route path="/admin/orders/:id/packing-slip" element={<PackingSlipPage />} />
      </Routes>,
      { user: ADMIN, path: "/admin/orders/gone/packing-slip" },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load the order");
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
  });

  it("says how and when the order is received, in the slip's language", async () => {
    const pickup: AdminOrder = {
      ...ORDER,
      language: "he",
      addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
      shippingCost: 0,
      totalAmount: ORDER.subtotal + ORDER.taxAmount,
      delivery: {
        method: "pickup",
        date: "2026-12-03",
        slotId: "10:00-11:00",
        from: "10:00",
        to: "11:00",
        pickupAddress: { en: "7 Nahalat Binyamin St, Tel Aviv", he: "נחלת בנימין 7, תל אביב" },
        hebrewDate: { en: "22 Kislev", he: "כ״ב כסלו" },
        timeZone: "Asia/Jerusalem",
        fee: 0,
      },
    };
    renderSlip(pickup);
    const slip = await screen.findByTestId("packing-slip");
    await waitFor(() => expect(slip).toHaveTextContent("נשלח אל"));
    const block = within(slip).getByTestId("slip-delivery");
    expect(within(block).getByRole("heading", { name: "איסוף עצמי" })).toBeInTheDocument();
    expect(block).toHaveTextContent("איסוף עצמי ביום חמישי, 3 בדצמבר (כ״ב כסלו), בשעות 10:00–11:00, בכתובת נחלת בנימין 7, תל אביב");
    expect(within(block).getByTestId("delivery-time")).toHaveAttribute("dir", "ltr");
    // The totals name the way: a pickup costs nothing to receive.
    expect(slip).toHaveTextContent("איסוף עצמיחינם");
    // No address for a pickup placed without one: the name alone.
    expect(within(slip).getByRole("region", { name: "נשלח אל" }).textContent).toBe("נשלח אלNoa Newcomer");
    await userEvent.setup().click(screen.getByRole("button", { name: "English" }));
    await waitFor(() => expect(within(slip).getByTestId("slip-delivery")).toHaveTextContent("Pickup on Thursday 3 December, 10:00–11:00 at 7 Nahalat Binyamin St, Tel Aviv"));
  });

  it("shows no delivery block for an order placed before the calendar", async () => {
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    expect(within(slip).queryByTestId("slip-delivery")).not.toBeInTheDocument();
  });
});
