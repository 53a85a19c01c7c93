/**
 * Properties of the refund rules: whatever sequence of partial refunds (amounts or lines) the admin
 * asks for, what goes back never exceeds what was paid, each request is refused exactly when it would
 * exceed it, and rejecting the order afterwards gives back the rest and no more. Stock: a rejected
 * paid order returns every unit its capture took.
 */
import fc from "fast-check";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import {
  orderTotals,
  priceWithPromotions,
  refundedTotal,
  refundedUnits,
  type Order,
  type OrderCartItem,
  type OrderRefund,
  type PromotionTerms,
  type RefundOrderInput,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { moveStock, orderFromDocument, quantities } from "./orders.service";
import { partOf } from "./refunds.service";

const PLACED = "2026-03-05T12:00:00.000Z";
const PRODUCT_IDS = ["a", "b", "c", "d"] as const;

/** A paid order of 1-4 distinct products, its total by the shop's own rule (shipping and tax included). */
const paidOrder = fc
  .record({
    lines: fc.uniqueArray(
      fc.record({ productId: fc.constantFrom(...PRODUCT_IDS), price: fc.integer({ min: 1, max: 50_000 }), quantity: fc.integer({ min: 1, max: 5 }) }),
      { minLength: 1, maxLength: PRODUCT_IDS.length, selector: (line) => line.productId },
    ),
    taxPoints: fc.integer({ min: 0, max: 10_000 }),
    freeShippingThreshold: fc.integer({ min: 0, max: 200_000 }),
    defaultShippingCost: fc.integer({ min: 0, max: 5_000 }),
  })
  .map(({ lines, taxPoints, freeShippingThreshold, defaultShippingCost }): Order => {
    const cartItems: OrderCartItem[] = lines.map((line) => ({ ...line, title: `Title ${line.productId}`, image: "" }));
    const subtotal = cartItems.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const totals = orderTotals(subtotal, { taxRate: taxPoints / 100, shippingSettings: { freeShippingThreshold, defaultShippingCost } });
    return orderFromDocument(
      "o1",
      {
        userId: "u1",
        cartId: "u1",
        cartItems,
        addressInfo: {},
        orderStatus: "confirmed",
        paymentMethod: "sandbox",
        paymentStatus: "paid",
        currency: "USD",
        ...totals,
        orderDate: PLACED,
        orderUpdateDate: PLACED,
        paymentId: "SBX1",
        payerId: "P1",
        statusHistory: [{ status: "pending", at: PLACED }],
      },
      Date.parse(PLACED),
    );
  });

/**
 * What an admin may send (the schema's shape): an amount, or lines, some naming a product not on the order.
 * `leftPlus` is an amount drawn against what is left when it is sent (left - 2 to left + 2): the edge a
 * uniform draw would almost never hit.
 */
const request = fc.oneof(
  fc.record({ amount: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ leftPlus: fc.integer({ min: -2, max: 2 }) }),
  fc.record({
    lines: fc.array(fc.record({ productId: fc.constantFrom(...PRODUCT_IDS, "not-on-order"), quantity: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 3 }),
  }),
);
const requests = fc.array(request, { maxLength: 12 });

type Request = { amount: number } | { leftPlus: number } | { lines: { productId: string; quantity: number }[] };

/** The request as sent to `order`: a `leftPlus` becomes its amount (at least 1, as the schema wants). */
function sent(order: Order, input: Request): Omit<RefundOrderInput, "requestId"> {
  return "leftPlus" in input ? { amount: Math.max(1, order.totalAmount - refundedTotal(order) + input.leftPlus) } : input;
}

type Outcome = { ok: true; amount: number; lines?: OrderRefund["lines"] } | { ok: false; error: HttpError };

function tryPart(order: Order, input: Omit<RefundOrderInput, "requestId">, index: number): Outcome {
  try {
    return { ok: true, ...partOf(order, { requestId: `r${index}`, ...input }, "en") };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, error };
    throw error;
  }
}

/** The order with `part` recorded as its next refund, as refundPart's transaction records it. */
function recorded(order: Order, part: { amount: number; lines?: OrderRefund["lines"] }, key: string, reason: OrderRefund["reason"] = "partial"): Order {
  const refund: OrderRefund = { key, refundId: `R-${key}`, amount: part.amount, status: "completed", reason, at: PLACED, ...(part.lines ? { lines: part.lines } : {}) };
  return { ...order, refunds: [...(order.refunds ?? []), refund] };
}

const boughtUnits = (order: Order, productId: string) => order.cartItems.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0);
const unitPrice = (order: Order, productId: string) => order.cartItems.find((line) => line.productId === productId)?.price ?? 0;

/** Units per product a request asks for (a product named twice counts once, with both quantities). */
function asked(input: { lines?: readonly { productId: string; quantity: number }[] }): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of input.lines ?? []) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** Sends each request in turn, recording those that pass; `after` sees the order after each. */
function refundInTurn(placed: Order, inputs: readonly Request[], after?: (order: Order) => void): Order {
  let order = placed;
  inputs.forEach((input, index) => {
    const outcome = tryPart(order, sent(order, input), index);
    if (outcome.ok) order = recorded(order, outcome, `o1-r${index}`);
    after?.(order);
  });
  return order;
}

describe("partial refunds (properties)", () => {
  it("never give back more than was paid, nor more units of a line than were bought, whatever the sequence", () => {
    fc.assert(
      fc.property(paidOrder, requests, (placed, inputs) => {
        refundInTurn(placed, inputs, (order) => {
          expect(refundedTotal(order)).toBeLessThanOrEqual(order.totalAmount);
          for (const [productId, units] of refundedUnits(order)) expect(units).toBeLessThanOrEqual(boughtUnits(order, productId));
        });
      }),
    );
  });

  it("refuse a request exactly when it would exceed what is left, and refund just what it asks otherwise", () => {
    fc.assert(
      fc.property(paidOrder, requests, (placed, inputs) => {
        let order = placed;
        inputs.forEach((drawn, index) => {
          const input = sent(order, drawn);
          const left = order.totalAmount - refundedTotal(order);
          const done = refundedUnits(order);
          const units = asked(input);
          const unknown = [...units.keys()].some((productId) => boughtUnits(order, productId) === 0);
          const tooMany = [...units].some(([productId, quantity]) => quantity > boughtUnits(order, productId) - (done.get(productId) ?? 0));
          const amount = input.amount ?? [...units].reduce((sum, [productId, quantity]) => sum + unitPrice(order, productId) * quantity, 0);
          const fits = left > 0 && !unknown && !tooMany && amount <= left;

          const outcome = tryPart(order, input, index);
          expect(outcome.ok, JSON.stringify({ input, left, amount, unknown, tooMany })).toBe(fits);
          if (outcome.ok) {
            expect(outcome.amount).toBe(amount);
            expect(Number.isSafeInteger(outcome.amount) && outcome.amount > 0).toBe(true);
            order = recorded(order, outcome, `o1-r${index}`);
          } else {
            // The refusal names the reason that applies (left, then the lines, then the amount).
            const code = left <= 0 ? "refund.nothingLeft" : unknown || tooMany ? ["refund.lineNotOnOrder", "refund.lineExceeds"] : "refund.exceedsRemaining";
            expect(Array.isArray(code) ? code : [code]).toContain(outcome.error.code);
          }
        });
      }),
    );
  });

  it("then rejecting the order gives back the rest: the refunds add up to what was paid, exactly", () => {
    fc.assert(
      fc.property(paidOrder, requests, (placed, inputs) => {
        let order = refundInTurn(placed, inputs);
        // refundForRejection's amount: all that is left, when anything is.
        const left = order.totalAmount - refundedTotal(order);
        if (left > 0) order = recorded(order, { amount: left }, "o1-rejected", "rejected");
        expect(refundedTotal(order)).toBe(order.totalAmount);
        expect(tryPart(order, { amount: 1 }, inputs.length)).toMatchObject({ ok: false, error: { code: "refund.nothingLeft" } });
      }),
    );
  });

  it("accept the same amounts in any order when together they fit what was paid", () => {
    const fittingAmounts = paidOrder.chain((order) =>
      fc
        .array(fc.integer({ min: 1, max: Math.max(1, Math.floor(order.totalAmount / 3)) }), { minLength: 1, maxLength: 6 })
        .filter((amounts) => amounts.reduce((sum, amount) => sum + amount, 0) <= order.totalAmount)
        .chain((amounts) => fc.tuple(fc.constant(order), fc.constant(amounts), fc.shuffledSubarray(amounts, { minLength: amounts.length, maxLength: amounts.length }))),
    );
    fc.assert(
      fc.property(fittingAmounts, ([placed, amounts, shuffled]) => {
        for (const sequence of [amounts, shuffled]) {
          let order = placed;
          sequence.forEach((amount, index) => {
            const outcome = tryPart(order, { amount }, index);
            expect(outcome.ok).toBe(true);
            if (outcome.ok) order = recorded(order, outcome, `o1-r${index}`);
          });
          expect(refundedTotal(order)).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
        }
      }),
    );
  });
});

/** An automatic promotion as pricing reads it: a percentage or an amount off the whole order or some products. */
const promotion = fc
  .record({
    benefit: fc.oneof(
      fc.record({ type: fc.constant("percent" as const), percent: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ type: fc.constant("amount" as const), amount: fc.integer({ min: 1, max: 300_000 }) }),
    ),
    products: fc.option(fc.subarray([...PRODUCT_IDS], { minLength: 1 }), { nil: undefined }),
  })
  .map(
    ({ benefit, products }): PromotionTerms => ({
      id: "promo",
      kind: "automatic",
      name: "Promotion",
      nameHe: "מבצע",
      status: "active",
      benefit,
      scope: products ? { type: "products", productIds: products } : { type: "order" },
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      uses: 0,
      oncePerCustomer: false,
      firstOrderOnly: false,
      combinable: false,
    }),
  );

/** A paid order whose lines carry what the promotion took from them (`discount`), priced by the checkout's rule. */
const discountedOrder = fc.tuple(paidOrder, promotion, fc.integer({ min: 0, max: 10_000 })).map(([order, terms, taxPoints]): Order => {
  const priced = priceWithPromotions({
    lines: order.cartItems.map((line) => ({ lineId: line.productId, productId: line.productId, category: "", price: line.price, quantity: line.quantity })),
    automatic: [terms],
    context: { now: Date.parse(PLACED), deliveryFee: 0, shopper: { paidOrders: 0, usedPromotionIds: new Set() }, money: String },
  });
  const cartItems = order.cartItems.map((line) => {
    const discount = priced.lineDiscounts.get(line.productId) ?? 0;
    return discount > 0 ? { ...line, discount } : line;
  });
  const totals = orderTotals(priced.subtotal, { taxRate: taxPoints / 100, shippingSettings: { freeShippingThreshold: 0, defaultShippingCost: 0 } }, 700, 0, {
    items: priced.discountAmount,
    shipping: 0,
  });
  return { ...order, cartItems, ...totals };
});

/** What the order's items were paid: each line's price times its quantity, less its discount. */
const itemsPaid = (order: Order) => order.cartItems.reduce((sum, line) => sum + line.price * line.quantity - (line.discount ?? 0), 0);

describe("refunds by lines of an order with promotions (property)", () => {
  it("refunding every unit line by line, in any order, gives back exactly what the items were paid, never more at any step", () => {
    const orderAndUnits = discountedOrder.chain((order) => {
      const units = order.cartItems.flatMap((line) => Array.from({ length: line.quantity }, () => line.productId));
      return fc.tuple(fc.constant(order), fc.shuffledSubarray(units, { minLength: units.length, maxLength: units.length }));
    });
    fc.assert(
      fc.property(orderAndUnits, ([placed, units]) => {
        expect(itemsPaid(placed)).toBe(placed.subtotal - placed.discountAmount);
        let order = placed;
        units.forEach((productId, index) => {
          const outcome = tryPart(order, { lines: [{ productId, quantity: 1 }] }, index);
          expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
          if (outcome.ok) order = recorded(order, outcome, `o1-r${index}`);
          expect(refundedTotal(order)).toBeLessThanOrEqual(itemsPaid(order));
          expect(refundedTotal(order)).toBeLessThanOrEqual(order.totalAmount);
          // No line gives back more than it was paid.
          for (const line of order.cartItems) {
            const back = (order.refunds ?? []).filter((refund) => refund.lines?.some((l) => l.productId === line.productId)).reduce((sum, refund) => sum + refund.amount, 0);
            expect(back).toBeLessThanOrEqual(line.price * line.quantity - (line.discount ?? 0));
          }
        });
        expect(refundedTotal(order)).toBe(itemsPaid(order));
      }),
    );
  });

  it("a unit refunds its line's discounted share: the line's paid amount over its units, the last unit taking the rest", () => {
    fc.assert(
      fc.property(discountedOrder, (order) => {
        for (const line of order.cartItems) {
          const outcome = tryPart(order, { lines: [{ productId: line.productId, quantity: line.quantity }] }, 0);
          expect(outcome).toMatchObject({ ok: true, amount: line.price * line.quantity - (line.discount ?? 0) });
          const one = tryPart(order, { lines: [{ productId: line.productId, quantity: 1 }] }, 0);
          expect(one).toMatchObject({ ok: true, amount: Math.floor((line.price * line.quantity - (line.discount ?? 0)) / line.quantity) });
        }
      }),
    );
  });
});

/** Stock held in a stand-in transaction: moveStock reads each product's snapshot and writes its new stock. */
function stockRoom(stock: Map<string, number>) {
  const snapshots = new Map(
    [...stock.keys()].map((id) => [id, { id, exists: true, ref: id, data: () => ({ totalStock: stock.get(id) }) } as unknown as DocumentSnapshot]),
  );
  const tx = {
    update: (ref: string, data: { totalStock: number }) => {
      stock.set(ref, data.totalStock);
      return tx;
    },
  } as unknown as Transaction;
  return { tx, snapshots };
}

describe("stock through capture and rejection (property)", () => {
  it("comes back to what it was: the capture takes each line's units and rejecting the paid order returns them", () => {
    fc.assert(
      fc.property(paidOrder, fc.array(fc.integer({ min: 0, max: 100 }), { minLength: PRODUCT_IDS.length, maxLength: PRODUCT_IDS.length }), (order, extra) => {
        const wanted = quantities(order);
        // At capture every product has at least the units wanted (reserveStock fails the order otherwise).
        const before = new Map(PRODUCT_IDS.map((id, index) => [id, (wanted.get(id) ?? 0) + (extra[index] ?? 0)]));
        const stock = new Map(before);
        let room = stockRoom(stock);
        moveStock(room.tx, room.snapshots, new Map([...wanted].map(([id, units]) => [id, -units])));
        for (const id of PRODUCT_IDS) expect(stock.get(id)).toBe((before.get(id) ?? 0) - (wanted.get(id) ?? 0));
        room = stockRoom(stock);
        moveStock(room.tx, room.snapshots, quantities(order));
        expect(stock).toEqual(before);
      }),
    );
  });
});
