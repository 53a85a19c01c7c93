import type { OrderDiscount, OrderTotals as Totals } from "@contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { OrderDetails } from "./OrderDetails";
import { OrderTotals } from "./OrderTotals";

const WELCOME: OrderDiscount = { promotionId: "pr-w", kind: "code", code: "WELCOME10", name: "Welcome 10%", nameHe: "ברוכים הבאים 10%", benefit: "percent", amount: 570, shippingAmount: 0, freeDelivery: false };
const HOLIDAY: OrderDiscount = { promotionId: "pr-h", kind: "automatic", name: "Holiday week", nameHe: "שבוע החג", benefit: "freeDelivery", amount: 0, shippingAmount: 1000, freeDelivery: true };
const FRIDAY: OrderDiscount = { promotionId: "pr-f", kind: "automatic", name: "Bar Friday", nameHe: "שישי של טבלאות", benefit: "amount", amount: 300, shippingAmount: 0, freeDelivery: false };
/** 57.00 less 5.70 and 3.00; shipping 10.00, all of it taken off; no tax. */
const TOTALS: Totals = { subtotal: 5700, discountAmount: 870, shippingCost: 1000, shippingDiscount: 1000, wrapCost: 0, taxAmount: 0, taxIncluded: false, totalAmount: 4830 };

/** Each line of the totals as "label=value". */
const lines = () => [...document.querySelectorAll("dl dt")].map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);

describe("OrderTotals with promotions", () => {
  it("takes off each promotion on a line of its own, the code named, a free delivery below the fee", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderTotals totals={TOTALS} discounts={[FRIDAY, WELCOME, HOLIDAY]} />, { user: SHOPPER });
    expect(lines()).toEqual([
      "Subtotal=$57.00",
      "Discount: Bar Friday=−$3.00",
      "Code WELCOME10: Welcome 10%=−$5.70",
      "Shipping=$10.00",
      "Free delivery: Holiday week=−$10.00",
      "Tax=$0.00",
      "Total=$48.30",
    ]);
  });

  it("says one line per kind when the promotions are not named, and none without", () => {
    fakeApi({ user: SHOPPER });
    const { rerender } = renderWithSession(<OrderTotals totals={TOTALS} />, { user: SHOPPER });
    expect(lines()).toEqual(["Subtotal=$57.00", "Discounts=−$8.70", "Shipping=$10.00", "Delivery discount=−$10.00", "Tax=$0.00", "Total=$48.30"]);
    rerender(<OrderTotals totals={{ ...TOTALS, discountAmount: 0, shippingDiscount: 0, totalAmount: 6700 }} />);
    expect(screen.queryByTestId("order-discount")).toBeNull();
    expect(screen.queryByTestId("order-shipping-discount")).toBeNull();
  });

  it("promises a free delivery before the way is chosen", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderTotals totals={{ ...TOTALS, shippingCost: 0, shippingDiscount: 0 }} discounts={[{ ...HOLIDAY, shippingAmount: 0 }]} shippingValue="Choose above" />, { user: SHOPPER });
    expect(lines()).toContain("Free delivery: Holiday week=Free");
  });

  it("says it in Hebrew, the amounts and the code keeping their direction", async () => {
    fakeApi({ user: SHOPPER });
    await i18n.changeLanguage("he");
    try {
      renderWithSession(<OrderTotals totals={TOTALS} discounts={[FRIDAY, WELCOME, HOLIDAY]} />, { user: SHOPPER });
      const [friday, welcome] = screen.getAllByTestId("order-discount");
      expect(friday?.previousElementSibling).toHaveTextContent("הנחה: שישי של טבלאות");
      expect(welcome?.previousElementSibling).toHaveTextContent("קוד WELCOME10: ברוכים הבאים 10%");
      expect(welcome?.previousElementSibling?.querySelector("bdi[dir=ltr]")).toHaveTextContent("WELCOME10");
      // A left-to-right mark before the sign keeps it on the number's left in a right-to-left line.
      expect(welcome?.textContent).toBe("\u200f\u200e\u22125.70\u00a0\u200f$");
      expect(screen.getByTestId("order-shipping-discount").previousElementSibling).toHaveTextContent("משלוח חינם: שבוע החג");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("shows an order's discounts in its details", () => {
    fakeApi({ user: SHOPPER });
    const order = orderFixture("ord-d", { orderStatus: "confirmed", paymentStatus: "paid", discountAmount: 285, discounts: [{ ...WELCOME, amount: 285 }], taxAmount: 0, totalAmount: 3565 });
    renderWithSession(<OrderDetails order={order} />, { user: SHOPPER });
    expect(screen.getByTestId("order-discount")).toHaveTextContent("−$2.85");
    expect(screen.getByTestId("order-discount").previousElementSibling).toHaveTextContent("Code WELCOME10: Welcome 10%");
    expect(screen.getByTestId("order-total")).toHaveTextContent("$35.65");
  });
});

describe("OrderTotals with gift cards (issue 36)", () => {
  const PAID = { ...TOTALS, giftCardAmount: 3000, giftCardPayments: [{ last4: "2026", amount: 2000 }, { last4: "6WCE", amount: 1000 }] };

  it("shows each card's part after the total, and what is left for PayPal", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderTotals totals={PAID} discounts={[FRIDAY, WELCOME, HOLIDAY]} />, { user: SHOPPER });
    expect(lines().slice(-4)).toEqual(["Total=$48.30", "Gift card •••• 2026=−$20.00", "Gift card •••• 6WCE=−$10.00", "Paid with PayPal=$18.30"]);
    expect(screen.getAllByTestId("order-gift-card")[0]?.previousElementSibling?.querySelector("bdi[dir=ltr]")).toHaveTextContent("•••• 2026");
  });

  it("names no provider when the cards paid it all, says one line when the cards are not named, and nothing without cards", () => {
    fakeApi({ user: SHOPPER });
    const { rerender } = renderWithSession(<OrderTotals totals={{ ...PAID, giftCardAmount: 4830, giftCardPayments: [{ last4: "6WCE", amount: 4830 }] }} />, { user: SHOPPER });
    expect(lines().slice(-2)).toEqual(["Total=$48.30", "Gift card •••• 6WCE=−$48.30"]);
    expect(screen.queryByTestId("order-provider-amount")).toBeNull();
    rerender(<OrderTotals totals={{ ...TOTALS, giftCardAmount: 3000 }} providerLabel="To pay with PayPal" />);
    expect(lines().slice(-3)).toEqual(["Total=$48.30", "Gift cards=−$30.00", "To pay with PayPal=$18.30"]);
    rerender(<OrderTotals totals={{ ...TOTALS, giftCardAmount: 0 }} />);
    expect(lines().at(-1)).toBe("Total=$48.30");
    expect(screen.queryByTestId("order-gift-card")).toBeNull();
  });

  it("says it in Hebrew, the masked card left to right", async () => {
    fakeApi({ user: SHOPPER });
    await i18n.changeLanguage("he");
    try {
      renderWithSession(<OrderTotals totals={PAID} />, { user: SHOPPER });
      const [first] = screen.getAllByTestId("order-gift-card");
      expect(first?.previousElementSibling).toHaveTextContent("כרטיס מתנה •••• 2026");
      expect(first?.textContent).toBe("\u200f\u200e\u221220.00\u00a0\u200f$");
      expect(screen.getByTestId("order-provider-amount").previousElementSibling).toHaveTextContent("שולם ב-PayPal");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("shows an order's cards in its details, the rest named by how and whether it was paid", () => {
    fakeApi({ user: SHOPPER });
    const payments = [{ cardId: "gc-1", last4: "2026", amount: 2000 }];
    const { unmount } = renderWithSession(<OrderDetails order={orderFixture("ord-g", { orderStatus: "confirmed", paymentStatus: "paid", paymentMethod: "paypal", giftCardAmount: 2000, giftCardPayments: payments })} />, { user: SHOPPER });
    expect(lines().slice(-3)).toEqual(["Total=$38.50", "Gift card •••• 2026=−$20.00", "Paid with PayPal=$18.50"]);
    unmount();
    const sandbox = renderWithSession(<OrderDetails order={orderFixture("ord-s", { giftCardAmount: 2000, giftCardPayments: payments })} />, { user: SHOPPER });
    expect(lines().at(-1)).toBe("To pay (test payment)=$18.50");
    sandbox.unmount();
    renderWithSession(<OrderDetails order={orderFixture("ord-c", { orderStatus: "confirmed", paymentStatus: "paid", paymentMethod: "giftCard", giftCardAmount: 3850, giftCardPayments: [{ ...payments[0]!, amount: 3850 }] })} />, { user: SHOPPER });
    expect(screen.getByText("Payment method").nextElementSibling).toHaveTextContent("Paid by gift card");
    expect(lines().at(-1)).toBe("Gift card •••• 2026=−$38.50");
  });
});
