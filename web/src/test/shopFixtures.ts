import type { Address, Order } from "@contracts";
import { SHOPPER } from "./fakeApi";

/** Addresses and orders as the API answers them, for the checkout, account and payment tests. */

export function addressFixture(id: string, overrides: Partial<Address> = {}): Address {
  return {
    _id: id,
    userId: SHOPPER.id,
    address: `${id} Cocoa Lane`,
    city: "Tel Aviv",
    pincode: "6100001",
    phone: "+972 3 555 0147",
    notes: "Ring twice",
    ...overrides,
  };
}

export function orderFixture(id: string, overrides: Partial<Order> = {}): Order {
  return {
    _id: id,
    // Left empty, the order reads as one stored before numbers existed (shown by its id); tests of
    // the number set it.
    orderNumber: "",
    userId: SHOPPER.id,
    cartId: "cart-1",
    cartItems: [
      { productId: "p1", title: "Hazelnut praline", titleHe: "פרלין אגוזי לוז", image: "/p1.jpg", price: 900, quantity: 2 },
      { productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, quantity: 1 },
    ],
    addressInfo: { addressId: "a1", address: "12 Cocoa Lane", city: "Tel Aviv", pincode: "6100001", phone: "+972 3 555 0147", notes: "Ring twice" },
    orderStatus: "pending",
    paymentMethod: "sandbox",
    paymentStatus: "pending",
    currency: "USD",
    subtotal: 2850,
    shippingCost: 1000,
    wrapCost: 0,
    taxAmount: 0,
    totalAmount: 3850,
    orderDate: "2026-03-05T12:30:00.000Z",
    orderUpdateDate: "2026-03-05T12:30:00.000Z",
    paymentId: "PAY-1",
    payerId: "",
    statusHistory: [{ status: "pending", at: "2026-03-05T12:30:00.000Z" }],
    expiresAt: "2026-03-05T13:30:00.000Z",
    ...overrides,
  };
}
