import { DEFAULT_SHOP_SETTINGS, type Order } from "@cocoa/contracts";
import { describe, expect, it } from "vitest";
import { orderMailData } from "./order-mail";

const ORDER = {
  _id: "o1",
  orderNumber: "CA-10001",
  userId: "u1",
  cartId: "c1",
  cartItems: [{ productId: "p1", title: "Dark truffles", titleHe: "טראפלס מריר", image: "", price: 4800, quantity: 1 }],
  addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
  orderStatus: "confirmed",
  paymentMethod: "paypal",
  paymentStatus: "paid",
  currency: "USD",
  subtotal: 4800,
  shippingCost: 0,
  taxAmount: 0,
  totalAmount: 4800,
  // 00:30 on 3 December in Jerusalem; still 2 December in UTC, the server's clock.
  orderDate: "2026-12-02T22:30:00.000Z",
  orderUpdateDate: "2026-12-02T22:30:00.000Z",
  paymentId: "",
  payerId: "",
  statusHistory: [],
  delivery: { method: "pickup", date: "2026-12-06", hebrewDate: { en: "26 Kislev 5787", he: "כ״ו כסלו תשפ״ז" }, timeZone: "Asia/Jerusalem", fee: 0 },
} as unknown as Order;

const customer = { name: "Dana", email: "dana@example.test" };

describe("orderMailData", () => {
  it("dates the order on the shop's clock, not the server's UTC", () => {
    expect(orderMailData({ order: ORDER, customer, settings: DEFAULT_SHOP_SETTINGS, language: "en" }).orderDate).toBe("December 3, 2026");
    const london = { ...ORDER, delivery: { ...ORDER.delivery!, timeZone: "Europe/London" } };
    expect(orderMailData({ order: london, customer, settings: DEFAULT_SHOP_SETTINGS, language: "en" }).orderDate).toBe("December 2, 2026");
  });

  it("dates an order from before the calendar in the default shop's time zone", () => {
    const { delivery: _none, ...before } = ORDER;
    expect(orderMailData({ order: before as Order, customer, settings: DEFAULT_SHOP_SETTINGS, language: "he" }).orderDate).toBe("3 בדצמבר 2026");
  });

  it("names each promotion and gift card with what it took, and what the provider was paid", () => {
    const paid = {
      ...ORDER,
      discountAmount: 700,
      shippingDiscount: 1000,
      totalAmount: 8000,
      giftCardAmount: 5000,
      giftCardPayments: [{ cardId: "c1", last4: "6WCE", amount: 5000 }],
      discounts: [
        { promotionId: "p1", kind: "code", code: "WELCOME10", name: "Welcome 10%", nameHe: "ברוכים הבאים", benefit: "percent", amount: 700, shippingAmount: 0, freeDelivery: false },
        { promotionId: "p2", kind: "automatic", name: "Free courier", benefit: "freeDelivery", amount: 0, shippingAmount: 1000, freeDelivery: true },
      ],
    } as Order;
    const data = orderMailData({ order: paid, customer, settings: DEFAULT_SHOP_SETTINGS, language: "en" });
    expect(data.discounts).toEqual([
      { label: "Welcome 10%", amount: "-$7.00" },
      { label: "Free courier", amount: "-$10.00" },
    ]);
    expect(data.giftCards).toEqual([{ label: "•••• 6WCE", amount: "-$50.00" }]);
    expect(data.paidWithProvider).toBe("$30.00");
    expect(orderMailData({ order: paid, customer, settings: DEFAULT_SHOP_SETTINGS, language: "he" }).discounts[0]?.label).toBe("ברוכים הבאים");
    // Cards that paid it all: nothing at the provider to show; no cards: the total says it.
    expect(orderMailData({ order: { ...paid, giftCardAmount: 8000 }, customer, settings: DEFAULT_SHOP_SETTINGS, language: "en" }).paidWithProvider).toBe("");
    expect(orderMailData({ order: ORDER, customer, settings: DEFAULT_SHOP_SETTINGS, language: "en" })).toMatchObject({ discounts: [], giftCards: [], paidWithProvider: "" });
  });

  it("splits a refund between the payment and the gift cards", () => {
    const context = { order: ORDER, customer, settings: DEFAULT_SHOP_SETTINGS, language: "en" as const };
    expect(orderMailData(context, { refund: { amount: 8000, toGiftCards: 5000, pending: false } })).toMatchObject({ refundAmount: "$30.00", refundToGiftCards: "$50.00" });
    const cardsOnly = orderMailData(context, { refund: { amount: 2000, toGiftCards: 2000, pending: false } });
    expect(cardsOnly.refundToGiftCards).toBe("$20.00");
    expect(cardsOnly).not.toHaveProperty("refundAmount");
  });

  it("says for whom a gift card bought is, and the day it is emailed", () => {
    const { delivery: _none, ...base } = ORDER;
    const bought = { ...base, giftCardPurchase: { amount: 5000, recipientName: "Yael", recipientEmail: "yael@example.com", senderName: "", message: "", deliverOn: "2026-12-03", language: "en" } } as Order;
    expect(orderMailData({ order: bought, customer, settings: DEFAULT_SHOP_SETTINGS, language: "en" }).giftCardPurchase).toEqual({ recipientName: "Yael", recipientEmail: "yael@example.com", deliverDate: "Thursday, December 3, 2026" });
    expect(orderMailData({ order: bought, customer, settings: DEFAULT_SHOP_SETTINGS, language: "he" }).giftCardPurchase?.deliverDate).toMatch(/^יום חמישי/);
  });
});
