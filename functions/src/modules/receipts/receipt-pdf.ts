/**
 * A receipt (`ReceiptData`, the contracts' `receiptOf`) as a PDF, A4, in its language: Hebrew right to
 * left and right-aligned, numbers and Latin words left to right inside it.
 *
 * The font is Noto Sans Hebrew (OFL), embedded from the `@fontsource/noto-sans-hebrew` package (a
 * dependency, so the deployed function has it): its Hebrew and Latin subsets, regular and bold. Each line
 * is put in visual order by the bidi algorithm (./bidi-line.ts) and drawn run by run at computed
 * positions. Hebrew letters are drawn one by one: fontkit would otherwise lay a Hebrew run out right to
 * left a second time. Hebrew letters never join, so nothing of their shape is lost, and text
 * extraction (pdftotext, copy and paste) reads the line back in logical order.
 */
import PDFDocument from "pdfkit";
import { currencyCode, formatPrice, moneyLocale, receiptDateText, type ReceiptData } from "@cocoa/contracts";
import { directionOf, visualRuns, type LineDirection } from "./bidi-line";
import { RECEIPT_TEXTS } from "./texts";

const FONT_FILES = {
  he: "@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff",
  heBold: "@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-700-normal.woff",
  latin: "@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-latin-400-normal.woff",
  latinBold: "@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-latin-700-normal.woff",
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const INK = "#222222";
const MUTED = "#666666";
const RULE = "#cccccc";

interface Put {
  size?: number;
  bold?: boolean;
  color?: string;
  /** "start": the reading direction's start (right in Hebrew); "end" the other side. */
  align?: "start" | "end";
  /** Data of its own (a name, an address, a product's title): ordered in its own direction (`directionOf`), placed by the page's. */
  data?: boolean;
}

/** The PDF's bytes. */
export async function receiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const t = RECEIPT_TEXTS[receipt.language];
  const direction: LineDirection = receipt.language === "he" ? "rtl" : "ltr";
  const money = (minorUnits: number) => formatPrice(minorUnits, currencyCode(receipt.currency) ?? "USD", moneyLocale(receipt.language));
  const title = t.kinds[receipt.kind];
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    lang: receipt.language === "he" ? "he-IL" : "en-US",
    info: { Title: `${title} ${receipt.number}`, Author: receipt.business.name, Subject: `${t.orderNumber} ${receipt.orderNumber}` },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, require.resolve(file));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;

  /** A column `[x, x + w]` given in reading order (from the start side), on the page. */
  const column = (x: number, w: number) => (direction === "rtl" ? { x: left + width - x - w, w } : { x: left + x, w });

  const fontOf = (hebrew: boolean, bold: boolean) => (hebrew ? (bold ? "heBold" : "he") : bold ? "latinBold" : "latin");

  /** Draws one line of `text` inside the column (reading-order `x`, `w`) at the current `y`. */
  function put(text: string, x: number, w: number, options: Put = {}): void {
    const size = options.size ?? 10;
    const bold = options.bold ?? false;
    const runs = visualRuns(text, options.data ? directionOf(text, direction) : direction);
    const widthOf = (run: string, hebrew: boolean) => doc.font(fontOf(hebrew, bold)).fontSize(size).widthOfString(run);
    const lineWidth = runs.reduce((sum, run) => sum + widthOf(run.text, run.hebrew), 0);
    const box = column(x, w);
    const atRight = (options.align ?? "start") === "start" ? direction === "rtl" : direction === "ltr";
    let at = atRight ? box.x + box.w - lineWidth : box.x;
    doc.fillColor(options.color ?? INK);
    for (const run of runs) {
      doc.font(fontOf(run.hebrew, bold)).fontSize(size);
      // A Hebrew run one letter at a time (see the file's comment); a Latin run whole, with its kerning.
      const pieces = run.hebrew ? [...run.text] : [run.text];
      for (const piece of pieces) {
        if (piece.trim() !== "") doc.text(piece, at, y, { lineBreak: false });
        at += widthOf(piece, run.hebrew);
      }
    }
  }

  /** Room for `height` more points on this page, or a new page. */
  function ensure(height: number): void {
    if (y + height <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  }

  function rule(): void {
    doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
  }

  // The business.
  put(receipt.business.name, 0, width, { size: 16, bold: true, data: true });
  y += 22;
  if (receipt.business.registrationNumber) {
    put(`${t.registrationNumber}: ${receipt.business.registrationNumber}`, 0, width, { color: MUTED });
    y += 14;
  }
  if (receipt.business.address) {
    put(receipt.business.address, 0, width, { color: MUTED, data: true });
    y += 14;
  }
  y += 12;

  // What it is, its number and date.
  put(title, 0, width, { size: 20, bold: true });
  y += 28;
  put(`${t.number}: ${receipt.number}`, 0, width / 2, { bold: true });
  put(`${t.date}: ${receiptDateText(receipt.date)} ${receipt.time}`, width / 2, width / 2, { align: "end" });
  y += 14;
  put(`${t.orderNumber}: ${receipt.orderNumber}`, 0, width / 2);
  y += 22;

  // The buyer.
  put(t.billedTo, 0, width, { color: MUTED });
  y += 14;
  if (receipt.buyer.name) {
    put(receipt.buyer.name, 0, width, { data: true });
    y += 14;
  }
  if (receipt.buyer.email) {
    put(receipt.buyer.email, 0, width, { data: true });
    y += 14;
  }
  y += 10;

  // The lines: item, quantity, unit price, total.
  const columns = { item: [0, 260], quantity: [260, 50], unit: [310, 95], total: [405, width - 405] } as const;
  const header = () => {
    put(t.item, ...columns.item, { bold: true, color: MUTED });
    put(t.quantity, ...columns.quantity, { bold: true, color: MUTED, align: "end" });
    put(t.unitPrice, ...columns.unit, { bold: true, color: MUTED, align: "end" });
    put(t.lineTotal, ...columns.total, { bold: true, color: MUTED, align: "end" });
    y += 16;
    rule();
    y += 6;
  };
  header();
  for (const line of receipt.lines) {
    ensure(44);
    put(line.title, ...columns.item, { data: true });
    put(String(line.quantity), ...columns.quantity, { align: "end" });
    put(money(line.unitPrice), ...columns.unit, { align: "end" });
    put(money(line.total), ...columns.total, { align: "end" });
    y += 14;
    if (line.variant) {
      put(line.variant, ...columns.item, { size: 9, color: MUTED, data: true });
      y += 12;
    }
    if (line.discount > 0) {
      put(t.lineDiscount, ...columns.item, { size: 9, color: MUTED });
      put(money(-line.discount), ...columns.total, { size: 9, color: MUTED, align: "end" });
      y += 12;
    }
    y += 4;
  }
  rule();
  y += 8;

  // The totals: a label and its amount.
  const amountLine = (label: string, amount: string, options: Put = {}) => {
    ensure(18);
    put(label, 250, 155, options);
    put(amount, ...columns.total, { ...options, align: "end" });
    y += (options.size ?? 10) + 6;
  };
  amountLine(t.subtotal, money(receipt.subtotal));
  for (const discount of receipt.discounts) amountLine(`${t.discount}: ${discount.name}`, money(-discount.amount));
  if (receipt.delivery.cost > 0) amountLine(t.delivery, money(receipt.delivery.cost));
  if (receipt.delivery.discount > 0 && receipt.discounts.length === 0) amountLine(t.deliveryDiscount, money(-receipt.delivery.discount));
  if (receipt.wrapping > 0) amountLine(t.wrapping, money(receipt.wrapping));
  if (receipt.tax.mode === "added") amountLine(t.taxAdded, money(receipt.tax.amount));
  amountLine(t.total, money(receipt.total), { size: 13, bold: true });
  if (receipt.tax.mode === "included") amountLine(t.vatIncluded, money(receipt.tax.amount), { color: MUTED });
  if (receipt.giftCards > 0) amountLine(t.giftCards, money(receipt.giftCards));
  amountLine(`${t.paid} · ${t.paymentMethods[receipt.paymentMethod] ?? receipt.paymentMethod}`, money(receipt.paidByProvider));
  y += 6;
  if (receipt.voucher) {
    put(t.voucher, 0, width, { size: 9, color: MUTED });
    y += 14;
  }

  // The credit notes that correct it, each with what it gave back.
  if (receipt.creditNotes.length > 0) {
    ensure(40);
    y += 8;
    put(t.creditNotes, 0, width, { size: 13, bold: true });
    y += 20;
    for (const note of receipt.creditNotes) {
      ensure(30 + note.lines.length * 12);
      put(`${t.creditNote} ${note.number}${note.receiptNumber ? ` · ${t.forReceipt} ${note.receiptNumber}` : ""}`, 0, 360, { bold: true });
      put(receiptDateText(note.date), 360, width - 360, { align: "end" });
      y += 14;
      put(note.toGiftCards > 0 ? `${t.refunded} (${money(note.toGiftCards)} ${t.toGiftCards})` : t.refunded, 250, 155);
      put(money(note.amount), ...columns.total, { align: "end" });
      y += 14;
      for (const line of note.lines) {
        put(`${line.quantity} × ${line.title}${line.variant ? ` (${line.variant})` : ""}`, 0, width, { size: 9, color: MUTED });
        y += 12;
      }
      y += 6;
    }
  }

  ensure(20);
  y += 10;
  put(t.issued, 0, width, { size: 8, color: MUTED });
  doc.end();
  return finished;
}
