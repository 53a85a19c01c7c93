import { describe, expect, it } from "vitest";
import { renderMessage, PENDING_ORDER_LIFETIME_MINUTES, pendingOrderExpiry, type Order, type OrderCartItem } from "@cocoa/contracts";
import { expiryChange, isExpired, lapsed, orderFromDocument, orderInLanguage, paymentBreakdown, quantities, risenLine } from "./orders.service";

const PLACED = "2026-03-05T12:00:00.000Z";
const EXPIRES = "2026-03-05T13:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

const line = (productId: string, price: number, quantity = 1): OrderCartItem => ({ productId, title: `Title ${productId}`, image: "", price, quantity });

function storedOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    userId: "u1",
    cartId: "u1",
    cartItems: [line("p-a", 3000, 2)],
    addressInfo: {},
    orderStatus: "pending",
    paymentMethod: "sandbox",
    paymentStatus: "pending",
    currency: "USD",
    subtotal: 6000,
    shippingCost: 1000,
    taxAmount: 0,
    totalAmount: 7000,
    orderDate: PLACED,
    orderUpdateDate: PLACED,
    paymentId: "SBX1",
    payerId: "",
    statusHistory: [{ status: "pending", at: PLACED }],
    expiresAt: EXPIRES,
    ...overrides,
  };
}

const order = (overrides: Record<string, unknown> = {}, now = at(PLACED)): Order => orderFromDocument("o1", storedOrder(overrides), now);

describe("pendingOrderExpiry", () => {
  it("is the order's date plus the pending lifetime, and empty for a date that is not one", () => {
    expect(PENDING_ORDER_LIFETIME_MINUTES).toBe(60);
    expect(pendingOrderExpiry(PLACED)).toBe(EXPIRES);
    expect(pendingOrderExpiry("not a date")).toBe("");
    expect(pendingOrderExpiry("")).toBe("");
  });
});

describe("order expiry", () => {
  it("expires an unpaid order at its expiry, not a moment before", () => {
    expect(isExpired({ paymentStatus: "pending", expiresAt: EXPIRES }, at(EXPIRES) - 1)).toBe(false);
    expect(isExpired({ paymentStatus: "pending", expiresAt: EXPIRES }, at(EXPIRES))).toBe(true);
  });

  it("never expires an order being paid, paid or failed, nor one without a usable expiry", () => {
    const later = at(EXPIRES) + 86_400_000;
    for (const paymentStatus of ["processing", "paid", "failed"] as const) {
      expect(isExpired({ paymentStatus, expiresAt: EXPIRES }, later)).toBe(false);
    }
    expect(isExpired({ paymentStatus: "pending", expiresAt: "" }, later)).toBe(false);
  });

  it("fails an expired order as rejected with the expiry reason, its history dated at the expiry", () => {
    const pending = order();
    expect(expiryChange(pending, at(EXPIRES) - 1)).toBeUndefined();
    expect(expiryChange(pending, at(EXPIRES) + 5_000)).toEqual({
      paymentStatus: "failed",
      failureCode: "order.expired",
      orderStatus: "rejected",
      orderUpdateDate: EXPIRES,
      statusHistory: [
        { status: "pending", at: PLACED },
        // The shop's own change: nobody rejected it, the payment window closed.
        { status: "rejected", at: EXPIRES, by: { kind: "system" } },
      ],
    });
  });

  it("reads the same whether or not the expiry was written yet", () => {
    const later = at(EXPIRES) + 60_000;
    const unwritten = order({}, later);
    const written = orderFromDocument("o1", { ...storedOrder(), ...expiryChange(order(), later) }, later);
    expect(unwritten).toEqual(written);
    expect(unwritten).toMatchObject({ orderStatus: "rejected", paymentStatus: "failed", failureCode: "order.expired" });
    expect(orderInLanguage(unwritten, "he").failureReason).toBe(renderMessage("order.expired", {}, "he"));
    expect(lapsed(written, later)).toBe(written);
  });

  it("gives an order stored before expiry existed an expiry from its date", () => {
    const { expiresAt: _none, ...old } = storedOrder();
    expect(orderFromDocument("o1", old, at(PLACED)).expiresAt).toBe(EXPIRES);
    expect(orderFromDocument("o1", old, at(EXPIRES)).orderStatus).toBe("rejected");
  });

  it("shows the English reason of an order failed before message codes as it is", () => {
    const legacy = orderFromDocument("o1", { paymentStatus: "failed", orderStatus: "rejected", failureReason: "The payment was cancelled." }, at(EXPIRES));
    expect(orderInLanguage(legacy, "he").failureReason).toBe("The payment was cancelled.");
    expect(legacy.failureCode).toBeUndefined();
  });

  it("leaves a paid order as it is, however old", () => {
    const paid = order({ paymentStatus: "paid", orderStatus: "confirmed" }, at(EXPIRES) + 86_400_000);
    expect(paid).toMatchObject({ paymentStatus: "paid", orderStatus: "confirmed" });
    expect(paid.failureReason).toBeUndefined();
  });
});

describe("risenLine", () => {
  const lines = [line("a", 1000), line("b", 2000, 3), line("c", 500)];

  it("finds the first line whose product costs more now", () => {
    expect(risenLine(lines, new Map([["a", 1000], ["b", 2001], ["c", 600]]))?.productId).toBe("b");
  });

  it("lets a price that stayed or fell through, and leaves a missing product to the stock check", () => {
    expect(risenLine(lines, new Map([["a", 1000], ["b", 1500], ["c", 1]]))).toBeUndefined();
    expect(risenLine(lines, new Map([["a", 1000]]))).toBeUndefined();
  });
});

describe("orders with gift cards", () => {
  const bought = { productId: "gift-card", title: "Gift card", titleHe: "כרטיס מתנה", image: "", price: 5000, quantity: 1 };

  it("reads back what each card paid and the card an order bought (a malformed entry skipped)", () => {
    const read = order({
      giftCardAmount: 5000,
      giftCardPayments: [{ cardId: "c1", last4: "6WCE", amount: 5000 }, { cardId: 7 }],
      giftCardPurchase: { amount: 5000, recipientName: "Yael", recipientEmail: "yael@example.com", senderName: "", message: "", deliverOn: "2026-03-06", language: "he", cardId: "c9" },
    });
    expect(read.giftCardAmount).toBe(5000);
    expect(read.giftCardPayments).toEqual([{ cardId: "c1", last4: "6WCE", amount: 5000 }]);
    expect(read.giftCardPurchase).toMatchObject({ recipientName: "Yael", cardId: "c9" });
    expect(order()).not.toHaveProperty("giftCardPayments");
    expect(order().giftCardAmount).toBe(0);
  });

  it("holds no stock for a gift card being bought", () => {
    expect(quantities({ cartItems: [bought] })).toEqual(new Map());
    expect(quantities({ cartItems: [line("p-a", 3000, 2), bought] })).toEqual(new Map([["p-a", 2]]));
  });

  it("tells the provider the cards' part as a discount, so its breakdown adds up to what it is asked for; a gift card is digital", () => {
    const totals = { subtotal: 7000, shippingCost: 1000, wrapCost: 0, discountAmount: 700, shippingDiscount: 0, taxAmount: 0, taxIncluded: false, totalAmount: 7300 };
    const breakdown = paymentBreakdown([line("p-a", 3000, 2), line("p-b", 1000)], totals, 5000, "en");
    expect(breakdown.discount).toBe(5700);
    expect(breakdown.itemTotal + breakdown.taxTotal + breakdown.shipping + breakdown.handling - breakdown.shippingDiscount - breakdown.discount).toBe(7300 - 5000);
    expect(paymentBreakdown([bought], { ...totals, subtotal: 5000, shippingCost: 0, discountAmount: 0, totalAmount: 5000 }, 0, "he").items).toEqual([{ name: "כרטיס מתנה", unitAmount: 5000, quantity: 1, digital: true }]);
  });
});

describe("orders with prices that include VAT (issue 37)", () => {
  it("reads an order stored before the tax mode as tax added, and keeps its totals and rate as stored", () => {
    const before = order();
    expect(before.taxIncluded).toBe(false);
    expect(before).not.toHaveProperty("taxRate");
    expect([before.subtotal, before.shippingCost, before.taxAmount, before.totalAmount]).toEqual([6000, 1000, 0, 7000]);
    const included = order({ taxIncluded: true, taxRate: 17, taxAmount: 1017, totalAmount: 7000 });
    expect(included).toMatchObject({ taxIncluded: true, taxRate: 17, taxAmount: 1017, totalAmount: 7000 });
  });

  it("gives the provider the shelf prices and no tax line when the VAT is inside them, so the breakdown adds up", () => {
    // 2 x 29.99 + 9.99 - 3.33, delivery 12.34 less 2.00 off, wrapping 7.77: VAT 17% contained.
    const lines = [line("p-a", 2999, 2), line("p-b", 999)];
    const totals = { subtotal: 6997, shippingCost: 1234, wrapCost: 777, discountAmount: 333, shippingDiscount: 200, taxAmount: 1231, taxIncluded: true, totalAmount: 8475 };
    for (const cards of [0, 1000]) {
      const breakdown = paymentBreakdown(lines, totals, cards, "en");
      expect(breakdown.taxTotal).toBe(0);
      expect(breakdown.items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0)).toBe(breakdown.itemTotal);
      expect(breakdown.itemTotal + breakdown.taxTotal + breakdown.shipping + breakdown.handling - breakdown.shippingDiscount - breakdown.discount).toBe(totals.totalAmount - cards);
    }
    expect(paymentBreakdown(lines, { ...totals, taxIncluded: false, totalAmount: 8475 + 1231 }, 0, "en").taxTotal).toBe(1231);
  });
});
