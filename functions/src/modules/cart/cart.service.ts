/**
 * The server cart, `carts/{uid}`: `{ userId, items: [{ productId, quantity }], productIds, updatedAt }`.
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
  type Cart,
  type CartItem,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { productFromDocument } from "../catalog";
import { collections } from "../../platform/collections";


/** A stored cart line. */
export interface StoredCartLine {
  productId: string;
  quantity: number;
}

/**
 * The stored cart of `lines`. Every cart write goes through this, so `productIds` always lists
 * exactly the ids of `items`.
 */
export function cartDocument(uid: string, lines: StoredCartLine[], updatedAt: unknown): Record<string, unknown> {
  return {
    userId: uid,
    items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
    productIds: lines.map((line) => line.productId),
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
    const { productId, quantity } = item as Record<string, unknown>;
    if (typeof productId !== "string" || productId === "") continue;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) continue;
    const existing = lines.find((l) => l.productId === productId);
    if (existing) existing.quantity += quantity;
    else lines.push({ productId, quantity });
  }
  return lines;
}

/**
 * The cart after an order is paid: each line loses the units bought of its product (`bought`: units
 * per product id), so a line of 5 with 1 bought keeps 4; a line with no more than was bought goes.
 * Lines the order did not touch stay as they are.
 */
export function cartAfterPurchase(lines: StoredCartLine[], bought: ReadonlyMap<string, number>): StoredCartLine[] {
  return lines
    .map((line) => ({ productId: line.productId, quantity: line.quantity - (bought.get(line.productId) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/** The answer: each line with its product's current fields; lines without a product are left out. */
export function buildCart(uid: string, lines: StoredCartLine[], products: Map<string, DocumentSnapshot>): Cart {
  const items: CartItem[] = [];
  for (const line of lines) {
    const snapshot = products.get(line.productId);
    const data = snapshot?.exists ? snapshot.data() : undefined;
    if (!data) continue;
    const product = productFromDocument(line.productId, data);
    const item: CartItem = {
      productId: line.productId,
      title: product.title,
      image: product.image,
      price: product.price,
      salePrice: product.salePrice,
      quantity: line.quantity,
      totalStock: product.totalStock,
    };
    if (product.titleHe !== undefined) item.titleHe = product.titleHe;
    if (product.imageVariants) item.imageVariants = product.imageVariants;
    items.push(item);
  }
  return { _id: uid, userId: uid, items };
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

/** `lines`: the stored lines whose product still exists; `stored`: all stored lines. */
type LineChange = (lines: StoredCartLine[], stock: number | undefined, stored: StoredCartLine[]) => StoredCartLine[];

/**
 * Reads the cart and its products (and `extraProductId`'s) in a transaction, drops lines whose
 * product is gone, applies `change`, writes the cart and answers it from the same reads.
 */
async function changeCart(uid: string, extraProductId: string, change: LineChange): Promise<Cart> {
  const { FieldValue } = firestoreModule();
  const ref = cartRef(uid);
  return db().runTransaction(async (tx) => {
    const cart = await tx.get(ref);
    const current = storedLines(cart.data());
    const products = await readProducts([...current.map((l) => l.productId), extraProductId], tx);
    const live = current.filter((l) => products.get(l.productId)?.exists);
    const target = products.get(extraProductId);
    const stock = target?.exists ? productFromDocument(extraProductId, target.data() ?? {}).totalStock : undefined;
    const next = change(live, stock, current);
    tx.set(ref, cartDocument(uid, next, FieldValue.serverTimestamp()));
    return buildCart(uid, next, products);
  });
}

const usableStock = (stock: number) => Math.max(0, Math.floor(stock));

/** Adds `quantity` to the line (creating it); the total may not exceed the stock nor CART_QUANTITY_MAX. */
export async function addToCart(uid: string, productId: string, quantity: number): Promise<Cart> {
  return changeCart(uid, productId, (lines, stock) => {
    if (stock === undefined) throw new HttpError(404, "catalog.productNotFound");
    const line = lines.find((l) => l.productId === productId);
    const inCart = line?.quantity ?? 0;
    const room = Math.max(0, Math.min(usableStock(stock), CART_QUANTITY_MAX) - inCart);
    if (quantity > room) throw new HttpError(400, "cart.stockLimit", { count: room });
    if (line) return lines.map((l) => (l === line ? { productId, quantity: inCart + quantity } : l));
    if (lines.length >= CART_LINES_MAX) throw new HttpError(400, "cart.full", { max: CART_LINES_MAX });
    return [...lines, { productId, quantity }];
  });
}

/** Sets the line's quantity; it may not exceed the stock. */
export async function updateCartItem(uid: string, productId: string, quantity: number): Promise<Cart> {
  return changeCart(uid, productId, (lines, stock) => {
    if (stock === undefined) throw new HttpError(404, "catalog.productNotFound");
    const line = lines.find((l) => l.productId === productId);
    if (!line) throw new HttpError(404, "cart.itemNotFound");
    const room = usableStock(stock);
    if (quantity > room) throw new HttpError(400, "cart.stockLimit", { count: room });
    return lines.map((l) => (l === line ? { productId, quantity } : l));
  });
}

/** Removes the line (also one whose product is gone); 404 when the cart does not hold it. */
export async function removeCartItem(uid: string, productId: string): Promise<Cart> {
  return changeCart(uid, productId, (lines, _stock, stored) => {
    if (!stored.some((l) => l.productId === productId)) throw new HttpError(404, "cart.itemNotFound");
    return lines.filter((l) => l.productId !== productId);
  });
}
