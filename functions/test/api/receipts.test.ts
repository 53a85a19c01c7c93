/**
 * Receipts and credit notes over real HTTP (issue 37): a paid order gets the next number of the
 * gap-free receipt sequence in the capture's transaction, a refund (the admin's part, or a rejection's)
 * the next credit note naming the receipt; captures and refunds racing each other take consecutive
 * numbers, none skipped, none twice. The receipt's PDF answers the order's shopper and the admin only,
 * and its text reads back with the Hebrew business name in logical order.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RECEIPT_NUMBERS, receiptNumberValue, receiptPdfUrl, type AdminOrder, type CreateOrderResponse, type Order } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedSettings } from "../../src/modules/settings";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, clientAddressOf, registeredSession, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let steps: ReturnType<typeof checkoutSteps>;
let admin: Shopper;

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  admin = await adminSession(api.baseUrl);
});

const HEBREW_BUSINESS = "שוקולד האטלייה בע״מ";
const stored = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};
const counter = async (doc: string) => (await db().collection(RECEIPT_NUMBERS.collection).doc(doc).get()).get(RECEIPT_NUMBERS.field) as number | undefined;

let shoppers = 0;
/** A new verified shopper, registered from a client of their own (registration is limited per client). */
async function newShopper(): Promise<Shopper> {
  shoppers += 1;
  const n = shoppers;
  return registeredSession(api.baseUrl, { userName: `Shopper ${n}`, email: `shopper${n}@example.com`, password: `truffle-box-${n}0` }, clientAddressOf(n + 10));
}

/** An order of one p-a placed and approved at the sandbox, not yet captured (in Hebrew when asked). */
async function approvedOrder(who: Shopper, language: "en" | "he" = "en") {
  await steps.addToCart(who, "p-a", 1);
  const address = await steps.addAddress(who);
  const answer = await steps.createOrder(who, { addressId: address._id }, { "Accept-Language": language });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return steps.approve(answer.body as unknown as CreateOrderResponse);
}

async function paidOrder(who: Shopper, language: "en" | "he" = "en"): Promise<Order> {
  const captured = await steps.capture(who, await approvedOrder(who, language));
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return steps.orderOf(captured);
}

const refund = (id: string, requestId: string, amount: number) =>
  call(api.baseUrl, `/api/admin/orders/refund/${id}`, { method: "POST", json: { requestId, amount }, cookie: admin.cookie });

/** The numbers' values, sorted: they must be consecutive from `first`. */
const consecutive = (values: number[], first: number) => expect([...values].sort((a, b) => a - b)).toEqual(values.map((_, i) => first + i));

describe("receipt numbers", () => {
  it("gives a paid order the next receipt number, kept on the order, and an unpaid one none", async () => {
    const dana = await newShopper();
    const first = await paidOrder(dana);
    expect(first.receipt).toEqual({ number: "R-000001", issuedAt: expect.any(String) });
    expect((await stored(first._id)).receipt).toEqual(first.receipt);
    const second = await paidOrder(dana);
    expect(second.receipt?.number).toBe("R-000002");
    // Capturing again answers the order as it is: no second number.
    expect(await counter("receipts")).toBe(2);
    const unpaid = await approvedOrder(dana);
    expect((await stored(unpaid.orderId)).receipt).toBeUndefined();
    const details = await call(api.baseUrl, `/api/shop/order/details/${first._id}`, { cookie: dana.cookie });
    expect((details.body.data as Order).receipt?.number).toBe("R-000001");
    // The receipt email links to the receipt's page (the shopper signs in there), naming its number.
    const mail = (await db().collection("mail").doc(`order-${first._id}-received`).get()).data();
    expect(mail?.template.data).toMatchObject({ receiptNumber: "R-000001", receiptUrl: expect.stringMatching(new RegExp(`/shop/orders/${first._id}/receipt\\?lang=en$`)) });
  });

  it("numbers racing captures consecutively, with no gap and none twice", async () => {
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => newShopper()));
    const approved = await Promise.all(buyers.map((who) => approvedOrder(who)));
    const captured = await Promise.all(buyers.map((who, i) => steps.capture(who, approved[i])));
    for (const answer of captured) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const numbers = captured.map((answer) => steps.orderOf(answer).receipt?.number ?? "");
    expect(new Set(numbers).size).toBe(5);
    consecutive(numbers.map((number) => receiptNumberValue("receipts", number) ?? 0), 1);
    expect(await counter("receipts")).toBe(5);
  }, 60_000);
});

describe("credit notes", () => {
  it("gives a refund the next credit note, which names the order's receipt", async () => {
    const dana = await newShopper();
    const order = await paidOrder(dana);
    const answer = await refund(order._id, "refund-receipts-0001", 100);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const refunds = (answer.body.data as AdminOrder).refunds ?? [];
    expect(refunds[0]?.creditNote).toEqual({ number: "CN-000001", issuedAt: expect.any(String), receiptNumber: order.receipt?.number });
    // Asked again, the same refund: no second credit note.
    const again = await refund(order._id, "refund-receipts-0001", 100);
    expect(((again.body.data as AdminOrder).refunds ?? []).map((item) => item.creditNote?.number)).toEqual(["CN-000001"]);
    // A rejection refunds the rest under the next one.
    const rejected = await call(api.baseUrl, `/api/admin/orders/update/${order._id}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie: admin.cookie });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const all = (rejected.body.data as AdminOrder).refunds ?? [];
    expect(all.map((item) => [item.reason, item.creditNote?.number, item.creditNote?.receiptNumber])).toEqual([
      ["partial", "CN-000001", order.receipt?.number],
      ["rejected", "CN-000002", order.receipt?.number],
    ]);
    expect(await counter("creditNotes")).toBe(2);
  });

  it("numbers racing refunds consecutively, with no gap and none twice", async () => {
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => newShopper()));
    const orders = await Promise.all(buyers.map((who) => paidOrder(who)));
    const answers = await Promise.all(orders.map((order, i) => refund(order._id, `refund-race-000${i}`, 100)));
    const notes = answers.map((answer) => {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.data as AdminOrder).refunds?.[0]?.creditNote;
    });
    consecutive(notes.map((note) => receiptNumberValue("creditNotes", note?.number ?? "") ?? 0), 1);
    notes.forEach((note, i) => expect(note?.receiptNumber).toBe(orders[i]?.receipt?.number));
    expect(await counter("creditNotes")).toBe(5);
  }, 60_000);
});

describe("the receipt's PDF", () => {
  const pdfOf = (path: string, cookie?: string) => fetch(`${api.baseUrl}${path}`, { headers: cookie ? { Cookie: `__session=${cookie}` } : {} });

  it("answers the order's shopper and the admin a PDF, and strangers nothing", async () => {
    await db().collection("settings").doc("public").set({ business: { name: HEBREW_BUSINESS, registrationNumber: "515555555", address: "רחוב הרצל 1, תל אביב", vatRegistered: true } }, { merge: true });
    forgetCachedSettings();
    const dana = await newShopper();
    const order = await paidOrder(dana, "he");
    for (const [path, cookie] of [
      [receiptPdfUrl(order._id, "shop"), dana.cookie],
      [receiptPdfUrl(order._id, "admin"), admin.cookie],
    ] as const) {
      const response = await pdfOf(path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${order.receipt?.number}.pdf"`);
      expect(response.headers.get("cache-control")).toContain("no-store");
      const pdf = Buffer.from(await response.arrayBuffer());
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // RECEIPT_PDF_OUT=<dir> keeps the files, to render and look at (`pdftoppm -png -r 80`).
      if (process.env.RECEIPT_PDF_OUT) writeFileSync(join(process.env.RECEIPT_PDF_OUT, `api-${path.includes("/admin/") ? "admin" : "shop"}-${order.receipt?.number}.pdf`), pdf);
      if (spawnSync("pdftotext", ["-v"]).error) {
        console.warn("pdftotext (poppler-utils) is not installed: the PDF's text is not read back");
        continue;
      }
      const folder = mkdtempSync(join(tmpdir(), "receipt-"));
      try {
        writeFileSync(join(folder, "receipt.pdf"), pdf);
        const text = spawnSync("pdftotext", ["-layout", join(folder, "receipt.pdf"), "-"], { encoding: "utf8" }).stdout.replace(/[\u202a-\u202e]/g, "");
        expect(text).toContain(HEBREW_BUSINESS);
        expect(text).toContain("חשבונית מס");
        expect(text).toContain(order.receipt?.number);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }

    // A guest: 401. Another shopper: 404 (an order not theirs is one they cannot know of). A shopper at the admin's: 403.
    expect((await pdfOf(receiptPdfUrl(order._id, "shop"))).status).toBe(401);
    const noa = await newShopper();
    const stranger = await pdfOf(receiptPdfUrl(order._id, "shop"), noa.cookie);
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { code: string }).code).toBe("order.notFound");
    expect((await pdfOf(receiptPdfUrl(order._id, "admin"), dana.cookie)).status).toBe(403);
    expect((await pdfOf(receiptPdfUrl(order._id, "admin"))).status).toBe(401);
    // No such order, and an order not paid: 404.
    expect((await pdfOf(receiptPdfUrl("no-such-order", "admin"), admin.cookie)).status).toBe(404);
    const unpaid = await approvedOrder(dana);
    expect((await pdfOf(receiptPdfUrl(unpaid.orderId, "shop"), dana.cookie)).status).toBe(404);
    expect((await pdfOf(receiptPdfUrl(unpaid.orderId, "admin"), admin.cookie)).status).toBe(404);
  }, 60_000);
});
