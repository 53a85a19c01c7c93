import { REFUND_LIMITS, refundOrderSchema, refundedTotal, refundedUnits, type Order, type RefundOrderInput } from "@contracts";
import { checkForm } from "@/shared/forms";
import { parseMoneyInput } from "@/shared/lib/money-input";

/** What is left to give back of a paid order, in minor units (0 when it cannot be refunded at all). */
export function refundableAmount(order: Order): number {
  if (order.paymentStatus !== "paid" || order.orderStatus === "rejected") return 0;
  return Math.max(0, order.totalAmount - refundedTotal(order));
}

/** Each line's product, what it cost and how many units of it are left to refund. */
export function refundableLines(order: Order): { productId: string; title: string; titleHe?: string; price: number; left: number }[] {
  const done = refundedUnits(order);
  const seen = new Set<string>();
  return order.cartItems.flatMap((line) => {
    if (seen.has(line.productId)) return [];
    seen.add(line.productId);
    const bought = order.cartItems.filter((other) => other.productId === line.productId).reduce((sum, other) => sum + other.quantity, 0);
    const left = Math.max(0, bought - (done.get(line.productId) ?? 0));
    return [{ productId: line.productId, title: line.title, ...(line.titleHe ? { titleHe: line.titleHe } : {}), price: line.price, left }];
  });
}

export type RefundMode = "amount" | "lines";
export interface RefundDraft {
  mode: RefundMode;
  /** The amount as typed ("12.50"). */
  amount: string;
  /** Units per product id (0 or absent: not refunded). */
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
    const lines = Object.entries(draft.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity }));
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
