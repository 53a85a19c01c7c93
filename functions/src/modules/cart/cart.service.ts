/**
 * The server cart, `carts/{uid}`: `{ userId, items: [{ productId, variantSku?, quantity }], productIds, updatedAt }`.
 * A line is a product sold as itself, or one variant of a product (its id `cartLineId(productId,
 * variantSku)`; two variants of one product are two lines).
 * `productIds` repeats the lines' ids so the carts holding a product can be found with one
 * `array-contains` query (a deleted product leaves every cart that way); every cart write builds
 * its document with `cartDocument` so the two never differ. Only ids and quantities are stored; every answer is built fresh
 * from the products (one `getAll` of the cart's product ids: one read per line), so titles, images,
 * prices and stock are always current and a price sent by the client never enters the cart. Lines
 * whose product was deleted drop out of the answer, and out of the stored cart on its next write.
 *
 * Add, update and remove are Firestore transactions that read the cart and its products (plus the
 * product being added) and write the cart once. Reads per call: 1 (cart) + one per line (+1 for a
 * product not yet in the cart). GET of a user with no cart answers an empty cart and writes nothing.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  cartLineId,
  parseStockKey,
  type Cart,
  type CartItem,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { productFromDocument, soldUnit } from "../catalog";
import { collections } from "../../platform/collections";


/** A stored cart line. */
export interface StoredCartLine {
  productId: string;
  /** The variant, for a product sold by variant. */
  variantSku?: string;
  quantity: number;
}

export const lineIdOf = (line: Pick<StoredCartLine, "productId" | "variantSku">) => cartLineId(line.productId, line.variantSku);

const storedLine = (productId: string, variantSku: string | undefined, quantity: number): StoredCartLine =>
  variantSku ? { productId, variantSku, quantity } : { productId, quantity };

/**
 * The stored cart of `lines`. Every cart write goes through this, so `productIds` always lists
 * exactly the ids of `items`.
 */
export function cartDocument(uid: string, lines: StoredCartLine[], updatedAt: unknown): Record<string, unknown> {
  return {
    userId: uid,
    items: lines.map(({ productId, variantSku, quantity }) => storedLine(productId, variantSku, quantity)),
    productIds: [...new Set(lines.map((line) => line.productId))],
    updatedAt,
  };
}

const cartRef = (uid: string) => db().collection(collections.carts).doc(uid);
const productRef = (id: string) => db().collection(collections.products).doc(id);

/** The stored lines, skipping anything malformed and merging duplicates (first position kept). */
export function storedLines(data: Record<string, unknown> | undefined): StoredCartLine[] {
  const items = data?.items;
  if (!Array.isArray(items)) return [];
  const lines: StoredCartLine[] = [];
  for (const item of items as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const { productId, variantSku, quantity } = item as Record<string, unknown>;
    if (typeof productId !== "string" || productId === "") continue;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) continue;
    const sku = typeof variantSku === "string" && variantSku !== "" ? variantSku : undefined;
    const id = cartLineId(productId, sku);
    const existing = lines.find((l) => lineIdOf(l) === id);
    if (existing) existing.quantity += quantity;
    else lines.push(storedLine(productId, sku, quantity));
  }
  return lines;
}

/**
 * The cart after an order is paid: each line loses the units bought of it (`bought`: units per line
 * id, the order's stock keys), so a line of 5 with 1 bought keeps 4; a line with no more than was
 * bought goes. Lines the order did not touch stay as they are.
 */
export function cartAfterPurchase(lines: StoredCartLine[], bought: ReadonlyMap<string, number>): StoredCartLine[] {
  return lines
    .map((line) => storedLine(line.productId, line.variantSku, line.quantity - (bought.get(lineIdOf(line)) ?? 0)))
    .filter((line) => line.quantity > 0);
}

/**
 * The answer: each line with its product's (or its variant's) current fields; lines without a
 * product, or whose variant the product no longer sells, are left out.
 */
export function buildCart(uid: string, lines: StoredCartLine[], products: Map<string, DocumentSnapshot>): Cart {
  const items: CartItem[] = [];
  for (const line of lines) {
    const snapshot = products.get(line.productId);
    const data = snapshot?.exists ? snapshot.data() : undefined;
    if (!data) continue;
    const product = productFromDocument(line.productId, data);
    const found = soldUnit(product, line.variantSku);
    if (!("unit" in found)) continue;
    const { unit } = found;
    const item: CartItem = {
      lineId: lineIdOf(line),
      productId: line.productId,
      title: product.title,
      image: unit.image,
      price: unit.price,
      salePrice: unit.salePrice,
      quantity: line.quantity,
      totalStock: unit.totalStock,
    };
    if (unit.variantSku) Object.assign(item, { variantSku: unit.variantSku, variantLabel: unit.variantLabel, variantLabelHe: unit.variantLabelHe });
    if (product.titleHe !== undefined) item.titleHe = product.titleHe;
    if (unit.imageVariants) item.imageVariants = unit.imageVariants;
    items.push(item);
  }
  return { _id: uid, userId: uid, items };
}

/** Whether the line is still sold (its product exists and, for a variant, still has that SKU). */
function lineSold(line: StoredCartLine, products: Map<string, DocumentSnapshot>): boolean {
  const snapshot = products.get(line.productId);
  if (!snapshot?.exists) return false;
  return "unit" in soldUnit(productFromDocument(line.productId, snapshot.data() ?? {}), line.variantSku);
}

async function readProducts(ids: string[], tx?: Transaction): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const refs = unique.map(productRef) as [DocumentReference, ...DocumentReference[]];
  const snapshots = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return new Map(snapshots.map((s) => [s.id, s]));
}

export async function getCart(uid: string): Promise<Cart> {
  const snapshot = await cartRef(uid).get();
  const lines = storedLines(snapshot.data());
  return buildCart(uid, lines, await readProducts(lines.map((l) => l.productId)));
}

/**
 * `lines`: the stored lines still sold; `stock`: what the target line's unit has in stock (undefined
 * when its product is gone: 404; a variant problem is thrown before `change` runs); `stored`: all
 * stored lines.
 */
type LineChange = (lines: StoredCartLine[], stock: number | undefined, stored: StoredCartLine[]) => StoredCartLine[];

/**
 * Reads the cart and its products (and the target's) in a transaction, drops lines no longer sold,
 * applies `change`, writes the cart and answers it from the same reads. `target`: the line being
 * changed; `checkVariant` refuses a variant the product does not sell (add and update; a remove may
 * name a line whose variant is gone).
 */
async function changeCart(uid: string, target: { productId: string; variantSku?: string | undefined }, checkVariant: boolean, change: LineChange): Promise<Cart> {
  const { FieldValue } = firestoreModule();
  const ref = cartRef(uid);
  return db().runTransaction(async (tx) => {
    const cart = await tx.get(ref);
    const current = storedLines(cart.data());
    const products = await readProducts([...current.map((l) => l.productId), target.productId], tx);
    const live = current.filter((l) => lineSold(l, products));
    const snapshot = products.get(target.productId);
    let stock: number | undefined;
    if (snapshot?.exists && checkVariant) {
      const found = soldUnit(productFromDocument(target.productId, snapshot.data() ?? {}), target.variantSku);
      if (!("unit" in found)) throw new HttpError(found.problem === "variantNotFound" ? 404 : 400, `cart.${found.problem}`);
      stock = found.unit.totalStock;
    }
    const next = change(live, stock, current);
    tx.set(ref, cartDocument(uid, next, FieldValue.serverTimestamp()));
    return buildCart(uid, next, products);
  });
}

const usableStock = (stock: number) => Math.max(0, Math.floor(stock));

/**
 * Adds `quantity` to the line of the product (its variant `variantSku`, for a product sold by
 * variant), creating it; the total may not exceed the unit's stock nor CART_QUANTITY_MAX.
 */
export async function addToCart(uid: string, productId: string, quantity: number, variantSku?: string): Promise<Cart> {
  const id = cartLineId(productId, variantSku);
  return changeCart(uid, { productId, variantSku }, true, (lines, stock) => {
    if (stock === undefined) throw new HttpError(404, "catalog.productNotFound");
    const line = lines.find((l) => lineIdOf(l) === id);
    const inCart = line?.quantity ?? 0;
    const room = Math.max(0, Math.min(usableStock(stock), CART_QUANTITY_MAX) - inCart);
    if (quantity > room) throw new HttpError(400, "cart.stockLimit", { count: room });
    if (line) return lines.map((l) => (l === line ? storedLine(productId, variantSku, inCart + quantity) : l));
    if (lines.length >= CART_LINES_MAX) throw new HttpError(400, "cart.full", { max: CART_LINES_MAX });
    return [...lines, storedLine(productId, variantSku, quantity)];
  });
}

/**
 * Sets the line's quantity (the line `lineId`, else the line of `productId` and `variantSku`); it
 * may not exceed the unit's stock.
 */
export async function updateCartItem(uid: string, input: { productId: string; quantity: number; variantSku?: string | undefined; lineId?: string | undefined }): Promise<Cart> {
  const target = input.lineId ? parseStockKey(input.lineId) : { productId: input.productId, ...(input.variantSku ? { variantSku: input.variantSku } : {}) };
  if (target.productId !== input.productId) throw new HttpError(404, "cart.itemNotFound");
  const id = cartLineId(target.productId, target.variantSku);
  return changeCart(uid, target, true, (lines, stock) => {
    if (stock === undefined) throw new HttpError(404, "catalog.productNotFound");
    const line = lines.find((l) => lineIdOf(l) === id);
    if (!line) throw new HttpError(404, "cart.itemNotFound");
    const room = usableStock(stock);
    if (input.quantity > room) throw new HttpError(400, "cart.stockLimit", { count: room });
    return lines.map((l) => (l === line ? storedLine(target.productId, target.variantSku, input.quantity) : l));
  });
}

/** Removes the line `lineId` (also one whose product or variant is gone); 404 when the cart does not hold it. */
export async function removeCartItem(uid: string, lineId: string): Promise<Cart> {
  return changeCart(uid, parseStockKey(lineId), false, (lines, _stock, stored) => {
    if (!stored.some((l) => lineIdOf(l) === lineId)) throw new HttpError(404, "cart.itemNotFound");
    return lines.filter((l) => lineIdOf(l) !== lineId);
  });
}
