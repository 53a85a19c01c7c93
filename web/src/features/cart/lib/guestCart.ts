import {
  ALLERGENS,
  GLUTEN_CEREALS,
  GUEST_CART_STORAGE_KEY,
  TREE_NUTS,
  allergensComplete,
  cartLineId,
  type AllergenKinds,
  type Allergens,
  type GuestCartItem,
} from "@contracts";

/**
 * The guest cart: a plain list of items kept in localStorage under `guestCart` as JSON (spec 3, 9).
 * The list functions are pure; `readGuestCart` / `writeGuestCart` touch storage and notify listeners.
 * A line is named by its line id (`cartLineId`: the product id, or the product id and the variant's
 * SKU, and a filled box's contents), so two variants of one product are two lines, and two boxes
 * filled differently too (the same pieces in any order are one line). A line also keeps the allergens
 * of what it holds (worked out from the product read when it was added, a box's with its pieces'), so
 * a guest's cart says the same allergen line a signed-in shopper's does; the server works them out
 * afresh when the guest cart moves into an account's.
 */

/** A stored guest line: the contracts' item and the allergens of what it holds (absent: not fully declared). */
export type GuestLine = GuestCartItem & { allergens?: Allergens | undefined; allergenKinds?: AllergenKinds | undefined };

const lineIdOf = (item: Pick<GuestCartItem, "productId" | "variantSku" | "pieces">) => cartLineId(item.productId, item.variantSku, item.pieces);

/** A stored box's pieces: absent, or a list of pieces each naming a product (the server checks the rest). */
const validPieces = (pieces: unknown) => pieces === undefined || (Array.isArray(pieces) && pieces.every((piece: { productId?: unknown } | null) => typeof piece?.productId === "string"));

function isGuestItem(value: unknown): value is GuestCartItem {
  if (!value || typeof value !== "object") return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === "string" &&
    item.productId !== "" &&
    (item.variantSku === undefined || (typeof item.variantSku === "string" && item.variantSku !== "")) &&
    typeof item.quantity === "number" &&
    Number.isFinite(item.quantity) &&
    validPieces(item.pieces)
  );
}

const knownOf = <T extends string>(values: unknown, known: readonly T[]): T[] => (Array.isArray(values) ? known.filter((value) => values.includes(value)) : []);

/**
 * A stored line's allergens as the cart may trust them: every allergen answered (else none: the line
 * counts as undeclared), and only the tree nuts and cereals the contracts name.
 */
function withStoredAllergens(item: GuestLine): GuestLine {
  const { allergens, allergenKinds, ...line } = item;
  if (!allergens || typeof allergens !== "object" || !allergensComplete(allergens)) return line;
  const kinds = (allergenKinds && typeof allergenKinds === "object" ? allergenKinds : {}) as Record<string, unknown>;
  const treeNuts = knownOf(kinds.treeNuts, TREE_NUTS);
  const gluten = knownOf(kinds.gluten, GLUTEN_CEREALS);
  return {
    ...line,
    allergens: Object.fromEntries(ALLERGENS.map((key) => [key, allergens[key]])) as Allergens,
    ...(treeNuts.length > 0 || gluten.length > 0 ? { allergenKinds: { ...(treeNuts.length > 0 ? { treeNuts } : {}), ...(gluten.length > 0 ? { gluten } : {}) } } : {}),
  };
}

/** Parses the stored JSON: absent, corrupt or not a list → empty list; malformed lines are dropped, malformed allergens forgotten. */
export function parseGuestCart(raw: string | null | undefined): GuestLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isGuestItem).map(withStoredAllergens) : [];
  } catch {
    return [];
  }
}

/** Adds `item`; the line of the same product and variant gets its quantity increased (and its details refreshed). */
export function addGuestItem(items: readonly GuestLine[], item: GuestLine): GuestLine[] {
  const lineId = lineIdOf(item);
  const existing = items.find((line) => lineIdOf(line) === lineId);
  if (!existing) return [...items, item];
  // Details read afresh (a title came with them) speak for the allergens too, even to say none are declared now.
  const food = item.title !== undefined ? { allergens: item.allergens, allergenKinds: item.allergenKinds } : {};
  return items.map((line) =>
    lineIdOf(line) === lineId
      ? { ...line, ...item, ...food, quantity: line.quantity + item.quantity, addedAt: line.addedAt }
      : line,
  );
}

/** Sets the quantity of the line `lineId`; 0 or less removes it (spec 4). An unknown line leaves the list as it is. */
export function updateGuestItem(items: readonly GuestLine[], lineId: string, quantity: number): GuestLine[] {
  if (!(quantity > 0)) return removeGuestItem(items, lineId);
  return items.map((line) => (lineIdOf(line) === lineId ? { ...line, quantity } : line));
}

export function removeGuestItem(items: readonly GuestLine[], lineId: string): GuestLine[] {
  return items.filter((line) => lineIdOf(line) !== lineId);
}

// --- storage, with a tiny subscription so React can follow changes (useSyncExternalStore) ---

/**
 * The empty guest cart, one array for every reader: the server's snapshot (useCart) and an empty
 * store's are then the same, so hydrating a page is not followed by a synchronous re-render of every
 * component that reads the cart (useSyncExternalStore compares snapshots by identity).
 */
export const EMPTY_GUEST_CART: GuestLine[] = [];

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: GuestLine[] = EMPTY_GUEST_CART;

function storage(): Storage | undefined {
  try {
    return typeof window !== "undefined" ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The stored guest cart. Returns the same array while the stored text is unchanged. */
export function readGuestCart(): GuestLine[] {
  const raw = storage()?.getItem(GUEST_CART_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const items = parseGuestCart(raw);
    cachedItems = items.length ? items : EMPTY_GUEST_CART;
  }
  return cachedItems;
}

export function writeGuestCart(items: readonly GuestLine[]): void {
  storage()?.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(items));
  notify();
}

/** Removes the guest cart from storage. */
export function clearGuestCart(): void {
  storage()?.removeItem(GUEST_CART_STORAGE_KEY);
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === GUEST_CART_STORAGE_KEY) notify();
}

export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}
