/** Receipts and credit notes (issue 37): their gap-free numbers, and the receipt's PDF. */
export { readReceiptCounter, readCreditNoteCounter, receiptFromDocument, creditNoteFromDocument, withCreditNote, type IssueReceipt, type IssueCreditNote } from "./numbering";
export { receiptPdf } from "./receipt-pdf";
export { visualOrder, visualRuns } from "./bidi-line";
