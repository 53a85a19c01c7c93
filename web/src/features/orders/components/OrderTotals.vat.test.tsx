/** The totals when prices include VAT (issue 37): no tax line that adds, "Includes VAT" after the total, in both languages. */
import { DEFAULT_SHOP_SETTINGS, type AdminOrder, type OrderTotals as Totals } from "@contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { ADMIN, fakeApi, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { OrderDetails } from "./OrderDetails";
import { OrderTotals } from "./OrderTotals";
import { PackingSlip } from "./PackingSlip";

/** 2 x 29.99 + 9.99, delivery 12.34, at 17% VAT inside: 82.31 charged, of which 11.96 is VAT. */
const INCLUDED: Totals = { subtotal: 6997, discountAmount: 0, shippingCost: 1234, shippingDiscount: 0, wrapCost: 0, taxAmount: 1196, taxIncluded: true, totalAmount: 8231 };
const ADDED: Totals = { ...INCLUDED, taxAmount: 1189, taxIncluded: false, totalAmount: 8231 + 1189 };

/** Each line of the totals as "label=value". */
const lines = () => [...document.querySelectorAll("dl dt")].map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);

describe("OrderTotals with prices that include VAT", () => {
  it("says the VAT the total holds after it, with the rate, and no tax line before it", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderTotals totals={INCLUDED} taxRate={17} currency="ILS" />, { user: SHOPPER });
    expect(lines()).toEqual(["Subtotal=₪69.97", "Shipping=₪12.34", "Total=₪82.31", "Includes VAT (17%)=₪11.96"]);
  });

  it("keeps the tax line that adds when tax is added on top", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderTotals totals={ADDED} taxRate={17} currency="USD" />, { user: SHOPPER });
    expect(lines()).toEqual(["Subtotal=$69.97", "Shipping=$12.34", "Tax (17%)=$11.89", "Total=$94.20"]);
  });

  it("says it in Hebrew, the amount left to right as every price", async () => {
    fakeApi({ user: SHOPPER });
    await i18n.changeLanguage("he");
    try {
      const { rerender } = renderWithSession(<OrderTotals totals={INCLUDED} taxRate={17} currency="ILS" />, { user: SHOPPER });
      const vat = screen.getByTestId("order-tax");
      expect(vat.previousElementSibling).toHaveTextContent("כולל מע״מ (17%)");
      expect(vat.textContent).toBe(screen.getByTestId("order-total").textContent?.replace("82.31", "11.96"));
      expect(vat.textContent).toContain("11.96");
      expect(lines().map((line) => line.split("=")[0])).toEqual(["סכום ביניים", "משלוח", "סה״כ", "כולל מע״מ (17%)"]);
      rerender(<OrderTotals totals={ADDED} taxRate={17} currency="ILS" />);
      expect(lines().map((line) => line.split("=")[0])).toEqual(["סכום ביניים", "משלוח", "מע״מ (17%)", "סה״כ"]);
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("shows an order's own rate in its details, and an order placed before the mode as before", () => {
    fakeApi({ user: SHOPPER });
    const order = orderFixture("ord-vat", { currency: "ILS", orderStatus: "confirmed", paymentStatus: "paid", ...INCLUDED, taxRate: 17 });
    const { unmount } = renderWithSession(<OrderDetails order={order} />, { user: SHOPPER });
    expect(screen.getByTestId("order-tax").previousElementSibling).toHaveTextContent("Includes VAT (17%)");
    expect(screen.getByTestId("order-tax")).toHaveTextContent("₪11.96");
    expect(screen.getByTestId("order-total")).toHaveTextContent("₪82.31");
    unmount();
    renderWithSession(<OrderDetails order={orderFixture("ord-old", { taxAmount: 300, totalAmount: 4150 })} />, { user: SHOPPER });
    expect(screen.getByTestId("order-tax").previousElementSibling).toHaveTextContent("Tax");
    expect(screen.getByTestId("order-tax")).toHaveTextContent("$3.00");
  });
});

describe("the packing slip with prices that include VAT", () => {
  const order: AdminOrder = { ...orderFixture("ord-slip", { currency: "ILS", orderStatus: "inProcess", paymentStatus: "paid", ...INCLUDED, taxRate: 17 }), userName: "Noa" };
  const shop = { ...DEFAULT_SHOP_SETTINGS, currency: "ILS" as const };

  it("says the VAT inside the total after it, in English and Hebrew, and no tax line", async () => {
    fakeApi({ user: ADMIN });
    const { rerender } = renderWithSession(<PackingSlip order={order} language="en" hidePrices={false} shop={shop} />, { user: ADMIN });
    const totals = () => [...screen.getByTestId("slip-totals").querySelectorAll("dt")].map((term) => term.textContent);
    expect(totals()).toEqual(["Subtotal", "Shipping", "Total", "Includes VAT (17%)"]);
    expect(screen.getByTestId("slip-included-vat")).toHaveTextContent("₪11.96");
    await i18n.changeLanguage("he");
    try {
      rerender(<PackingSlip order={order} language="he" hidePrices={false} shop={shop} />);
      expect(totals()).toEqual(["סכום ביניים", "משלוח", "סה״כ", "כולל מע״מ (17%)"]);
      expect(screen.getByTestId("slip-included-vat").textContent).toContain("11.96");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
