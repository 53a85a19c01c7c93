/**
 * The receipt's PDF in both languages: a PDF, and its text read back (pdftotext, poppler) in logical
 * order: Hebrew as it is written, numbers and Latin words inside it left to right. RECEIPT_PDF_OUT=<dir>
 * keeps the files (and `pdftoppm` renders them to look at).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ReceiptData } from "@cocoa/contracts";
import { receiptPdf } from "./receipt-pdf";

const PDFTOTEXT = spawnSync("pdftotext", ["-v"]).error === undefined;
const folder = process.env.RECEIPT_PDF_OUT ?? mkdtempSync(join(tmpdir(), "receipt-pdf-"));
afterAll(() => {
  if (!process.env.RECEIPT_PDF_OUT) rmSync(folder, { recursive: true, force: true });
});

function receipt(language: "en" | "he"): ReceiptData {
  const he = language === "he";
  return {
    kind: "taxInvoiceReceipt",
    language,
    number: "R-000123",
    orderNumber: "CA-10001",
    date: "2026-11-30",
    time: "00:31",
    timeZone: "Asia/Jerusalem",
    business: { name: he ? "שוקולד האטלייה בע״מ" : "Cocoa Atelier Ltd", registrationNumber: "515555555", address: he ? "רחוב הרצל 1, תל אביב" : "1 Herzl St, Tel Aviv", vatRegistered: true },
    buyer: { name: he ? "דנה לוי" : "Dana Levi", email: "dana@example.com" },
    currency: "ILS",
    lines: [
      { title: he ? "טראפל שקדים" : "Almond truffles", variant: he ? "קופסה של 16" : "Box of 16", quantity: 2, unitPrice: 1250, total: 2500, discount: 250 },
      { title: he ? "טבלת Dark 70%" : "Dark bar 70%", variant: "", quantity: 1, unitPrice: 900, total: 900, discount: 0 },
    ],
    subtotal: 3400,
    discounts: [{ name: he ? "חנוכה שמח" : "Happy Hanukkah", amount: 250 }],
    delivery: { cost: 1000, discount: 0 },
    wrapping: 900,
    tax: { mode: "included", amount: 494 },
    total: 5050,
    giftCards: 1000,
    paidByProvider: 4050,
    paymentMethod: "paypal",
    voucher: false,
    creditNotes: [{ number: "CN-000045", receiptNumber: "R-000123", date: "2026-12-01", amount: 1125, toGiftCards: 0, lines: [{ title: he ? "טראפל שקדים" : "Almond truffles", variant: "", quantity: 1 }] }],
  };
}

async function written(language: "en" | "he"): Promise<{ file: string; pdf: Buffer }> {
  const pdf = await receiptPdf(receipt(language));
  const file = join(folder, `receipt-${language}.pdf`);
  writeFileSync(file, pdf);
  return { file, pdf };
}

const textOf = (file: string) => spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;

describe("receiptPdf", () => {
  it("writes an English receipt", async () => {
    const { file, pdf } = await written("en");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (!PDFTOTEXT) return console.warn("pdftotext (poppler-utils) is not installed: the PDF's text is not read back");
    const text = textOf(file);
    for (const words of ["Cocoa Atelier Ltd", "Tax invoice / receipt", "R-000123", "30/11/2026", "CA-10001", "Almond truffles", "Includes VAT", "CN-000045"]) expect(text).toContain(words);
  });

  it("writes a Hebrew receipt whose text reads back in logical order", async () => {
    const { file, pdf } = await written("he");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (!PDFTOTEXT) return console.warn("pdftotext (poppler-utils) is not installed: the PDF's text is not read back");
    // pdftotext marks right-to-left runs with embedding controls: read without them. (Its own guess at
    // the order of a line that mixes directions may move a colon or a slash; the words stay in order.)
    const text = textOf(file).replace(/[\u202a-\u202e]/g, "");
    for (const words of ["שוקולד האטלייה בע״מ", "חשבונית מס", "קבלה", "טראפל שקדים", "קופסה של 16", "כולל מע״מ", "הודעות זיכוי", "הופק באופן ממוחשב", "R-000123", "CA-10001", "dana@example.com"]) {
      expect(text).toContain(words);
    }
    // Final forms are the letters written, in place: no reversed word anywhere.
    expect(text).not.toContain("םידקש");
  });
});
