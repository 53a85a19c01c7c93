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
});
