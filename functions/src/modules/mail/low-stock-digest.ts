/**
 * The owner's daily low-stock email: every product (or, for a product sold by variant, every size
 * or flavour) with `settings.lowStockThreshold` units or fewer, fewest first, one message a day at most (its id is the day's date, written with `create`, so a
 * second run the same day, or two at once, queue nothing). Nothing to report: no email.
 *
 * In production the scheduled function `lowStockDigest` (functions/src/index.ts) runs it every
 * morning; the local stack's mail worker runs it when it starts and once a day after.
 */
import { db } from "../../platform/firebase";
import { collections } from "../../platform/collections";
import { shopConfig } from "../../platform/config";
import { variantLabel } from "@cocoa/contracts";
import { productFromDocument } from "../catalog";
import { getPublicSettings } from "../settings";
import { mailLanguage, mailOf, queueMail, shopMailData } from "./order-mail";

/** At most this many products in one email: a longer list says how many more there are. */
export const LOW_STOCK_LIST_LIMIT = 100;

export type LowStockDigestResult = { queued: true; mailId: string; products: number } | { queued: false; reason: "nothingLow" | "alreadySent" };

export async function queueLowStockDigest(now = new Date()): Promise<LowStockDigestResult> {
  const settings = await getPublicSettings();
  const threshold = settings.lowStockThreshold;
  const products = db().collection(collections.products);
  // Products sold as themselves by their stock; products sold by variant by their lowest variant (a
  // product whose sizes together hold plenty may still have one sold out), each low size listed.
  const [lowProducts, lowVariants] = await Promise.all([
    products.where("totalStock", "<=", threshold).orderBy("totalStock").limit(LOW_STOCK_LIST_LIMIT + 1).get(),
    products.where("lowestVariantStock", "<=", threshold).orderBy("lowestVariantStock").limit(LOW_STOCK_LIST_LIMIT + 1).get(),
  ]);
  const language = mailLanguage(settings.defaultLanguage);
  const entries: { title: string; stock: number; soldOut: boolean }[] = [];
  for (const doc of [...lowProducts.docs, ...lowVariants.docs.filter((candidate) => !lowProducts.docs.some((plain) => plain.id === candidate.id))]) {
    const product = productFromDocument(doc.id, doc.data());
    const title = (language === "he" && product.titleHe) || product.title;
    if (!product.variants?.length) {
      entries.push({ title, stock: product.totalStock, soldOut: product.totalStock <= 0 });
      continue;
    }
    for (const variant of product.variants) {
      if (variant.totalStock <= threshold) entries.push({ title: `${title} (${variantLabel(product, variant, language)})`, stock: variant.totalStock, soldOut: variant.totalStock <= 0 });
    }
  }
  if (entries.length === 0) return { queued: false, reason: "nothingLow" };
  entries.sort((a, b) => a.stock - b.stock);
  const listed = entries.slice(0, LOW_STOCK_LIST_LIMIT);
  const day = now.toISOString().slice(0, 10); // the UTC day: one digest per day
  const mailId = `low-stock-${day}`;
  const data = {
    ...shopMailData(settings),
    threshold,
    date: new Intl.DateTimeFormat(language === "he" ? "he-IL" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(now),
    products: listed,
    more: entries.length > LOW_STOCK_LIST_LIMIT || lowProducts.size > LOW_STOCK_LIST_LIMIT || lowVariants.size > LOW_STOCK_LIST_LIMIT,
    adminProductsUrl: `${shopConfig().siteOrigin}/admin/products`,
  };
  try {
    await db().runTransaction(async (tx) => {
      queueMail(tx, mailId, { ...mailOf("owner-low-stock", language, settings.contactInfo.email, data), digest: "lowStock" });
    });
  } catch (error) {
    // gRPC ALREADY_EXISTS: today's digest is queued already.
    if ((error as { code?: unknown }).code === 6) return { queued: false, reason: "alreadySent" };
    throw error;
  }
  return { queued: true, mailId, products: listed.length };
}
