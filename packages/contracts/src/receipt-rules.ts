/**
 * Receipts and credit notes (issue 37), the zod-free half of order.ts: their numbers, and what a
 * receipt says (`receiptOf`), read alike by the printable page in the SPA and the server's PDF, so the
 * two never disagree. Money stays integer minor units here; each side formats it with `formatPrice`.
 */
import type { Order, OrderRefund } from "./order";
import type { BusinessDetails } from "./settings";
import { orderTimeZone } from "./delivery-rules";

/**
 * The two gap-free sequences: `counters/receipts` and `counters/creditNotes`, each `{ last }`, read and
 * raised in the transaction that pays the order (a receipt) or records the refund (a credit note).
 */
export const RECEIPT_NUMBERS = {
  collection: "counters",
  field: "last",
  receipts: { doc: "receipts", prefix: "R-" },
  creditNotes: { doc: "creditNotes", prefix: "CN-" },
  /** Zero-padded to six digits: `R-000123`. Past 999,999 the number simply grows longer. */
  digits: 6,
} as const;

export type ReceiptSequence = "receipts" | "creditNotes";

/** The `n`th number of a sequence: `R-000001`, `CN-000045`. */
export function formatReceiptNumber(sequence: ReceiptSequence, n: number): string {
  return `${RECEIPT_NUMBERS[sequence].prefix}${String(n).padStart(RECEIPT_NUMBERS.digits, "0")}`;
}

/** The number a formatted one carries (`R-000123` → 123), or undefined for text of another shape. */
export function receiptNumberValue(sequence: ReceiptSequence, number: string): number | undefined {
  const { prefix } = RECEIPT_NUMBERS[sequence];
  if (!number.startsWith(prefix)) return undefined;
  const digits = number.slice(prefix.length);
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

export type ReceiptLanguage = "en" | "he";

/** A tax invoice / receipt for a VAT-registered business selling goods; a plain receipt otherwise (and for a gift card bought: a voucher, not goods). */
export type ReceiptKind = "taxInvoiceReceipt" | "receipt";

export interface ReceiptLine {
  title: string;
  /** The variant's label, in the receipt's language ("" for a product sold as itself). */
  variant: string;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity, before the line's discount. */
  total: number;
  /** What the promotions took from the line (0 without). */
  discount: number;
}

export interface ReceiptCreditNote {
  number: string;
  /** The receipt it corrects (absent on a refund of an order paid before receipts). */
  receiptNumber: string | undefined;
  date: string;
  amount: number;
  /** What went back to the gift cards that paid (the rest through the payment provider). */
  toGiftCards: number;
  lines: Array<{ title: string; variant: string; quantity: number }>;
}

/**
 * What a receipt says, in one language. `tax`: "included" when the total contains VAT (`amount` is the
 * VAT in it), "added" when tax was charged on top, "none" without tax (a gift card bought carries none).
 */
export interface ReceiptData {
  kind: ReceiptKind;
  language: ReceiptLanguage;
  number: string;
  orderNumber: string;
  /** The day and time it was issued, on the shop's clock (`YYYY-MM-DD`, `HH:mm`). */
  date: string;
  time: string;
  timeZone: string;
  business: BusinessDetails;
  buyer: { name: string; email: string };
  currency: string;
  lines: ReceiptLine[];
  subtotal: number;
  discounts: Array<{ name: string; amount: number }>;
  delivery: { cost: number; discount: number };
  wrapping: number;
  tax: { mode: "included" | "added" | "none"; amount: number };
  total: number;
  giftCards: number;
  /** What the payment provider took: the total less the gift cards' part. */
  paidByProvider: number;
  paymentMethod: Order["paymentMethod"];
  /** A gift card bought: a voucher, which carries no VAT. */
  voucher: boolean;
  creditNotes: ReceiptCreditNote[];
}

/** An instant on a time zone's clock: `YYYY-MM-DD` and `HH:mm` (the date the law reads is the shop's). */
export function clockOf(iso: string, timeZone: string): { date: string; time: string } {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return { date: "", time: "" };
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A date `YYYY-MM-DD` as a reader of the language writes it: 30/11/2026 in both (Israel's and the shop's order of day and month). */
export function receiptDateText(date: string): string {
  const [year, month, day] = date.split("-");
  return year && month && day ? `${day}/${month}/${year}` : date;
}

/** The settings' business details read defensively: a shop whose settings predate them prints its name. */
export function businessOf(settings: { siteName?: string | undefined; business?: Partial<BusinessDetails> | undefined; contactInfo?: { address?: string | undefined } | undefined }): BusinessDetails {
  const business = settings.business ?? {};
  return {
    name: business.name?.trim() || settings.siteName || "",
    registrationNumber: business.registrationNumber ?? "",
    address: business.address?.trim() || settings.contactInfo?.address || "",
    vatRegistered: business.vatRegistered === true,
  };
}

type ReceiptOrder = Pick<
  Order,
  | "orderNumber"
  | "cartItems"
  | "currency"
  | "subtotal"
  | "shippingCost"
  | "shippingDiscount"
  | "wrapCost"
  | "discountAmount"
  | "discounts"
  | "taxAmount"
  | "totalAmount"
  | "giftCardAmount"
  | "giftCardPurchase"
  | "paymentMethod"
  | "refunds"
  | "receipt"
  | "delivery"
  | "orderDate"
> & { taxIncluded?: boolean | undefined };

const inLanguage = (language: ReceiptLanguage, english: string | undefined, hebrew: string | undefined) => (language === "he" ? hebrew || english || "" : english || "");

/** The lines a refund names, titled from the order's lines. */
function refundLines(order: ReceiptOrder, refund: OrderRefund, language: ReceiptLanguage): ReceiptCreditNote["lines"] {
  return (refund.lines ?? []).map((line) => {
    const bought = order.cartItems.find((item) => item.productId === line.productId && (item.variantSku ?? "") === (line.variantSku ?? ""));
    return {
      title: bought ? inLanguage(language, bought.title, bought.titleHe) : line.productId,
      variant: bought ? inLanguage(language, bought.variantLabel, bought.variantLabelHe) : (line.variantSku ?? ""),
      quantity: line.quantity,
    };
  });
}

/**
 * What the receipt of a paid order says in `language`; undefined while the order has none (unpaid, or
 * paid before receipts). `buyer` is the shopper as the shop knows them now.
 */
export function receiptOf(order: ReceiptOrder, business: BusinessDetails, language: ReceiptLanguage, buyer: { name: string; email: string }): ReceiptData | undefined {
  const receipt = order.receipt;
  if (!receipt) return undefined;
  const timeZone = orderTimeZone(order);
  const { date, time } = clockOf(receipt.issuedAt, timeZone);
  const voucher = order.giftCardPurchase !== undefined;
  const tax: ReceiptData["tax"] = voucher || order.taxAmount <= 0 ? { mode: "none", amount: 0 } : { mode: order.taxIncluded === true ? "included" : "added", amount: order.taxAmount };
  const creditNotes = (order.refunds ?? []).flatMap((refund): ReceiptCreditNote[] =>
    refund.creditNote
      ? [
          {
            number: refund.creditNote.number,
            receiptNumber: refund.creditNote.receiptNumber,
            date: clockOf(refund.creditNote.issuedAt, timeZone).date,
            amount: refund.amount,
            toGiftCards: refund.toGiftCards ?? 0,
            lines: refundLines(order, refund, language),
          },
        ]
      : [],
  );
  return {
    kind: business.vatRegistered && !voucher ? "taxInvoiceReceipt" : "receipt",
    language,
    number: receipt.number,
    orderNumber: order.orderNumber,
    date,
    time,
    timeZone,
    business,
    buyer,
    currency: order.currency,
    lines: order.cartItems.map((line) => ({
      title: inLanguage(language, line.title, line.titleHe),
      variant: inLanguage(language, line.variantLabel, line.variantLabelHe),
      quantity: line.quantity,
      unitPrice: line.price,
      total: line.price * line.quantity,
      discount: line.discount ?? 0,
    })),
    subtotal: order.subtotal,
    discounts: (order.discounts ?? []).filter((discount) => discount.amount + discount.shippingAmount > 0).map((discount) => ({ name: inLanguage(language, discount.name, discount.nameHe), amount: discount.amount + discount.shippingAmount })),
    delivery: { cost: order.shippingCost, discount: order.shippingDiscount },
    wrapping: order.wrapCost,
    tax,
    total: order.totalAmount,
    giftCards: order.giftCardAmount,
    paidByProvider: Math.max(0, order.totalAmount - order.giftCardAmount),
    paymentMethod: order.paymentMethod,
    voucher,
    creditNotes,
  };
}

/**
 * The receipt's PDF, outside the JSON endpoint table (its answer is a file, like the stored images and
 * the CSV downloads): the shopper's own (401 signed out; 404 another's order, or one without a receipt)
 * and the admin's (403 for a shopper). Paths under /api.
 */
export const RECEIPT_PDF_PATHS = { shop: "/shop/order/receipt/:id", admin: "/admin/orders/receipt/:id" } as const;

/** The address of an order's receipt PDF, for a link. */
export function receiptPdfUrl(orderId: string, who: keyof typeof RECEIPT_PDF_PATHS): string {
  return `/api${RECEIPT_PDF_PATHS[who].replace(":id", encodeURIComponent(orderId))}`;
}
