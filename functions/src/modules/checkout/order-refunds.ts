/** The refunds a stored order holds, read back from Firestore (see ./refunds.service.ts). */
import type { OrderRefund, StatusChangeBy } from "@cocoa/contracts";
import { creditNoteFromDocument } from "../receipts";

/** The refunds a stored order holds (unknown fields dropped; a malformed entry skipped). */
export function refundsFromDocument(value: unknown): OrderRefund[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const refunds: OrderRefund[] = [];
  for (const item of value as Record<string, unknown>[]) {
    if (typeof item !== "object" || item === null || typeof item.key !== "string" || typeof item.amount !== "number") continue;
    const refund: OrderRefund = {
      key: item.key,
      refundId: typeof item.refundId === "string" ? item.refundId : "",
      amount: Math.round(item.amount),
      status: item.status === "pending" ? "pending" : "completed",
      reason: item.reason === "rejected" ? "rejected" : "partial",
      at: typeof item.at === "string" ? item.at : "",
    };
    if (Array.isArray(item.lines)) {
      refund.lines = (item.lines as Record<string, unknown>[]).map((line) => ({
        productId: String(line.productId ?? ""),
        ...(typeof line.variantSku === "string" && line.variantSku ? { variantSku: line.variantSku } : {}),
        quantity: Number(line.quantity ?? 0),
      }));
    }
    // What went back to the gift cards that paid (refunds before gift cards have none).
    if (typeof item.toGiftCards === "number" && item.toGiftCards > 0) refund.toGiftCards = Math.round(item.toGiftCards);
    if (typeof item.note === "string") refund.note = item.note;
    if (typeof item.by === "object" && item.by !== null) refund.by = item.by as StatusChangeBy;
    const creditNote = creditNoteFromDocument(item.creditNote);
    if (creditNote) refund.creditNote = creditNote;
    refunds.push(refund);
  }
  return refunds.length > 0 ? refunds : undefined;
}
