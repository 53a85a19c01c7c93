import { describe, expect, it } from "vitest";
import { businessOf, clockOf, formatReceiptNumber, receiptDateText, receiptNumberValue, receiptOf, receiptPdfUrl } from "./receipt-rules";
import type { Order } from "./order";

const business = { name: "שוקולד האטלייה בע״מ", registrationNumber: "515555555", address: "רחוב הרצל 1, תל אביב", vatRegistered: true };

function order(overrides: Partial<Order> & { taxIncluded?: boolean } = {}) {
  const base: Order = {
    _id: "o1",
    orderNumber: "CA-10001",
    userId: "u1",
    cartId: "c1",
    cartItems: [
      { productId: "p-a", title: "Almond truffles", titleHe: "טראפל שקדים", image: "", price: 1250, quantity: 2, variantSku: "AT-16", variantLabel: "Box of 16", variantLabelHe: "קופסה של 16", discount: 250 },
      { productId: "p-b", title: "Dark bar", image: "", price: 900, quantity: 1 },
    ],
    addressInfo: { addressId: "a", address: "", city: "", pincode: "", phone: "", notes: "" },
    orderStatus: "confirmed",
    paymentMethod: "sandbox",
    paymentStatus: "paid",
    currency: "ILS",
    subtotal: 3400,
    shippingCost: 1000,
    taxAmount: 494,
    wrapCost: 0,
    discountAmount: 250,
    shippingDiscount: 0,
    totalAmount: 4150,
    giftCardAmount: 1000,
    orderDate: "2026-11-29T22:30:00.000Z",
    orderUpdateDate: "2026-11-29T22:30:00.000Z",
    paymentId: "pay",
    payerId: "payer",
    statusHistory: [],
    expiresAt: "2026-11-29T23:30:00.000Z",
    receipt: { number: "R-000123", issuedAt: "2026-11-29T22:31:00.000Z" },
  };
  return { ...base, ...overrides };
}

describe("receipt numbers", () => {
  it("pads to six digits with the sequence's prefix, and reads back", () => {
    expect(formatReceiptNumber("receipts", 123)).toBe("R-000123");
    expect(formatReceiptNumber("creditNotes", 45)).toBe("CN-000045");
    expect(formatReceiptNumber("receipts", 1234567)).toBe("R-1234567");
    expect(receiptNumberValue("receipts", "R-000123")).toBe(123);
    expect(receiptNumberValue("creditNotes", "R-000123")).toBeUndefined();
  });

  it("links to the shopper's and the admin's PDF", () => {
    expect(receiptPdfUrl("a b", "shop")).toBe("/api/shop/order/receipt/a%20b");
    expect(receiptPdfUrl("o1", "admin")).toBe("/api/admin/orders/receipt/o1");
  });
});

describe("receiptOf", () => {
  const buyer = { name: "Dana Levi", email: "dana@example.com" };

  it("has nothing to say of an order without a receipt", () => {
    expect(receiptOf(order({ receipt: undefined }), business, "en", buyer)).toBeUndefined();
  });

  it("is a tax invoice / receipt of a VAT-registered business, dated on the shop's clock", () => {
    const receipt = receiptOf(order({ taxIncluded: true }), business, "he", buyer)!;
    expect(receipt.kind).toBe("taxInvoiceReceipt");
    expect(receipt.number).toBe("R-000123");
    // 22:31 UTC on the 29th is past midnight in Jerusalem.
    expect(receipt.date).toBe("2026-11-30");
    expect(receipt.time).toBe("00:31");
    expect(receiptDateText(receipt.date)).toBe("30/11/2026");
    expect(receipt.tax).toEqual({ mode: "included", amount: 494 });
    expect(receipt.lines[0]).toEqual({ title: "טראפל שקדים", variant: "קופסה של 16", quantity: 2, unitPrice: 1250, total: 2500, discount: 250 });
    // A line without a Hebrew title keeps its English one.
    expect(receipt.lines[1]?.title).toBe("Dark bar");
    expect(receipt.paidByProvider).toBe(3150);
    expect(receipt.giftCards).toBe(1000);
  });

  it("adds the tax for an order taxed on top, and is a plain receipt for a business not VAT-registered", () => {
    const receipt = receiptOf(order(), { ...business, vatRegistered: false }, "en", buyer)!;
    expect(receipt.kind).toBe("receipt");
    expect(receipt.tax).toEqual({ mode: "added", amount: 494 });
    expect(receipt.lines[0]?.title).toBe("Almond truffles");
  });

  it("gives a gift card bought a receipt without VAT", () => {
    const receipt = receiptOf(order({ giftCardPurchase: { amount: 5000, recipientName: "Y", recipientEmail: "y@example.com", senderName: "D", message: "", deliverOn: "2026-12-01", language: "he" } as Order["giftCardPurchase"] }), business, "en", buyer)!;
    expect(receipt.kind).toBe("receipt");
    expect(receipt.tax.mode).toBe("none");
    expect(receipt.voucher).toBe(true);
  });

  it("lists the credit notes, each naming the receipt and the lines it refunded", () => {
    const refunds: Order["refunds"] = [
      { key: "k1", refundId: "r1", amount: 1125, status: "completed", reason: "partial", at: "2026-12-01T10:00:00.000Z", lines: [{ productId: "p-a", variantSku: "AT-16", quantity: 1 }], creditNote: { number: "CN-000045", issuedAt: "2026-12-01T10:00:00.000Z", receiptNumber: "R-000123" } },
      { key: "k0", refundId: "r0", amount: 100, status: "completed", reason: "partial", at: "2026-11-30T10:00:00.000Z" },
    ];
    const receipt = receiptOf(order({ refunds }), business, "he", buyer)!;
    expect(receipt.creditNotes).toEqual([
      { number: "CN-000045", receiptNumber: "R-000123", date: "2026-12-01", amount: 1125, toGiftCards: 0, lines: [{ title: "טראפל שקדים", variant: "קופסה של 16", quantity: 1 }] },
    ]);
  });
});

describe("businessOf", () => {
  it("reads settings from before the business details with the site's name and contact address", () => {
    expect(businessOf({ siteName: "Cocoa Atelier", contactInfo: { address: "1 Herzl St" } })).toEqual({ name: "Cocoa Atelier", registrationNumber: "", address: "1 Herzl St", vatRegistered: false });
    expect(businessOf({ siteName: "Cocoa Atelier", business })).toEqual(business);
  });

  it("reads a clock in a time zone", () => {
    expect(clockOf("2026-07-01T12:00:00.000Z", "Asia/Jerusalem")).toEqual({ date: "2026-07-01", time: "15:00" });
    expect(clockOf("not a date", "Asia/Jerusalem")).toEqual({ date: "", time: "" });
  });
});
