/**
 * An order's receipt as a PDF (issue 37): the order as stored, its shopper as the shop knows them now,
 * the business's details from the settings, in the language the order was placed in. The number was
 * issued with the payment (./orders.service.ts `confirmOrder`, modules/receipts); an order without one
 * (unpaid, or paid before receipts) has no receipt: 404.
 */
import type { Response } from "express";
import { businessOf, receiptOf } from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { getPublicSettings } from "../settings";
import { mailLanguage } from "../mail";
import { receiptPdf } from "../receipts";
import { orderFromDocument } from "./orders.service";

export interface ReceiptFile {
  filename: string;
  pdf: Buffer;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The receipt of `orderId`; with `shopperId`, only when the order is theirs (another's answers 404,
 * as an order that does not exist: a stranger learns nothing of it).
 */
export async function receiptFile(orderId: string, shopperId?: string): Promise<ReceiptFile> {
  const snapshot = await db().collection(collections.orders).doc(orderId).get();
  const data = snapshot.data();
  if (!data || (shopperId !== undefined && data.userId !== shopperId)) throw new HttpError(404, "order.notFound");
  const order = orderFromDocument(snapshot.id, data);
  if (!order.receipt) throw new HttpError(404, "order.notFound");
  const [user, settings] = await Promise.all([order.userId ? db().collection(collections.users).doc(order.userId).get() : undefined, getPublicSettings()]);
  const buyer = { name: text(user?.get("userName")) || text(data.userName), email: text(user?.get("email")) };
  const receipt = receiptOf({ ...order, taxIncluded: data.taxIncluded === true }, businessOf(settings), mailLanguage(data.language), buyer);
  if (!receipt) throw new HttpError(404, "order.notFound");
  return { filename: `${receipt.number}.pdf`, pdf: await receiptPdf(receipt) };
}

/** Answers the file: a PDF to save, named by its number (never cached: /api answers are no-store). */
export function sendReceiptFile(res: Response, file: ReceiptFile): void {
  res.set("Content-Type", "application/pdf");
  res.set("Content-Disposition", `attachment; filename="${file.filename}"`);
  res.status(200).send(file.pdf);
}
