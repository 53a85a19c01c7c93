/**
 * The order's emails over real HTTP: each is a `mail` document in the Trigger Email extension's
 * template shape, written in the same transaction as the change it reports, so a change always has
 * its email, a refused change has none, and no change is reported twice.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreateOrderResponse } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { adminSession } from "./admin-support";
import { checkoutSteps, homeAddress, type Shopper } from "./checkout-support";
import { call, registeredSession, shopper, useTestApi } from "./helpers";

const api = useTestApi({ seed: true });
let dana: Shopper;
let admin: Shopper;
let steps: ReturnType<typeof checkoutSteps>;

beforeAll(async () => {
  steps = checkoutSteps(api.baseUrl);
});
beforeEach(async () => {
  dana = await registeredSession(api.baseUrl);
  admin = await adminSession(api.baseUrl);
});

type MailDoc = { id: string; to: string; template: { name: string; data: Record<string, unknown> }; orderId?: string };
const mails = async (): Promise<MailDoc[]> =>
  (await db().collection("mail").get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }) as MailDoc).sort((a, b) => a.id.localeCompare(b.id));
const SHIPMENT = { carrierId: "israel-post", trackingNumber: "RR123456789IL" };
const setStatus = (id: string, orderStatus: string) =>
  call(api.baseUrl, `/api/admin/orders/update/${id}`, { method: "PUT", json: { orderStatus, ...(orderStatus === "inShipping" ? { shipment: SHIPMENT } : {}) }, cookie: admin.cookie });

/** Dana orders 2 × p-a (30.00) and 1 × p-b (10.00 on sale), in `language`, and approves at the sandbox. */
async function placeOrder(language: "en" | "he" = "en") {
  await steps.addToCart(dana, "p-a", 2);
  await steps.addToCart(dana, "p-b", 1);
  const address = await steps.addAddress(dana);
  const answer = await steps.createOrder(dana, { addressId: address._id }, { "Accept-Language": language });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as CreateOrderResponse;
}

async function paidOrder(language: "en" | "he" = "en") {
  const created = await placeOrder(language);
  const captured = await steps.capture(dana, await steps.approve(created));
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return created;
}

describe("a paid order", () => {
  it("queues the shopper's receipt and the owner's notice with the capture, nothing before", async () => {
    const created = await placeOrder();
    expect(await mails()).toEqual([]); // placing an order is not paying for it

    const captured = await steps.capture(dana, await steps.approve(created));
    expect(captured.status).toBe(200);
    const [owner, receipt] = await mails();
    expect(receipt).toMatchObject({
      id: `order-${created.orderId}-received`,
      to: shopper.email,
      orderId: created.orderId,
      template: {
        name: "order-received-en",
        data: {
          customerName: shopper.userName,
          orderNumber: created.orderNumber,
          lines: [
            { title: "Almond Truffles", quantity: 2, unitPrice: "$30.00", lineTotal: "$60.00" },
            { title: "Bitter Bar", quantity: 1, unitPrice: "$10.00", lineTotal: "$10.00" },
          ],
          subtotal: "$70.00",
          address: { ...homeAddress, addressId: expect.any(String) },
          charged: true,
        },
      },
    });
    // Links lead to the configured shop, never to a host a request named.
    expect(receipt?.template.data.orderUrl).toMatch(/^http:\/\/127\.0\.0\.1:5000\/shop\/account/);
    expect(owner).toMatchObject({
      id: `order-${created.orderId}-owner-new`,
      to: "owner@atelier.test",
      template: { name: "owner-new-order-en", data: { customerEmail: shopper.email, orderNumber: created.orderNumber } },
    });
  });

  it("writes the receipt in the language the shopper ordered in, with Hebrew titles and prices", async () => {
    const created = await paidOrder("he");
    const receipt = (await mails()).find((mail) => mail.id === `order-${created.orderId}-received`);
    expect(receipt?.template.name).toBe("order-received-he");
    const lines = receipt?.template.data.lines as { title: string; lineTotal: string }[];
    expect(lines[0]?.title).toBe("טראפלס שקדים");
    expect(lines[0]?.lineTotal).toBe(new Intl.NumberFormat("he-IL", { style: "currency", currency: "USD" }).format(60));
    // The owner reads the shop's own default language whatever the shopper's.
    expect((await mails()).find((mail) => mail.id.endsWith("-owner-new"))?.template.name).toBe("owner-new-order-en");
  });

  it("queues nothing more when the capture is sent again", async () => {
    const created = await paidOrder();
    const again = await steps.capture(dana, { orderId: created.orderId, paymentId: (await db().collection("orders").doc(created.orderId).get()).get("paymentId"), payerId: "x" });
    expect(again.status).toBe(200);
    expect((await mails()).length).toBe(2);
  });

  it("queues nothing for a payment the provider declined", async () => {
    const created = await placeOrder();
    const declined = await steps.capture(dana, await steps.approve(created, "decline"));
    expect(declined.status).toBe(402);
    expect(await mails()).toEqual([]);
  });
});

describe("status changes", () => {
  it("tells the shopper of each change they care about, once, in their language", async () => {
    const created = await paidOrder("he");
    for (const status of ["inProcess", "inShipping", "delivered"]) expect((await setStatus(created.orderId, status)).status).toBe(200);
    // The same status again changes nothing and tells nobody.
    expect((await setStatus(created.orderId, "delivered")).status).toBe(200);
    const statusMails = (await mails()).filter((mail) => /-(inProcess|inShipping|delivered)$/.test(mail.id));
    expect(statusMails.map((mail) => mail.template.name).sort()).toEqual(["order-delivered-he", "order-in-process-he", "order-in-shipping-he"]);
    expect(statusMails.every((mail) => mail.to === shopper.email)).toBe(true);
    // Shipped: the carrier's name in the shopper's language, the number and the carrier's tracking link.
    expect(statusMails.find((mail) => mail.id.endsWith("-inShipping"))?.template.data).toMatchObject({
      carrier: "דואר ישראל",
      trackingNumber: "RR123456789IL",
      trackingUrl: "https://israelpost.co.il/itemtrace?itemcode=RR123456789IL",
    });
  });

  it("writes no email for a change the order's rules refuse", async () => {
    const created = await paidOrder();
    expect((await setStatus(created.orderId, "inProcess")).status).toBe(200);
    const before = (await mails()).length;
    const refused = await setStatus(created.orderId, "delivered"); // a skipped step
    expect(refused.status).toBe(409);
    expect((await mails()).length).toBe(before);
  });

  it("tells a shopper whose unpaid order the shop rejected that nothing was charged", async () => {
    const created = await placeOrder();
    expect((await setStatus(created.orderId, "rejected")).status).toBe(200);
    const [rejected] = await mails();
    expect(rejected).toMatchObject({ id: `order-${created.orderId}-rejected`, template: { name: "order-rejected-en", data: { charged: false } } });
  });
});
