import type { AdminOrder, OrderGift } from "@contracts";
import { orderFixture } from "./shopFixtures";

/** Gifts (issue 33) as the API answers them, for the admin's list, packing slip and gift card tests. */

export function giftFixture(overrides: Partial<OrderGift> = {}): OrderGift {
  return {
    recipientName: "Dana Levi",
    recipientPhone: "+972 52 555 0199",
    destination: "oneOff",
    message: "Happy birthday!\nWith love from all of us",
    from: "Noa",
    wrap: true,
    wrapName: { en: "Gold box with a ribbon", he: "קופסת זהב עם סרט" },
    hidePrices: true,
    recipientLanguage: "en",
    ...overrides,
  };
}

/**
 * An admin's copy of a gift order: bought by Noa Newcomer, sent to Dana Levi at the recipient's
 * address (the order's `addressInfo`), wrapped (`wrapCost` in the totals), prices hidden.
 */
export function giftOrderFixture(id: string, gift: Partial<OrderGift> = {}, overrides: Partial<AdminOrder> = {}): AdminOrder {
  const base = orderFixture(id);
  const wrapCost = (gift.wrap ?? true) ? 800 : 0;
  return {
    ...base,
    userName: "Noa Newcomer",
    addressInfo: { addressId: "", address: "7 Rothschild Blvd", city: "Tel Aviv", pincode: "6688101", phone: "+972 3 555 0147", notes: "Leave with the concierge" },
    wrapCost,
    totalAmount: base.subtotal + base.shippingCost + base.taxAmount + wrapCost,
    gift: giftFixture(gift),
    ...overrides,
  };
}
