import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, cartLineId, effectivePrice, type AllergenKinds, type Allergens, type GuestCartItem, type ImageVariant } from "@contracts";

/**
 * A cart line as the sheet shows it: a server line, or a guest line whose details may be missing.
 * `lineId` (`cartLineId`) names it: two variants of one product are two lines, and so are two boxes
 * filled differently (a box's price includes its pieces' supplements).
 */
export interface CartLine {
  lineId: string;
  productId: string;
  variantSku?: string;
  variantLabel?: string;
  variantLabelHe?: string;
  /** A filled box's pieces (a guest line's may lack their titles). */
  pieces?: { productId: string; quantity: number; title?: string | undefined; titleHe?: string | undefined; supplement?: number | undefined }[];
  quantity: number;
  title?: string;
  titleHe?: string;
  image?: string;
  imageVariants?: ImageVariant[];
  price?: number;
  salePrice?: number;
  totalStock?: number;
  /** What the line holds, allergen by allergen (a box's with its pieces'); absent: not fully declared. */
  allergens?: Allergens | undefined;
  allergenKinds?: AllergenKinds | undefined;
}

/** A guest line with its line id (the server's lines carry theirs). */
export function withLineId(item: GuestCartItem & Pick<CartLine, "allergens" | "allergenKinds">): CartLine {
  return { ...item, lineId: cartLineId(item.productId, item.variantSku, item.pieces) };
}

const money = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0);

/** A line's prices as numbers: a guest line whose details could not be fetched has none. */
const prices = (line: Pick<CartLine, "price" | "salePrice">) => ({ price: money(line.price), salePrice: money(line.salePrice) });

/** What one unit costs, in minor units: the sale price when on sale (the contracts' rule). */
export function unitPrice(line: Pick<CartLine, "price" | "salePrice">): number {
  return effectivePrice(prices(line));
}

/** The cart total in minor units (integers: format it once, at the end). */
export function cartTotal(lines: readonly Pick<CartLine, "price" | "salePrice" | "quantity">[]): number {
  return lines.reduce((sum, line) => sum + unitPrice(line) * Math.max(0, Math.trunc(line.quantity)), 0);
}

/** The header badge: how many items the cart holds (sum of quantities). */
export function cartItemCount(lines: readonly Pick<CartLine, "quantity">[]): number {
  return lines.reduce((sum, line) => sum + Math.max(0, Math.trunc(line.quantity)), 0);
}

/** The most a line may hold: its stock (when known), and never more than CART_QUANTITY_MAX. */
export function quantityLimit(totalStock: number | undefined): number {
  return typeof totalStock === "number" && Number.isFinite(totalStock)
    ? Math.max(0, Math.min(Math.trunc(totalStock), CART_QUANTITY_MAX))
    : CART_QUANTITY_MAX;
}

/**
 * Adding `quantity` of a product to a cart that holds `inCart` of it (spec 5): refused when the sum
 * exceeds the stock ('Only {quantity} quantity can be added for this item', quantity = `inCart`).
 */
export function checkAdd(inCart: number, quantity: number, totalStock: number | undefined): { ok: true } | { ok: false; inCart: number } {
  return inCart + quantity > quantityLimit(totalStock) ? { ok: false, inCart } : { ok: true };
}

/**
 * The stepper setting a line to `quantity` (spec 5): never below 1; above the stock it is refused with
 * 'only N quantity can be added' (N = the stock limit).
 */
export function checkStep(quantity: number, totalStock: number | undefined): { ok: true } | { ok: false; reason: "belowOne" } | { ok: false; reason: "stock"; limit: number } {
  // Below the contract's least quantity is the stepper's own refusal; above the stock, the stock's.
  // A plain comparison, not the zod schema: the cart is on every page and zod is not in the first load.
  if (quantity < CART_QUANTITY_MIN) return { ok: false, reason: "belowOne" };
  const limit = quantityLimit(totalStock);
  return quantity > limit ? { ok: false, reason: "stock", limit } : { ok: true };
}
