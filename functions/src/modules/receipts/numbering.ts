/**
 * The gap-free numbers of receipts and credit notes (issue 37). A number is taken in the very
 * transaction that pays the order or records the refund: the counter (`counters/receipts`,
 * `counters/creditNotes`, RECEIPT_NUMBERS) is read with that transaction's other reads and raised with
 * its writes, so a transaction that fails or retries takes no number, and two at once conflict on the
 * counter and one of them runs again: never a gap, never a number twice.
 *
 * A transaction reads everything before it writes: `readReceiptCounter` / `readCreditNoteCounter` is
 * the read (call it among the reads) and answers the issuer, which is the write (call it at most once,
 * only when the document is issued; not calling it changes nothing).
 */
import type { Transaction } from "firebase-admin/firestore";
import { RECEIPT_NUMBERS, formatReceiptNumber, type Order, type OrderReceipt, type OrderRefund, type ReceiptSequence, type RefundCreditNote } from "@cocoa/contracts";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";

const counterRef = (sequence: ReceiptSequence) => db().collection(collections.counters).doc(RECEIPT_NUMBERS[sequence].doc);

/** The last number a sequence gave (0 before the first). */
async function readLast(tx: Transaction, sequence: ReceiptSequence): Promise<number> {
  const last: unknown = (await tx.get(counterRef(sequence))).get(RECEIPT_NUMBERS.field);
  return typeof last === "number" && Number.isSafeInteger(last) && last > 0 ? last : 0;
}

/** Takes the next number of a sequence in `tx` (a write): once per read. */
function taker(tx: Transaction, sequence: ReceiptSequence, last: number): () => string {
  let taken = false;
  return () => {
    if (taken) throw new Error(`A ${sequence} number was already taken in this transaction`);
    taken = true;
    tx.set(counterRef(sequence), { [RECEIPT_NUMBERS.field]: last + 1 }, { merge: true });
    return formatReceiptNumber(sequence, last + 1);
  };
}

export type IssueReceipt = (issuedAt: string) => OrderReceipt;
export type IssueCreditNote = (issuedAt: string, receiptNumber: string | undefined) => RefundCreditNote;

/** The read of the receipts' counter; answers the issuer of the order's receipt (the write). */
export async function readReceiptCounter(tx: Transaction): Promise<IssueReceipt> {
  const take = taker(tx, "receipts", await readLast(tx, "receipts"));
  return (issuedAt) => ({ number: take(), issuedAt });
}

/** The read of the credit notes' counter; answers the issuer of a refund's credit note (the write). */
export async function readCreditNoteCounter(tx: Transaction): Promise<IssueCreditNote> {
  const take = taker(tx, "creditNotes", await readLast(tx, "creditNotes"));
  return (issuedAt, receiptNumber) => ({ number: take(), issuedAt, ...(receiptNumber ? { receiptNumber } : {}) });
}

/** A stored order's receipt read back (absent or malformed: none). */
export function receiptFromDocument(value: unknown): OrderReceipt | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { number, issuedAt } = value as Record<string, unknown>;
  return typeof number === "string" && number && typeof issuedAt === "string" ? { number, issuedAt } : undefined;
}

/** A stored refund's credit note read back (absent or malformed: none). */
export function creditNoteFromDocument(value: unknown): RefundCreditNote | undefined {
  const read = receiptFromDocument(value);
  if (!read) return undefined;
  const { receiptNumber } = value as Record<string, unknown>;
  return typeof receiptNumber === "string" && receiptNumber ? { ...read, receiptNumber } : read;
}

/**
 * The refund with its credit note, which names the order's receipt. An order paid before receipts
 * has none to correct, and a refund of nothing (lines the promotions made free) corrects nothing:
 * both stay without one, and take no number.
 */
export function withCreditNote(refund: OrderRefund, order: Pick<Order, "receipt">, issue: IssueCreditNote): OrderRefund {
  if (!order.receipt || refund.amount <= 0 || refund.creditNote) return refund;
  return { ...refund, creditNote: issue(refund.at, order.receipt.number) };
}
