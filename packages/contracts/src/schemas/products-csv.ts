/**
 * The catalogue and orders in a spreadsheet (issue 37): the products' CSV import (preview, then
 * apply) and the exports' queries. The exports answer files, not JSON, so they sit outside the
 * endpoint table (like the image bytes); their queries are checked with these schemas all the same.
 */
import { z } from "../zod";
import { ORDER_STATUSES } from "../order-rules";
import { isCalendarDate } from "../delivery";
import { BODY_MUST_BE_OBJECT } from "./parts";

export const PRODUCTS_CSV_LIMITS = {
  /** The file's text: 2,000 products with both languages' descriptions fit well within (10 MB of JSON at most). */
  maxChars: 5_000_000,
  /** Data rows (a product with variants takes one row per variant). */
  maxRows: 5_000,
  /**
   * Images named by an address elsewhere, fetched and resized by one import: each takes a download and
   * about half a second of resizing, so 300 fit the import function's time (functions/src/index.ts).
   */
  maxFetchedImages: 300,
} as const;

/** POST /api/admin/products/import/preview and …/import/apply: the file's text as the admin chose it (a BOM, CRLF, `;` all read). */
export const productsCsvImportSchema = z.object(
  {
    // Its length is the service's check (productsCsv.fileTooLarge), not a schema bound: the contract
    // fuzzing would otherwise send a text of five million characters past it.
    csv: z.string({ error: "productsCsv.fileMissing" }).min(1, { error: "productsCsv.fileMissing" }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type ProductsCsvImportRequest = z.input<typeof productsCsvImportSchema>;

const calendarDate = z.string({ error: "productsCsv.dateInvalid" }).refine(isCalendarDate, { error: "productsCsv.dateInvalid" });

/** GET /api/admin/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&status=]: days on the shop's clock, both included. */
export const ordersExportQuerySchema = z
  .object({ from: calendarDate, to: calendarDate, status: z.enum(ORDER_STATUSES, { error: "productsCsv.statusInvalid" }).optional() })
  .refine((query) => query.from <= query.to, { error: "productsCsv.rangeInvalid", path: ["to"] });
export type OrdersExportQuery = z.input<typeof ordersExportQuerySchema>;
