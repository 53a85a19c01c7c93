/**
 * The answers of the products' CSV import (issue 37): per product of the file, what applying would do
 * (create, change which columns, nothing, or refused and why, at its row and column), and what applying did.
 */
import { z } from "./zod";
import { successSchema, messageCodeSchema, messageParamsSchema } from "./responses/envelope";

export const PRODUCTS_CSV_ACTIONS = ["create", "change", "unchanged", "refused"] as const;
export type ProductsCsvAction = (typeof PRODUCTS_CSV_ACTIONS)[number];

/** A problem of one cell: the spreadsheet's row number (the header is row 1), the column's name, the message in the caller's language. */
export const productsCsvProblemSchema = z.object({ row: z.number().int(), column: z.string(), code: messageCodeSchema, params: messageParamsSchema.optional(), message: z.string() });
export type ProductsCsvProblem = z.infer<typeof productsCsvProblemSchema>;

/** One product of the file: its rows (one per variant), what applying does, the columns it changes, the problems that refuse it. */
export const productsCsvEntrySchema = z.object({
  row: z.number().int(),
  lastRow: z.number().int(),
  productId: z.string().optional(),
  title: z.string(),
  action: z.enum(PRODUCTS_CSV_ACTIONS),
  changes: z.array(z.string()),
  problems: z.array(productsCsvProblemSchema),
});
export type ProductsCsvEntry = z.infer<typeof productsCsvEntrySchema>;

export const productsCsvCountsSchema = z.object({ create: z.number().int(), change: z.number().int(), unchanged: z.number().int(), refused: z.number().int() });
export type ProductsCsvCounts = z.infer<typeof productsCsvCountsSchema>;

/** The preview: nothing written. Problems of the file as a whole (no rows, an unreadable line) come at row 0 or the line's row. */
export const productsCsvPreviewSchema = z.object({ entries: z.array(productsCsvEntrySchema), counts: productsCsvCountsSchema, fileProblems: z.array(productsCsvProblemSchema) });
export type ProductsCsvPreview = z.infer<typeof productsCsvPreviewSchema>;
export const productsCsvPreviewResponseSchema = successSchema(productsCsvPreviewSchema);
export type ProductsCsvPreviewResponse = z.infer<typeof productsCsvPreviewResponseSchema>;

/** What applying did: the products created and changed (their ids), and how many rows were already so. */
export const productsCsvResultSchema = z.object({ importId: z.string(), created: z.array(z.string()), changed: z.array(z.string()), unchanged: z.number().int() });
export type ProductsCsvResult = z.infer<typeof productsCsvResultSchema>;
export const productsCsvApplyResponseSchema = successSchema(productsCsvResultSchema);
export type ProductsCsvApplyResponse = z.infer<typeof productsCsvApplyResponseSchema>;
