import type { Address, Order, Product } from "@contracts";
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
    discountAmount: 0,
    shippingDiscount: 0,
    taxAmount: 0,
    taxIncluded: false,
    totalAmount: 3850,
    giftCardAmount: 0,
    orderDate: "2026-03-05T12:30:00.000Z",
    orderUpdateDate: "2026-03-05T12:30:00.000Z",
    paymentId: "PAY-1",
    payerId: "",
    statusHistory: [{ status: "pending", at: "2026-03-05T12:30:00.000Z" }],
    expiresAt: "2026-03-05T13:30:00.000Z",
    ...overrides,
  };
}

/**
 * A product sold by variant (issue 34): two sizes and two cocoas, four variants. "Box of 9 · Milk"
 * is sold out; "Box of 16 · Dark" is on sale; "Box of 16 · Milk" has its own photo. Product-level
 * price, sale price and stock as the server derives them (the cheapest now, the sum).
 */
export function variantProductFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: "p-box",
    slug: "truffle-box",
    image: "/images/products/box.webp",
    title: "Truffle box",
    titleHe: "קופסת טראפלס",
    description: "Hand-rolled truffles.",
    descriptionHe: "טראפלס בעבודת יד.",
    category: "truffles",
    brand: "atelier",
    price: 2400,
    salePrice: 0,
    totalStock: 16,
    averageReview: 0,
    featured: false,
    options: [
      { name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }] },
      { name: "Cocoa", nameHe: "קקאו", values: [{ label: "Dark", labelHe: "מריר" }, { label: "Milk", labelHe: "חלב" }] },
    ],
    variants: [
      { sku: "BOX9-DARK", optionValues: ["Box of 9", "Dark"], price: 2400, salePrice: 0, totalStock: 5 },
      { sku: "BOX9-MILK", optionValues: ["Box of 9", "Milk"], price: 2400, salePrice: 0, totalStock: 0 },
      { sku: "BOX16-DARK", optionValues: ["Box of 16", "Dark"], price: 3900, salePrice: 3500, totalStock: 3 },
      { sku: "BOX16-MILK", optionValues: ["Box of 16", "Milk"], price: 3900, salePrice: 0, totalStock: 8, image: "/images/products/box-milk.webp" },
    ],
    ...overrides,
  };
}

/**
 * A build-your-own box sold by size (issue 34): 4 or 9 slots, four pieces. "Gold Leaf Dome" adds
 * $1.50, "Passion Fruit Pyramid" $0.50 and is sold out, "Rose Petal Heart" has 3 left.
 */
export function boxProductFixture(overrides: Partial<Product> = {}): Product {
  return {
    _id: "byo",
    slug: "build-your-own-box",
    image: "/images/products/byo.webp",
    title: "Build Your Own Box",
    titleHe: "קופסה בהרכבה אישית",
    description: "Choose every piece.",
    descriptionHe: "בוחרים כל פרלין.",
    category: "gift-boxes",
    brand: "atelier",
    price: 2000,
    salePrice: 0,
    totalStock: 15,
    averageReview: 0,
    featured: false,
    box: { pieceIds: ["piece-gold", "piece-vanilla", "piece-rose", "piece-passion"] },
    options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 4", labelHe: "קופסה של 4" }, { label: "Box of 9", labelHe: "קופסה של 9" }] }],
    variants: [
      { sku: "BYO-4", optionValues: ["Box of 4"], price: 2000, salePrice: 0, totalStock: 10, slots: 4 },
      { sku: "BYO-9", optionValues: ["Box of 9"], price: 3200, salePrice: 0, totalStock: 5, slots: 9 },
    ],
    boxPieces: [
      { _id: "piece-gold", title: "Gold Leaf Dome", titleHe: "כיפת עלה זהב", image: "/images/products/gold.webp", supplement: 150, totalStock: 20 },
      { _id: "piece-vanilla", title: "Vanilla Snowball", titleHe: "כדור שלג וניל", image: "/images/products/vanilla.webp", supplement: 0, totalStock: 65 },
      { _id: "piece-rose", title: "Rose Petal Heart", titleHe: "לב עלי ורדים", image: "/images/products/rose.webp", supplement: 0, totalStock: 3 },
      { _id: "piece-passion", title: "Passion Fruit Pyramid", titleHe: "פירמידת פסיפלורה", image: "/images/products/passion.webp", supplement: 50, totalStock: 0 },
    ],
    ...overrides,
  };
}
