/**
 * The server cart, `carts/{uid}`: `{ userId, items: [{ productId, variantSku?, pieces?, quantity }], productIds, updatedAt }`.
 * A line is a product sold as itself, one variant of a product, or a filled build-your-own box (its
 * size's variant and its pieces); its id is `cartLineId(productId, variantSku, pieces)`: two
 * variants of one product, or two boxes filled differently, are two lines.
 * `productIds` repeats the lines' product ids (and their boxes' pieces') so the carts holding a
 * product can be found with one `array-contains` query (a deleted product leaves every cart that
 * way); every cart write builds its document with `cartDocument` so the two never differ. Only ids
 * and quantities are stored; every answer is built fresh from the products (one `getAll` of the
 * cart's product and piece ids), so titles, images, prices and stock are always current and a price
 * sent by the client never enters the cart. Lines whose product, variant or a piece is no longer
 * sold drop out of the answer, and out of the stored cart on its next write.
 *
 * Add, update and remove are Firestore transactions that read the cart and its products (plus the
 * product being added) and write the cart once. Reads per call: 1 (cart) + one per product or piece
 * (+1 for a product not yet in the cart). GET of a user with no cart answers an empty cart and
 * writes nothing.
 */
import type { DocumentReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import {
  lineAllergensOf,
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  canonicalPieces,
  cartLineId,
  parseLineId,
  type BoxPieceCount,
  type Cart,
  type CartItem,
  type CodedMessage,
  type Product,
} from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { db, firestoreModule } from "../../platform/firebase";
import { filledBox, productFromDocument, soldUnit, type FilledPiece, type SoldUnit } from "../catalog";
import { collections } from "../../platform/collections";

/** A stored cart line. */
export interface StoredCartLine {
  productId: string;
  /** The variant, for a product sold by variant. */
  variantSku?: string;
  /** A filled box's contents, canonical (each piece once, by id). */
  pieces?: BoxPieceCount[];
  quantity: number;
}

export const lineIdOf = (line: Pick<StoredCartLine, "productId" | "variantSku" | "pieces">) => cartLineId(line.productId, line.variantSku, line.pieces);

function storedLine(productId: string, variantSku: string | undefined, quantity: number, pieces?: readonly BoxPieceCount[]): StoredCartLine {
  const line: StoredCartLine = { productId, quantity };
  if (variantSku) line.variantSku = variantSku;
  if (pieces?.length) line.pieces = canonicalPieces(pieces);
  return line;
}

const withQuantity = (line: StoredCartLine, quantity: number) => storedLine(line.productId, line.variantSku, quantity, line.pieces);

/**
 * The stored cart of `lines`. Every cart write goes through this, so `productIds` always lists
 * exactly the products of `items` and their pieces.
 */
export function cartDocument(uid: string, lines: StoredCartLine[], updatedAt: unknown): Record<string, unknown> {
  return {
    userId: uid,
    items: lines.map((line) => withQuantity(line, line.quantity)),
    productIds: [...new Set(lines.flatMap((line) => [line.productId, ...(line.pieces ?? []).map((piece) => piece.productId)]))],
    updatedAt,
  };
}

const cartRef = (uid: string) => db().collection(collections.carts).doc(uid);
const productRef = (id: string) => db().collection(collections.products).doc(id);

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1;

/** A stored box's pieces, or undefined when there are none or any is malformed (the line is then dropped by its id's mismatch). */
function storedPieces(value: unknown): BoxPieceCount[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const pieces: BoxPieceCount[] = [];
  for (const piece of value as unknown[]) {
    if (typeof piece !== "object" || piece === null) return undefined;
    const { productId, quantity } = piece as Record<string, unknown>;
    if (typeof productId !== "string" || productId === "" || !isCount(quantity)) return undefined;
    pieces.push({ productId, quantity });
  }
  return canonicalPieces(pieces);
}

/** The stored lines, skipping anything malformed and merging duplicates (first position kept). */
export function storedLines(data: Record<string, unknown> | undefined): StoredCartLine[] {
  const items = data?.items;
  if (!Array.isArray(items)) return [];
  const lines: StoredCartLine[] = [];
  for (const item of items as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const { productId, variantSku, pieces, quantity } = item as Record<string, unknown>;
    if (typeof productId !== "string" || productId === "") continue;
    if (!isCount(quantity)) continue;
    const sku = typeof variantSku === "string" && variantSku !== "" ? variantSku : undefined;
    const line = storedLine(productId, sku, quantity, storedPieces(pieces));
    const existing = lines.find((l) => lineIdOf(l) === lineIdOf(line));
    if (existing) existing.quantity += quantity;
    else lines.push(line);
  }
  return lines;
}

/**
 * The cart after an order is paid: each line loses the units bought of it (`bought`: units per
 * line id), so a line of 5 with 1 bought keeps 4; a line with no more than was bought goes. Lines
 * the order did not touch stay as they are.
 */
export function cartAfterPurchase(lines: StoredCartLine[], bought: ReadonlyMap<string, number>): StoredCartLine[] {
  return lines.map((line) => withQuantity(line, line.quantity - (bought.get(lineIdOf(line)) ?? 0))).filter((line) => line.quantity > 0);
}

/** The products of `snapshots` that exist, by id. */
function productsOf(snapshots: Map<string, DocumentSnapshot>): Map<string, Product> {
  const products = new Map<string, Product>();
  for (const [id, snapshot] of snapshots) if (snapshot.exists) products.set(id, productFromDocument(id, snapshot.data() ?? {}));
  return products;
}

type LineSale = { unit: SoldUnit; pieces?: FilledPiece[] } | { problem: CodedMessage };

/** What the line sells now: its unit (the product, its variant, or its box filled), or why it cannot be sold. */
function lineSale(line: Omit<StoredCartLine, "quantity">, products: ReadonlyMap<string, Product>): LineSale | undefined {
  const product = products.get(line.productId);
  if (!product) return undefined;
  const found = soldUnit(product, line.variantSku);
  if (!("unit" in found)) return { problem: { code: `cart.${found.problem}` as const } };
  return filledBox(product, found.unit, line.pieces, products);
}

/**
 * The answer: each line with its product's (or its variant's, or its filled box's) current fields;
 * lines no longer sold are left out.
 */
export function buildCart(uid: string, lines: StoredCartLine[], snapshots: Map<string, DocumentSnapshot>): Cart {
  const products = productsOf(snapshots);
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    const sale = lineSale(line, products);
    if (!product || !sale || !("unit" in sale)) continue;
    const { unit } = sale;
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
    if (sale.pieces) item.pieces = sale.pieces;
    if (product.titleHe !== undefined) item.titleHe = product.titleHe;
    if (unit.imageVariants) item.imageVariants = unit.imageVariants;
    // What the line holds, for the cart's one allergen line (a box: with every piece's).
    const food = lineAllergensOf(product, unit.variantSku, (line.pieces ?? []).map((piece) => products.get(piece.productId) ?? {}));
    if (food) Object.assign(item, food.allergenKinds.treeNuts || food.allergenKinds.gluten ? food : { allergens: food.allergens });
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

/** Every product a list of lines names: its own and its pieces'. */
const productIdsOf = (lines: readonly Omit<StoredCartLine, "quantity">[]) => lines.flatMap((line) => [line.productId, ...(line.pieces ?? []).map((piece) => piece.productId)]);

export async function getCart(uid: string): Promise<Cart> {
  return (await getCartForCheckout(uid)).cart;
}

/**
 * The cart as `getCart` answers it, and the category of each product it names, from the same reads:
 * checkout prices promotions that cover categories (a cart line does not carry its category).
 */
export async function getCartForCheckout(uid: string): Promise<{ cart: Cart; categoryOf: ReadonlyMap<string, string> }> {
  const snapshot = await cartRef(uid).get();
  const lines = storedLines(snapshot.data());
  const snapshots = await readProducts(productIdsOf(lines));
  const categoryOf = new Map<string, string>();
  for (const [id, product] of productsOf(snapshots)) categoryOf.set(id, product.category);
  return { cart: buildCart(uid, lines, snapshots), categoryOf };
}

/**
 * `lines`: the stored lines still sold; `stock`: how many of the target line its unit allows
 * (undefined when its product is gone: 404; a variant or box problem is thrown before `change`
 * runs); `stored`: all stored lines.
 */
type LineChange = (lines: StoredCartLine[], stock: number | undefined, stored: StoredCartLine[]) => StoredCartLine[];

/**
 * Reads the cart and its products (and the target's, with its pieces) in a transaction, drops lines
 * no longer sold, applies `change`, writes the cart and answers it from the same reads. `target`:
 * the line being changed (undefined: found among the stored lines by `change`); `check` refuses a
 * target the product does not sell as asked (add and update; a remove may name a line whose
 * variant or pieces are gone).
 */
async function changeCart(
  uid: string,
  targetOf: Omit<StoredCartLine, "quantity"> | ((stored: StoredCartLine[]) => Omit<StoredCartLine, "quantity">),
  check: boolean,
  change: LineChange,
): Promise<Cart> {
  const { FieldValue } = firestoreModule();
  const ref = cartRef(uid);
  return db().runTransaction(async (tx) => {
    const cart = await tx.get(ref);
    const current = storedLines(cart.data());
    // A line named by id is found among the stored lines (a box's contents are not in its id).
    const target = typeof targetOf === "function" ? targetOf(current) : targetOf;
    const snapshots = await readProducts([...productIdsOf(current), ...productIdsOf([target])], tx);
    const products = productsOf(snapshots);
    const live = current.filter((line) => {
      const sale = lineSale(line, products);
      return sale !== undefined && "unit" in sale;
    });
    let stock: number | undefined;
    if (check && products.has(target.productId)) {
      const sale = lineSale(target, products);
      if (sale && !("unit" in sale)) {
        const { code, params } = sale.problem;
        throw new HttpError(code === "cart.variantNotFound" ? 404 : 400, code, params);
      }
      stock = sale?.unit.totalStock;
    }
    const next = change(live, stock, current);
    tx.set(ref, cartDocument(uid, next, FieldValue.serverTimestamp()));
    return buildCart(uid, next, snapshots);
  });
}

const usableStock = (stock: number) => Math.max(0, Math.floor(stock));

/**
 * Adds `quantity` to the line of the product (its variant `variantSku`, for a product sold by
 * variant; filled with `pieces`, for a build-your-own box), creating it; the total may not exceed
 * what the unit's stock (and a box's pieces') allow nor CART_QUANTITY_MAX.
 */
export async function addToCart(uid: string, productId: string, quantity: number, variantSku?: string, pieces?: readonly BoxPieceCount[]): Promise<Cart> {
  const target = storedLine(productId, variantSku, quantity, pieces);
  const id = lineIdOf(target);
  return changeCart(uid, target, true, (lines, stock) => {
    if (stock === undefined) throw new HttpError(404, "catalog.productNotFound");
    const line = lines.find((l) => lineIdOf(l) === id);
    const inCart = line?.quantity ?? 0;
    const room = Math.max(0, Math.min(usableStock(stock), CART_QUANTITY_MAX) - inCart);
    if (quantity > room) throw new HttpError(400, "cart.stockLimit", { count: room });
    if (line) return lines.map((l) => (l === line ? withQuantity(line, inCart + quantity) : l));
    if (lines.length >= CART_LINES_MAX) throw new HttpError(400, "cart.full", { max: CART_LINES_MAX });
    return [...lines, target];
  });
}

/** The stored line `lineId` names (its box contents included), or 404. */
function storedLineNamed(stored: StoredCartLine[], lineId: string): StoredCartLine {
  const line = stored.find((l) => lineIdOf(l) === lineId);
  if (!line) throw new HttpError(404, "cart.itemNotFound");
  return line;
}

/**
 * Sets the line's quantity (the line `lineId`, else the line of `productId` and `variantSku`); it
 * may not exceed what the unit's stock allows.
 */
export async function updateCartItem(uid: string, input: { productId: string; quantity: number; variantSku?: string | undefined; lineId?: string | undefined }): Promise<Cart> {
  const lineId = input.lineId ?? cartLineId(input.productId, input.variantSku);
  const named = parseLineId(lineId);
  if (named.productId !== input.productId) throw new HttpError(404, "cart.itemNotFound");
  const target = (stored: StoredCartLine[]) => stored.find((l) => lineIdOf(l) === lineId) ?? storedLine(named.productId, named.variantSku, input.quantity);
  return changeCart(uid, target, true, (lines, stock) => {
    if (stock === undefined) throw new HttpError(404, "catalog.productNotFound");
    const line = storedLineNamed(lines, lineId);
    const room = usableStock(stock);
    if (input.quantity > room) throw new HttpError(400, "cart.stockLimit", { count: room });
    return lines.map((l) => (l === line ? withQuantity(line, input.quantity) : l));
  });
}

/** Removes the line `lineId` (also one whose product, variant or pieces are gone); 404 when the cart does not hold it. */
export async function removeCartItem(uid: string, lineId: string): Promise<Cart> {
  return changeCart(uid, parseLineId(lineId), false, (lines, _stock, stored) => {
    storedLineNamed(stored, lineId);
    return lines.filter((l) => lineIdOf(l) !== lineId);
  });
}
