/**
 * Gift cards in orders over real HTTP (issue 36): paying part of an order with one card or two and
 * the rest at the provider (which is asked for the rest only), an order the cards (or a promotion)
 * pay in full settled at create without a provider, the refusals and the guessing limit, balances
 * taken at payment so two orders racing for one card cannot overspend it, a declined payment and
 * the admin's rejection and partial refunds giving the cards back first, buying a card (its rules,
 * the card issued at payment, sent on its day), and the breakdown PayPal receives.
 *
 * Cards are written straight to Firestore as the sending transaction leaves them (an active card
 * with a code the test knows); the gift-cards module's own tests cover making and sending them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GIFT_CARD_LIMITS, GIFT_CARD_PRODUCT_ID, formatPrice, type AdminOrder, type CreateOrderResponse, type GiftCardEntry, type Order } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { forgetCachedSettings } from "../../src/modules/settings";
import { forgetCachedPromotions } from "../../src/modules/promotions";
import { addDays } from "../../src/modules/delivery";
import { codeHash, deliverDueGiftCards, shopToday } from "../../src/modules/gift-cards";
import { getSandboxPayment } from "../../src/modules/checkout/payments/sandbox.provider";
import { forgetPaymentProviders } from "../../src/modules/checkout/payments/providers";
import { startFakePaypal, type FakePaypal } from "../../src/test/fake-paypal";
import { adminSession } from "./admin-support";
import { checkoutSteps, type Shopper } from "./checkout-support";
import { call, clientAddressOf, otherShopper, registeredSession, shopper, useTestApi, type ApiAnswer } from "./helpers";
import { clearInbox, waitForEmail } from "./inbox";

const api = useTestApi({ seed: true });
let steps: ReturnType<typeof checkoutSteps>;
let dana: Shopper;

/** Empties giftCards with their ledgers and the promotions (the shared reset leaves ledgers behind). */
async function removeCardsAndPromotions(): Promise<void> {
  const cards = await db().collection("giftCards").get();
  for (const card of cards.docs) {
    const ledger = await card.ref.collection("ledger").get();
    await Promise.all(ledger.docs.map((entry) => entry.ref.delete()));
    await card.ref.delete();
  }
  for (const name of ["promotions", "promotionRedemptions"]) {
    await Promise.all((await db().collection(name).get()).docs.map((doc) => doc.ref.delete()));
  }
  forgetCachedPromotions();
}

beforeAll(() => {
  steps = checkoutSteps(api.baseUrl);
});
// Every test starts without cards, and none is left behind (a ledger would outlive the shared reset).
afterAll(removeCardsAndPromotions);
beforeEach(async () => {
  await removeCardsAndPromotions();
  await clearInbox();
  dana = await registeredSession(api.baseUrl);
});

const CODE_A = "7KQ2-M9XD-4HNP-B3TR-6WCE";
const CODE_B = "Q1W2-E3R4-T5Y6-Z7X8-C9V0";
const CODE_C = "HJKM-NPQR-STVW-XYZ0-1234";
const CODE_D = "ABCD-EFGH-JKMN-PQRS-TVWX";
const CODE_IN_GROUPS = /\b[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){4}\b/;

/** An active card with a code the test knows, as the sending transaction leaves one; answers its id. */
async function activeCard(code: string, balance: number, change: Record<string, unknown> = {}): Promise<string> {
  const ref = db().collection("giftCards").doc();
  const at = new Date().toISOString();
  await ref.set({
    codeHash: codeHash(code),
    last4: code.replace(/-/g, "").slice(-4),
    status: "active",
    source: "admin",
    currency: "USD",
    initialAmount: balance,
    balance,
    recipientName: "Yael",
    recipientEmail: "yael@example.com",
    senderName: "",
    message: "",
    deliverOn: at.slice(0, 10),
    language: "en",
    createdAt: at,
    sentAt: at,
    updatedAt: at,
    ledgerEntries: 1,
    ...change,
  });
  await ref.collection("ledger").doc("000001").set({ at, kind: "issued", amount: balance, balanceAfter: balance });
  return ref.id;
}

const storedCard = async (id: string) => (await db().collection("giftCards").doc(id).get()).data() ?? {};
const ledgerOf = async (id: string): Promise<GiftCardEntry[]> =>
  (await db().collection("giftCards").doc(id).collection("ledger").get()).docs.map((doc) => ({ _id: doc.id, ...doc.data() }) as GiftCardEntry).sort((a, b) => a._id.localeCompare(b._id));
const ledgerSum = (ledger: readonly { amount: number }[]) => ledger.reduce((sum, entry) => sum + entry.amount, 0);
const storedOrder = async (id: string) => (await db().collection("orders").doc(id).get()).data() ?? {};
const orderCount = async () => (await db().collection("orders").get()).size;
const stockOf = async (productId: string) => (await db().collection("products").doc(productId).get()).get("totalStock") as number;
const sandboxPayments = async () => (await db().collection("sandboxPayments").get()).docs.map((doc) => doc.data());
const created = (answer: ApiAnswer) => answer.body as unknown as CreateOrderResponse;
const money = (minorUnits: number) => formatPrice(minorUnits, "USD", "en-US");

/** Dana's usual cart: 2 × p-a (30.00) and 1 × p-b (10.00 on sale): 70.00, shipping 10.00, no tax: 80.00. */
async function fillCart(who: Shopper = dana) {
  await steps.addToCart(who, "p-a", 2);
  await steps.addToCart(who, "p-b", 1);
  return steps.addAddress(who);
}

/** Creates an order paying with `giftCards`, which must be placed. */
async function createWithCards(who: Shopper, addressId: string, giftCards: string[], extra: Record<string, unknown> = {}): Promise<CreateOrderResponse> {
  const answer = await steps.createOrder(who, { addressId, giftCards, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return created(answer);
}

const admin = async () => (await adminSession(api.baseUrl)).cookie;
const reject = async (orderId: string, cookie: string) => call(api.baseUrl, `/api/admin/orders/update/${orderId}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie });

describe("paying part of an order with gift cards", () => {
  it("takes what the card holds and asks the provider for the rest only; the balance moves at payment, in the ledger", async () => {
    const cardId = await activeCard(CODE_A, 5000);
    const address = await fillCart();
    // Typed any way: lower case, spaces.
    const order = await createWithCards(dana, address._id, ["7kq2 m9xd 4hnp b3tr 6wce"]);
    expect(order.totals).toMatchObject({ subtotal: 7000, shippingCost: 1000, totalAmount: 8000, giftCardAmount: 5000 });
    expect(order.giftCardPayments).toEqual([{ cardId, last4: "6WCE", amount: 5000 }]);
    const stored = await storedOrder(order.orderId);
    expect(stored).toMatchObject({ paymentMethod: "sandbox", giftCardAmount: 5000, giftCardPayments: [{ cardId, last4: "6WCE", amount: 5000 }] });
    // The provider is asked for 30.00, not 80.00; nothing is spent before the payment.
    expect((await getSandboxPayment(stored.paymentId as string))?.amount).toBe(3000);
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });

    const capture = await steps.capture(dana, await steps.approve(order));
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(steps.orderOf(capture)).toMatchObject({ paymentStatus: "paid", giftCardAmount: 5000, giftCardPayments: [{ cardId, amount: 5000 }] });
    expect(await storedCard(cardId)).toMatchObject({ balance: 0, ledgerEntries: 2 });
    const ledger = await ledgerOf(cardId);
    expect(ledger.map((entry) => [entry.kind, entry.amount, entry.balanceAfter, entry.orderId ?? ""])).toEqual([
      ["issued", 5000, 5000, ""],
      ["spent", -5000, 0, order.orderId],
    ]);
    expect(ledger[1]?.orderNumber).toBe(order.orderNumber);

    // The receipt names the card's part and what PayPal took.
    const receipt = (await db().collection("mail").doc(`order-${order.orderId}-received`).get()).data();
    expect(receipt?.template.data).toMatchObject({ total: "$80.00", giftCards: [{ label: "•••• 6WCE", amount: money(-5000) }], paidWithProvider: "$30.00" });
    const email = await waitForEmail({ to: shopper.email, subjectIncludes: order.orderNumber });
    expect(email.text).toContain(`Gift card •••• 6WCE: ${money(-5000)}`);
    expect(email.text).toContain("Paid with PayPal: $30.00");
  });

  it("pays with two cards in the order typed, leaves a card that is not needed off the order, and shows both in the order", async () => {
    const first = await activeCard(CODE_A, 3000);
    const second = await activeCard(CODE_B, 2000);
    const address = await fillCart();
    const order = await createWithCards(dana, address._id, [CODE_A, CODE_B]);
    expect(order.giftCardPayments).toEqual([
      { cardId: first, last4: "6WCE", amount: 3000 },
      { cardId: second, last4: "C9V0", amount: 2000 },
    ]);
    expect(order.totals.giftCardAmount).toBe(5000);
    expect((await getSandboxPayment((await storedOrder(order.orderId)).paymentId as string))?.amount).toBe(3000);
    expect((await steps.capture(dana, await steps.approve(order))).status).toBe(200);
    expect((await storedCard(first)).balance).toBe(0);
    expect((await storedCard(second)).balance).toBe(0);

    // A card whose turn comes after the total is covered pays nothing and is not on the order.
    const big = await activeCard(CODE_C, 20000);
    const spare = await activeCard(CODE_D, 1000);
    await fillCart();
    const covered = await createWithCards(dana, address._id, [CODE_C, CODE_D]);
    expect(covered.giftCardPayments).toEqual([{ cardId: big, last4: "1234", amount: 8000 }]);
    expect(await storedCard(spare)).toMatchObject({ balance: 1000 });
    expect(await ledgerOf(spare)).toHaveLength(1);
  });

  it("settles an order the cards pay in full at create, with no provider: paid, the return page's address, capture answers paid", async () => {
    const cardId = await activeCard(CODE_A, 10000);
    const address = await fillCart();
    const order = await createWithCards(dana, address._id, [CODE_A]);
    expect(order.totals).toMatchObject({ totalAmount: 8000, giftCardAmount: 8000 });
    const paymentId = `GC-${order.orderId}`;
    expect(order.approvalURL).toMatch(new RegExp(`^http://[^/]+/shop/paypal-return\\?paymentId=${paymentId}&PayerID=SHOP$`));
    // No provider was asked for anything.
    expect(await sandboxPayments()).toEqual([]);
    const stored = await storedOrder(order.orderId);
    expect(stored).toMatchObject({ paymentMethod: "giftCard", paymentId, paymentStatus: "paid", orderStatus: "confirmed", captureId: "", giftCardAmount: 8000 });
    expect(await storedCard(cardId)).toMatchObject({ balance: 2000 });
    expect(await stockOf("p-a")).toBe(18);
    // Confirmed like a capture: the cart emptied, the receipt and the owner's notice queued.
    const cart = await call(api.baseUrl, `/api/shop/cart/get/${dana.uid}`, { cookie: dana.cookie });
    expect((cart.body.data as { items: unknown[] }).items).toEqual([]);
    expect((await db().collection("mail").doc(`order-${order.orderId}-received`).get()).exists).toBe(true);
    expect((await db().collection("mail").doc(`order-${order.orderId}-owner-new`).get()).exists).toBe(true);

    // The SPA's return page captures with what the address holds: the order answers as paid, once.
    const back = new URL(order.approvalURL);
    const capture = await steps.capture(dana, { orderId: order.orderId, paymentId: back.searchParams.get("paymentId"), payerId: back.searchParams.get("PayerID") });
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(steps.orderOf(capture)).toMatchObject({ paymentStatus: "paid", paymentMethod: "giftCard" });
    expect(await storedCard(cardId)).toMatchObject({ balance: 2000 });
    expect(await ledgerOf(cardId)).toHaveLength(2);
  });

  it("settles an order a 100% promotion makes free at create, paid by nothing ('none')", async () => {
    const at = new Date().toISOString();
    const promotion = db().collection("promotions").doc();
    await promotion.set({
      kind: "code",
      code: "ALLFREE",
      codeKey: "ALLFREE",
      name: "On the house",
      nameHe: "על חשבון הבית",
      status: "active",
      benefit: { type: "percent", percent: 100 },
      scope: { type: "order" },
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      startsAtMs: null,
      endsAtMs: null,
      usageLimit: null,
      uses: 0,
      oncePerCustomer: false,
      firstOrderOnly: false,
      combinable: false,
      revenue: 0,
      discountGiven: 0,
      createdAt: at,
      updatedAt: at,
    });
    forgetCachedPromotions();
    // 4 × 30.00: delivery is free from 100.00, and the code takes the rest.
    await steps.addToCart(dana, "p-a", 4);
    const address = await steps.addAddress(dana);
    const order = await createWithCards(dana, address._id, [], { promoCode: "ALLFREE" });
    expect(order.totals).toMatchObject({ subtotal: 12000, discountAmount: 12000, shippingCost: 0, totalAmount: 0, giftCardAmount: 0 });
    expect(order.giftCardPayments).toEqual([]);
    expect(order.approvalURL).toContain(`/shop/paypal-return?paymentId=NONE-${order.orderId}&PayerID=SHOP`);
    expect(await sandboxPayments()).toEqual([]);
    expect(await storedOrder(order.orderId)).toMatchObject({ paymentMethod: "none", paymentStatus: "paid", orderStatus: "confirmed" });
    expect((await promotion.get()).data()).toMatchObject({ uses: 1, revenue: 0, discountGiven: 12000 });
    expect(await stockOf("p-a")).toBe(16);
    // Rejected later, nothing goes back anywhere: no refund is recorded, no provider asked.
    const rejected = await reject(order.orderId, await admin());
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((rejected.body.data as AdminOrder).refunds).toBeUndefined();
    expect(await stockOf("p-a")).toBe(20);
  });

  it("answers the settling's failure at create: of two shoppers racing for the last pieces, one is refused (409), its card untouched", async () => {
    await db().collection("products").doc("p-a").update({ totalStock: 2 });
    const noa = await registeredSession(api.baseUrl, otherShopper);
    const danaCard = await activeCard(CODE_A, 10000);
    const noaCard = await activeCard(CODE_B, 10000);
    const shoppers = [
      { who: dana, code: CODE_A },
      { who: noa, code: CODE_B },
    ];
    const addressIds: string[] = [];
    for (const { who } of shoppers) {
      await steps.addToCart(who, "p-a", 2);
      addressIds.push((await steps.addAddress(who))._id);
    }
    const answers = await Promise.all(shoppers.map(({ who, code }, i) => steps.createOrder(who, { addressId: addressIds[i], giftCards: [code] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    // Refused by the settling's reserve, or by the cart's own check if the other order was paid first: the same reason.
    expect(refused?.body).toMatchObject({ code: "order.soldOut", params: { title: "Almond Truffles" } });
    const balances = [(await storedCard(danaCard)).balance as number, (await storedCard(noaCard)).balance as number].sort((a, b) => a - b);
    expect(balances).toEqual([3000, 10000]);
    expect(await stockOf("p-a")).toBe(0);
    expect(await sandboxPayments()).toEqual([]);
  });
});

describe("cards that cannot pay", () => {
  it("refuses an unknown, a voided, an empty and another currency's card, by its last four, writing nothing", async () => {
    await activeCard(CODE_B, 0, { status: "voided" });
    await activeCard(CODE_C, 0);
    await activeCard(CODE_A, 5000, { currency: "ILS" });
    const address = await fillCart();
    const refusals: [string, string, string][] = [
      ["ZZZZ-ZZZZ-ZZZZ-ZZZZ-ABCD", "giftCard.unknown", "ABCD"],
      [CODE_B, "giftCard.voided", "C9V0"],
      [CODE_C, "giftCard.empty", "1234"],
      [CODE_A, "giftCard.currency", "6WCE"],
    ];
    for (const [code, refusal, last4] of refusals) {
      const answer = await steps.createOrder(dana, { addressId: address._id, giftCards: [code] });
      expect(answer.status, code).toBe(400);
      expect(answer.body).toMatchObject({ code: refusal, params: { last4 } });
      expect(String(answer.body.message)).toContain(last4);
    }
    const malformed = await steps.createOrder(dana, { addressId: address._id, giftCards: ["not-a-code"] });
    expect(malformed.status).toBe(400);
    expect(await orderCount()).toBe(0);
    expect(await sandboxPayments()).toEqual([]);
  });

  it("counts unknown codes: the 11th from one client answers 429, a known code too; another client is not held back", async () => {
    const known = await activeCard(CODE_A, 1000);
    const address = await fillCart();
    for (let i = 0; i < 10; i += 1) {
      // A known card before the unknown one counts nothing.
      const codes = i === 0 ? [CODE_A, `ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZ${String(i).padStart(2, "0")}`] : [`ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZ${String(i).padStart(2, "0")}`];
      const answer = await steps.createOrder(dana, { addressId: address._id, giftCards: codes });
      expect(answer.status, String(i)).toBe(400);
      expect(answer.body).toMatchObject({ code: "giftCard.unknown" });
    }
    const eleventh = await steps.createOrder(dana, { addressId: address._id, giftCards: [CODE_A] });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ code: "limit.giftCard" });
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    // Without a card the order still goes through; the promotion codes' counters are others.
    expect((await steps.createOrder(dana, { addressId: address._id })).status).toBe(201);
    expect((await storedCard(known)).balance).toBe(1000);
    // Dana's account is held back from every network; Noa, from another network, is not.
    const noa = await registeredSession(api.baseUrl, otherShopper, clientAddressOf(30));
    await steps.addToCart(noa, "p-c", 1);
    const noaAddress = await steps.addAddress(noa);
    const fromElsewhere = await call(api.baseUrl, "/api/shop/order/create", { json: { userId: noa.uid, addressId: noaAddress._id, giftCards: [CODE_A] }, cookie: noa.cookie, from: clientAddressOf(31) });
    expect(fromElsewhere.status, JSON.stringify(fromElsewhere.body)).toBe(201);
  });
});

describe("balances change only with the order's payment", () => {
  it("two orders spending one card's whole balance, captured at once: one paid, one refused before any money moves", async () => {
    const cardId = await activeCard(CODE_A, 5000);
    const noa = await registeredSession(api.baseUrl, otherShopper);
    const orders: { who: Shopper; body: { orderId: string; paymentId: string; payerId: string } }[] = [];
    for (const who of [dana, noa]) {
      const address = await fillCart(who);
      const order = await createWithCards(who, address._id, [CODE_A]);
      expect(order.giftCardPayments).toMatchObject([{ cardId, amount: 5000 }]);
      orders.push({ who, body: await steps.approve(order) });
    }
    const answers = await Promise.all(orders.map(({ who, body }) => steps.capture(who, body)));
    const paid = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(paid).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body).toMatchObject({ code: "giftCard.balanceChanged", params: { last4: "6WCE" } });
    expect(String(refused[0]?.body.message)).toContain("You have not been charged");
    expect(steps.orderOf(refused[0] as ApiAnswer)).toMatchObject({ paymentStatus: "failed", orderStatus: "rejected" });
    // One capture at the provider; the card spent once, never below zero; the refused order's stock never taken.
    expect((await sandboxPayments()).filter((payment) => payment.status === "captured")).toHaveLength(1);
    expect((await storedCard(cardId)).balance).toBe(0);
    const ledger = await ledgerOf(cardId);
    expect(ledger.map((entry) => entry.kind)).toEqual(["issued", "spent"]);
    expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    expect(ledgerSum(ledger)).toBe(0);
    expect(await stockOf("p-a")).toBe(18);
  });

  it("a declined payment gives the card its part back", async () => {
    const cardId = await activeCard(CODE_A, 5000);
    const address = await fillCart();
    const order = await createWithCards(dana, address._id, [CODE_A]);
    const capture = await steps.capture(dana, await steps.approve(order, "decline"));
    expect(capture.status).toBe(402);
    expect(steps.orderOf(capture)).toMatchObject({ paymentStatus: "failed" });
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });
    expect((await ledgerOf(cardId)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ["issued", 5000],
      ["spent", -5000],
      ["returned", 5000],
    ]);
  });

  it("an unpaid order that expires never spent anything", async () => {
    const cardId = await activeCard(CODE_A, 5000);
    const address = await fillCart();
    const order = await createWithCards(dana, address._id, [CODE_A]);
    const body = await steps.approve(order);
    await db().collection("orders").doc(order.orderId).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await steps.capture(dana, body)).status).toBe(409);
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });
    expect(await ledgerOf(cardId)).toHaveLength(1);
  });
});

describe("money back to an order paid with cards", () => {
  async function paidWithCard(balance = 5000): Promise<{ cardId: string; orderId: string; paymentId: string }> {
    const cardId = await activeCard(CODE_A, balance);
    const address = await fillCart();
    const order = await createWithCards(dana, address._id, [CODE_A]);
    if (balance < 8000) expect((await steps.capture(dana, await steps.approve(order))).status).toBe(200);
    return { cardId, orderId: order.orderId, paymentId: (await storedOrder(order.orderId)).paymentId as string };
  }

  it("the admin's rejection gives the card its part back and refunds only the rest at the provider", async () => {
    const { cardId, orderId, paymentId } = await paidWithCard();
    const answer = await reject(orderId, await admin());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body.data as AdminOrder).refunds).toMatchObject([{ key: `${orderId}-rejected`, reason: "rejected", amount: 8000, toGiftCards: 5000 }]);
    expect((await getSandboxPayment(paymentId))?.refundedAmount).toBe(3000);
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });
    expect((await ledgerOf(cardId)).at(-1)).toMatchObject({ kind: "refunded", amount: 5000, balanceAfter: 5000, orderId });
    expect(await stockOf("p-a")).toBe(20);
    const mail = (await db().collection("mail").doc(`order-${orderId}-rejected`).get()).data();
    expect(mail?.template.data).toMatchObject({ refundAmount: "$30.00", refundToGiftCards: "$50.00" });
    // Rejecting again gives nothing twice.
    await reject(orderId, await admin());
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });
    expect((await getSandboxPayment(paymentId))?.refundedAmount).toBe(3000);
  });

  it("an order the cards paid in full goes back to the card alone, no provider asked", async () => {
    const { cardId, orderId } = await paidWithCard(10000);
    const answer = await reject(orderId, await admin());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body.data as AdminOrder).refunds).toMatchObject([{ refundId: "", amount: 8000, toGiftCards: 8000 }]);
    expect(await storedCard(cardId)).toMatchObject({ balance: 10000 });
    expect(await sandboxPayments()).toEqual([]);
  });

  it("a partial refund goes to the card first, up to what it paid, then to the provider", async () => {
    const { cardId, orderId, paymentId } = await paidWithCard();
    const cookie = await admin();
    const refund = (requestId: string, amount: number) => call(api.baseUrl, `/api/admin/orders/refund/${orderId}`, { json: { requestId, amount }, cookie });
    const first = await refund("refund-cards-0001", 2000);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body.data as Order).refunds?.at(-1)).toMatchObject({ amount: 2000, toGiftCards: 2000, refundId: "" });
    expect((await getSandboxPayment(paymentId))?.refundedAmount ?? 0).toBe(0);
    expect(await storedCard(cardId)).toMatchObject({ balance: 2000 });
    // 40.00 more: the card's last 30.00, then 10.00 at the provider.
    const second = await refund("refund-cards-0002", 4000);
    expect((second.body.data as Order).refunds?.at(-1)).toMatchObject({ amount: 4000, toGiftCards: 3000 });
    expect((await getSandboxPayment(paymentId))?.refundedAmount).toBe(1000);
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });
    // The same request again changes nothing.
    await refund("refund-cards-0002", 4000);
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });
    expect((await ledgerOf(cardId)).map((entry) => [entry.kind, entry.amount])).toEqual([
      ["issued", 5000],
      ["spent", -5000],
      ["refunded", 2000],
      ["refunded", 3000],
    ]);
    const mail = (await db().collection("mail").doc(`order-${orderId}-refund-refund-cards-0002`).get()).data();
    expect(mail?.template.data).toMatchObject({ refundAmount: "$10.00", refundToGiftCards: "$30.00" });
    // The rest goes to the provider on rejection: 80.00 − 60.00 = 20.00, none to the card.
    const rejected = await reject(orderId, cookie);
    expect((rejected.body.data as AdminOrder).refunds?.at(-1)).toMatchObject({ amount: 2000 });
    expect((rejected.body.data as AdminOrder).refunds?.at(-1)).not.toHaveProperty("toGiftCards");
    expect((await getSandboxPayment(paymentId))?.refundedAmount).toBe(3000);
    expect(await storedCard(cardId)).toMatchObject({ balance: 5000 });
  });
});

describe("POST /api/shop/gift-cards/purchase", () => {
  const purchase = (who: Shopper, json: Record<string, unknown>, headers?: Record<string, string>) => call(api.baseUrl, "/api/shop/gift-cards/purchase", { json, cookie: who.cookie, headers });
  const aCard = async (change: Record<string, unknown> = {}) => ({
    amount: 5000,
    recipientName: "Yael Ben-David",
    recipientEmail: "Yael@Example.com",
    senderName: "Dana",
    message: "Happy birthday, Yael!",
    deliverOn: addDays(await shopToday(), 1),
    language: "en",
    ...change,
  });

  it("refuses an amount outside the settings, a day outside the window, cards not sold, an unconfirmed email; writes nothing", async () => {
    const today = await shopToday();
    const refusals: [Record<string, unknown>, string, string, Record<string, unknown>?][] = [
      [{ amount: 500 }, "amount", "giftCard.amountOutside", { min: "$10.00", max: "$500.00" }],
      [{ amount: 60000 }, "amount", "giftCard.amountOutside"],
      [{ deliverOn: addDays(today, -1) }, "deliverOn", "giftCard.deliverPast"],
      [{ deliverOn: addDays(today, GIFT_CARD_LIMITS.deliverWithinDays + 1) }, "deliverOn", "giftCard.deliverTooFar", { days: GIFT_CARD_LIMITS.deliverWithinDays }],
      [{ amount: 0 }, "amount", "giftCard.amountRange"],
    ];
    for (const [change, field, code, params] of refusals) {
      const answer = await purchase(dana, await aCard(change));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errorCodes).toMatchObject({ [field]: params ? { code, params } : { code } });
    }
    // An amount the shop offers, or one of one's own within the bounds, is taken.
    expect((await purchase(dana, await aCard({ amount: 2500 }))).status).toBe(201);
    expect((await purchase(dana, await aCard({ amount: 1234, deliverOn: today }))).status).toBe(201);

    await db().collection("settings").doc("public").update({ "giftCards.enabled": false });
    forgetCachedSettings();
    const notSold = await purchase(dana, await aCard());
    expect(notSold.status).toBe(400);
    expect(notSold.body).toMatchObject({ code: "giftCard.notSold" });

    const uri = await registeredSession(api.baseUrl, { userName: "Uri", email: "uri@example.com", password: "ganache-glow-77" }, clientAddressOf(40), { verified: false });
    const unconfirmed = await purchase(uri, await aCard());
    expect(unconfirmed.status).toBe(403);
    expect(await orderCount()).toBe(2);
    expect((await call(api.baseUrl, "/api/shop/gift-cards/purchase", { json: await aCard() })).status).toBe(401);
  });

  it("places an order of one gift-card line, no tax, no delivery, no stock; paid, it issues a scheduled card sent on its day", async () => {
    await db().collection("settings").doc("public").update({ taxRate: 17 });
    forgetCachedSettings();
    const tomorrow = addDays(await shopToday(), 1);
    const answer = await purchase(dana, await aCard({ deliverOn: tomorrow }), { "Accept-Language": "he" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = created(answer);
    expect(answer.body).toMatchObject({ code: "giftCard.purchaseCreated" });
    expect(order.totals).toEqual({ subtotal: 5000, shippingCost: 0, wrapCost: 0, discountAmount: 0, shippingDiscount: 0, taxAmount: 0, taxIncluded: false, totalAmount: 5000, giftCardAmount: 0 });
    const stored = await storedOrder(order.orderId);
    expect(stored).toMatchObject({
      cartItems: [{ productId: GIFT_CARD_PRODUCT_ID, title: "Gift card", titleHe: "כרטיס מתנה", price: 5000, quantity: 1, image: "/images/banners/gift-collection.svg" }],
      giftCardPurchase: { amount: 5000, recipientName: "Yael Ben-David", recipientEmail: "yael@example.com", deliverOn: tomorrow, language: "en" },
      productIds: [],
      leadDays: 0,
      language: "he",
    });
    expect(stored).not.toHaveProperty("delivery");
    expect((await db().collection("deliveryDays").get()).size).toBe(0);
    expect((await getSandboxPayment(stored.paymentId as string))?.amount).toBe(5000);

    const capture = await steps.capture(dana, await steps.approve(order));
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    const paid = steps.orderOf(capture);
    const cardId = paid.giftCardPurchase?.cardId ?? "";
    expect(cardId).not.toBe("");
    const card = await storedCard(cardId);
    expect(card).toMatchObject({ status: "scheduled", last4: "", balance: 5000, source: "purchase", orderId: order.orderId, buyerId: dana.uid, deliverOn: tomorrow });
    expect(card).not.toHaveProperty("codeHash");
    // No stock moved, the cart left as it was.
    expect(await stockOf("p-a")).toBe(20);

    // The buyer's receipt (in Hebrew, the language they bought in): the card's line, whom it goes to, no delivery.
    const receipt = (await db().collection("mail").doc(`order-${order.orderId}-received`).get()).data();
    expect(receipt?.template.name).toBe("order-received-he");
    expect(receipt?.template.data).toMatchObject({ giftCardPurchase: { recipientName: "Yael Ben-David", recipientEmail: "yael@example.com" } });
    const email = await waitForEmail({ to: shopper.email, subjectIncludes: order.orderNumber });
    expect(email.text).toContain("כרטיס מתנה עבור Yael Ben-David");
    expect(email.text).not.toMatch(CODE_IN_GROUPS);
    // …and the card's own news: when it goes, without a code.
    const scheduled = await waitForEmail({ to: shopper.email, subjectIncludes: "יישלח" });
    expect(scheduled.text).not.toMatch(CODE_IN_GROUPS);

    // Tomorrow: the recipient's email with the code; the buyer's copy without it.
    expect(await deliverDueGiftCards()).toBe(0);
    expect(await deliverDueGiftCards(new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(1);
    const gift = await waitForEmail({ to: "yael@example.com" });
    const code = gift.text.match(CODE_IN_GROUPS)?.[0] ?? "";
    expect(code).not.toBe("");
    expect(gift.text).toContain("$50.00");
    const delivered = await waitForEmail({ to: shopper.email, subjectIncludes: "נמסר" });
    expect(delivered.text).not.toContain(code);
    expect(await storedCard(cardId)).toMatchObject({ status: "active", last4: code.slice(-4), balance: 5000 });
  });

  it("sends a card bought for today right after the payment", async () => {
    const answer = await purchase(dana, await aCard({ deliverOn: await shopToday(), recipientEmail: "avi@example.com" }));
    const order = created(answer);
    expect((await steps.capture(dana, await steps.approve(order))).status).toBe(200);
    const gift = await waitForEmail({ to: "avi@example.com" });
    expect(gift.text).toMatch(CODE_IN_GROUPS);
    const cardId = (await storedOrder(order.orderId)).giftCardPurchase.cardId as string;
    expect(await storedCard(cardId)).toMatchObject({ status: "active" });
  });

  it("rejected by the admin, a card not yet spent is voided (its ledger says why); a spent one refuses the rejection", async () => {
    const cookie = await admin();
    const buy = async (recipientEmail: string) => {
      const order = created(await purchase(dana, await aCard({ deliverOn: await shopToday(), recipientEmail })));
      expect((await steps.capture(dana, await steps.approve(order))).status).toBe(200);
      return { order, cardId: (await storedOrder(order.orderId)).giftCardPurchase.cardId as string };
    };
    const unspent = await buy("first@example.com");
    const rejected = await reject(unspent.order.orderId, cookie);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((rejected.body.data as AdminOrder).refunds).toMatchObject([{ amount: 5000 }]);
    expect(await storedCard(unspent.cardId)).toMatchObject({ status: "voided", balance: 0 });
    expect((await ledgerOf(unspent.cardId)).at(-1)).toMatchObject({ kind: "voided", amount: -5000, orderId: unspent.order.orderId, note: `Voided: the order ${unspent.order.orderNumber} that bought it was rejected.` });

    const spent = await buy("second@example.com");
    await db().collection("giftCards").doc(spent.cardId).update({ balance: 4000 });
    const refused = await reject(spent.order.orderId, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "adminOrder.giftCardSpent" });
    expect(await storedOrder(spent.order.orderId)).toMatchObject({ orderStatus: "confirmed" });
    expect((await getSandboxPayment((await storedOrder(spent.order.orderId)).paymentId as string))?.refundedAmount ?? 0).toBe(0);
  });
});

describe("the breakdown PayPal receives with a card", () => {
  let paypal: FakePaypal;
  const saved = { ...process.env };
  const PAYPAL_ENV = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_ENV", "PAYPAL_API_BASE"];

  beforeAll(async () => {
    paypal = await startFakePaypal();
    Object.assign(process.env, { PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_ENV: "sandbox", PAYPAL_API_BASE: paypal.baseUrl });
    forgetPaymentProviders();
  });
  afterAll(async () => {
    for (const key of PAYPAL_ENV) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    forgetPaymentProviders();
    await paypal.close();
  });

  it("asks for the total less the card, the card taken off as a discount, so the breakdown adds up", async () => {
    const cardId = await activeCard(CODE_A, 5000);
    const address = await fillCart();
    const order = await createWithCards(dana, address._id, [CODE_A]);
    const paymentId = (await storedOrder(order.orderId)).paymentId as string;
    expect(paypal.breakdownOf(paymentId)).toEqual({
      amount: 3000,
      itemTotal: 7000,
      taxTotal: 0,
      shipping: 1000,
      handling: 0,
      shippingDiscount: 0,
      discount: 5000,
      items: [
        { name: "Almond Truffles", unitAmount: 3000, quantity: 2, category: "PHYSICAL_GOODS" },
        { name: "Bitter Bar", unitAmount: 1000, quantity: 1, category: "PHYSICAL_GOODS" },
      ],
    });
    paypal.approve(paymentId, "PAYERDANA01");
    const capture = await steps.capture(dana, { orderId: order.orderId, paymentId, payerId: "PAYERDANA01" });
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
    expect(paypal.orders.get(paymentId)?.captures[0]?.amountMinor).toBe(3000);
    expect((await storedCard(cardId)).balance).toBe(0);
  });

  it("sends a gift card bought as digital goods", async () => {
    const answer = await call(api.baseUrl, "/api/shop/gift-cards/purchase", {
      json: { amount: 2500, recipientName: "Yael", recipientEmail: "yael@example.com", deliverOn: await shopToday(), language: "he" },
      cookie: dana.cookie,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const paymentId = (await storedOrder(created(answer).orderId)).paymentId as string;
    expect(paypal.breakdownOf(paymentId)).toMatchObject({ amount: 2500, itemTotal: 2500, taxTotal: 0, items: [{ name: "Gift card", unitAmount: 2500, quantity: 1, category: "DIGITAL_GOODS" }] });
  });
});
