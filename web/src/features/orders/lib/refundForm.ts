import { lineRefundAmount, REFUND_LIMITS, refundOrderSchema, refundedTotal, refundedUnits, stockKey, type Order, type RefundOrderInput } from "@contracts";
import { checkForm } from "@/shared/forms";
import { parseMoneyInput } from "@/shared/lib/money-input";

/** What is left to give back of a paid order, in minor units (0 when it cannot be refunded at all). */
export function refundableAmount(order: Order): number {
  if (order.paymentStatus !== "paid" || order.orderStatus === "rejected") return 0;
  return Math.max(0, order.totalAmount - refundedTotal(order));
}

export interface RefundableLine {
  /** The line's stock key (`stockKey`): the product id, or the product id and the variant's SKU. */
  key: string;
  productId: string;
  variantSku?: string;
  variantLabel?: string;
  variantLabelHe?: string;
  title: string;
  titleHe?: string;
  price: number;
  left: number;
  /** What the next unit refunded gives back: its price less its share of the promotions' discount. */
  unitRefund: number;
  /** A promotion took something off these units: a unit gives back less than its price. */
  discounted: boolean;
}

/**
 * What refunding `units` more of the lines of one stock key gives back, as the server counts it
 * (refunds.service `linesRefundAmount`): units are taken line after line, after the `done` ones
 * refunded before, each line giving back its paid share (`lineRefundAmount`: the promotions'
 * discount spread over its units), so all of a line's units together give back what it cost.
 */
function keyRefundAmount(order: Order, key: string, done: number, units: number): number {
  let before = done;
  let asked = units;
  let amount = 0;
  for (const line of order.cartItems) {
    if (stockKey(line.productId, line.variantSku) !== key) continue;
    const refundedHere = Math.min(line.quantity, Math.max(0, before));
    before -= refundedHere;
    const now = Math.min(line.quantity - refundedHere, asked);
    if (now > 0) amount += lineRefundAmount(line, refundedHere, now);
    asked -= now;
  }
  return amount;
}

/** What refunding the units chosen (`quantities`, by stock key) gives back, the promotions' discounts taken off. */
export function linesRefundAmount(order: Order, quantities: Record<string, number>): number {
  const done = refundedUnits(order);
  return Object.entries(quantities).reduce((sum, [key, units]) => sum + (units > 0 ? keyRefundAmount(order, key, done.get(key) ?? 0, units) : 0), 0);
}

/**
 * Each line's product (two variants of one product are two lines), what it cost, how many units
 * of it are left to refund, counted by the line's stock key as the order's refunds count them, and
 * what the next unit gives back (less when a promotion took something off the line).
 */
export function refundableLines(order: Order): RefundableLine[] {
  const done = refundedUnits(order);
  const seen = new Set<string>();
  return order.cartItems.flatMap((line) => {
    const key = stockKey(line.productId, line.variantSku);
    if (seen.has(key)) return [];
    seen.add(key);
    const lines = order.cartItems.filter((other) => stockKey(other.productId, other.variantSku) === key);
    const bought = lines.reduce((sum, other) => sum + other.quantity, 0);
    const before = done.get(key) ?? 0;
    const left = Math.max(0, bought - before);
    return [
      {
        key,
        productId: line.productId,
        ...(line.variantSku ? { variantSku: line.variantSku } : {}),
        ...(line.variantLabel ? { variantLabel: line.variantLabel } : {}),
        ...(line.variantLabelHe ? { variantLabelHe: line.variantLabelHe } : {}),
        title: line.title,
        ...(line.titleHe ? { titleHe: line.titleHe } : {}),
        price: line.price,
        left,
        unitRefund: left > 0 ? keyRefundAmount(order, key, before, 1) : 0,
        discounted: lines.some((other) => (other.discount ?? 0) > 0),
      },
    ];
  });
}

export type RefundMode = "amount" | "lines";
export interface RefundDraft {
  mode: RefundMode;
  /** The amount as typed ("12.50"). */
  amount: string;
  /** Units per line, by its stock key (0 or absent: not refunded). */
  quantities: Record<string, number>;
  note: string;
}
export type RefundProblem = "amountRequired" | "amountTooMuch" | "linesRequired" | "noteTooLong";
export type RefundCheck = { ok: true; request: RefundOrderInput } | { ok: false; problems: Partial<Record<"amount" | "lines" | "note", RefundProblem>> };

/**
 * The refund as POST /admin/orders/refund takes it, checked with the request's own schema, and
 * against what is left of the order (the server checks again). `requestId` names this one refund: the
 * form keeps it until the refund is made, so a retry after a lost answer never refunds twice.
 */
export function checkRefund(order: Order, draft: RefundDraft, requestId: string): RefundCheck {
  const problems: Partial<Record<"amount" | "lines" | "note", RefundProblem>> = {};
  const note = draft.note.trim();
  const body: Record<string, unknown> = { requestId, ...(note ? { note } : {}) };
  if (draft.mode === "amount") {
    const amount = parseMoneyInput(draft.amount);
    if (amount === null || amount <= 0) problems.amount = "amountRequired";
    else if (amount > refundableAmount(order)) problems.amount = "amountTooMuch";
    body.amount = amount ?? undefined;
  } else {
    // Each line names its product and, for a variant, its SKU: the server counts units by both.
    const lines = refundableLines(order).flatMap((line) => {
      const quantity = draft.quantities[line.key] ?? 0;
      return quantity > 0 ? [{ productId: line.productId, ...(line.variantSku ? { variantSku: line.variantSku } : {}), quantity }] : [];
    });
    if (lines.length === 0) problems.lines = "linesRequired";
    body.lines = lines;
  }
  if (note.length > REFUND_LIMITS.noteLength) problems.note = "noteTooLong";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const check = checkForm(refundOrderSchema, body);
  if (!check.ok) return { ok: false, problems: draft.mode === "amount" ? { amount: "amountRequired" } : { lines: "linesRequired" } };
  return { ok: true, request: check.value };
}

/** A fresh id for the next refund (the browser's UUID; the schema takes 8-64 letters, digits, dashes). */
export function newRefundRequestId(): string {
  return globalThis.crypto.randomUUID();
}
