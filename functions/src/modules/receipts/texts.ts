/**
 * The words of the receipt's PDF, in English and Hebrew (the SPA's printable page says the same in its
 * locale packs, `receipt.*`). Hebrew abbreviations use gershayim (U+05F4) and geresh (U+05F3).
 */
import type { PaymentMethod, ReceiptKind, ReceiptLanguage } from "@cocoa/contracts";

export interface ReceiptTexts {
  kinds: Record<ReceiptKind, string>;
  number: string;
  date: string;
  orderNumber: string;
  registrationNumber: string;
  billedTo: string;
  item: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  lineDiscount: string;
  subtotal: string;
  discount: string;
  delivery: string;
  deliveryDiscount: string;
  wrapping: string;
  vatIncluded: string;
  taxAdded: string;
  total: string;
  giftCards: string;
  paid: string;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethod, string>;
  voucher: string;
  creditNotes: string;
  creditNote: string;
  forReceipt: string;
  refunded: string;
  toGiftCards: string;
  issued: string;
}

export const RECEIPT_TEXTS: Record<ReceiptLanguage, ReceiptTexts> = {
  en: {
    kinds: { taxInvoiceReceipt: "Tax invoice / receipt", receipt: "Receipt" },
    number: "Number",
    date: "Date",
    orderNumber: "Order",
    registrationNumber: "Registration no.",
    billedTo: "Billed to",
    item: "Item",
    quantity: "Qty",
    unitPrice: "Unit price",
    lineTotal: "Total",
    lineDiscount: "Discount",
    subtotal: "Subtotal",
    discount: "Discount",
    delivery: "Delivery",
    deliveryDiscount: "Delivery discount",
    wrapping: "Gift wrapping",
    vatIncluded: "Includes VAT",
    taxAdded: "Tax",
    total: "Total",
    giftCards: "Paid by gift cards",
    paid: "Paid",
    paymentMethod: "Payment method",
    paymentMethods: { paypal: "PayPal", sandbox: "Test payment", giftCard: "Gift card", none: "Nothing to pay" },
    voucher: "A gift card bought: a voucher, no VAT charged.",
    creditNotes: "Credit notes",
    creditNote: "Credit note",
    forReceipt: "for receipt",
    refunded: "Refunded",
    toGiftCards: "to gift cards",
    issued: "Issued electronically",
  },
  he: {
    kinds: { taxInvoiceReceipt: "חשבונית מס / קבלה", receipt: "קבלה" },
    number: "מספר",
    date: "תאריך",
    orderNumber: "הזמנה",
    registrationNumber: "מספר עוסק",
    billedTo: "לכבוד",
    item: "פריט",
    quantity: "כמות",
    unitPrice: "מחיר ליחידה",
    lineTotal: "סה״כ",
    lineDiscount: "הנחה",
    subtotal: "סכום ביניים",
    discount: "הנחה",
    delivery: "משלוח",
    deliveryDiscount: "הנחה על המשלוח",
    wrapping: "אריזת מתנה",
    vatIncluded: "כולל מע״מ",
    taxAdded: "מס",
    total: "סה״כ",
    giftCards: "שולם בכרטיסי מתנה",
    paid: "שולם",
    paymentMethod: "אמצעי תשלום",
    paymentMethods: { paypal: "PayPal", sandbox: "תשלום ניסיון", giftCard: "כרטיס מתנה", none: "אין סכום לתשלום" },
    voucher: "רכישת כרטיס מתנה: שובר, ללא מע״מ.",
    creditNotes: "הודעות זיכוי",
    creditNote: "הודעת זיכוי",
    forReceipt: "לקבלה",
    refunded: "זוכה",
    toGiftCards: "לכרטיסי מתנה",
    issued: "הופק באופן ממוחשב",
  },
};
