/**
 * The CSV downloads (issue 37), outside the JSON endpoint table as the image bytes are (the table's
 * entries answer JSON; these answer a file). Each is registered by its router after `requireAdmin`:
 *
 * GET /api/admin/products/export                          → products-YYYY-MM-DD.csv (./products-csv)
 * GET /api/admin/orders/export?from=&to=[&status=]        → orders-YYYY-MM-DD.csv; 400 bad dates/status
 * GET /api/admin/customers/export                         → customers-YYYY-MM-DD.csv
 *
 * `text/csv; charset=utf-8`, a BOM, `Content-Disposition: attachment`, never cached (no-store, as all /api).
 * The day in the name is today on the shop's clock.
 */
import type { Request, Response } from "express";
import { ordersExportQuerySchema } from "@cocoa/contracts";
import { parseInput } from "../../platform/http/validate";
import { getDeliverySettings, shopClock } from "../delivery";
import { exportCustomersCsv, exportOrdersCsv } from "./csv-exports.service";
import { exportProductsCsv } from "./products-csv/products-csv.service";
import { CSV_CONTENT_TYPE, csvFileName } from "./products-csv/csv-text";

async function sendCsv(res: Response, kind: string, text: string): Promise<void> {
  const { timeZone } = await getDeliverySettings();
  res.set("Content-Type", CSV_CONTENT_TYPE);
  res.set("Content-Disposition", `attachment; filename="${csvFileName(kind, shopClock(new Date(), timeZone).date)}"`);
  res.status(200).send(text);
}

export async function productsCsvDownload(_req: Request, res: Response): Promise<void> {
  await sendCsv(res, "products", await exportProductsCsv());
}

export async function ordersCsvDownload(req: Request, res: Response): Promise<void> {
  const query = parseInput(ordersExportQuerySchema, req.query);
  await sendCsv(res, "orders", await exportOrdersCsv(query));
}

export async function customersCsvDownload(_req: Request, res: Response): Promise<void> {
  await sendCsv(res, "customers", await exportCustomersCsv());
}
