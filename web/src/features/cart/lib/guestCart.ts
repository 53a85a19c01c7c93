import { GUEST_CART_STORAGE_KEY, cartLineId, type GuestCartItem } from "@contracts";

/**
 * The guest cart: a plain list of items kept in localStorage under `guestCart` as JSON (spec 3, 9).
 * The list functions are pure; `readGuestCart` / `writeGuestCart` touch storage and notify listeners.
 * A line is named by its line id (`cartLineId`: the product id, or the product id and the variant's
 * SKU, and a filled box's contents), so two variants of one product are two lines, and two boxes
 * filled differently too (the same pieces in any order are one line).
 */

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

/** Parses the stored JSON: absent, corrupt or not a list → empty list; malformed lines are dropped. */
export function parseGuestCart(raw: string | null | undefined): GuestCartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isGuestItem) : [];
  } catch {
    return [];
  }
}

/** Adds `item`; the line of the same product and variant gets its quantity increased (and its details refreshed). */
export function addGuestItem(items: readonly GuestCartItem[], item: GuestCartItem): GuestCartItem[] {
  const lineId = lineIdOf(item);
  const existing = items.find((line) => lineIdOf(line) === lineId);
  if (!existing) return [...items, item];
  return items.map((line) =>
    lineIdOf(line) === lineId
      ? { ...line, ...item, quantity: line.quantity + item.quantity, addedAt: line.addedAt }
      : line,
  );
}

/** Sets the quantity of the line `lineId`; 0 or less removes it (spec 4). An unknown line leaves the list as it is. */
export function updateGuestItem(items: readonly GuestCartItem[], lineId: string, quantity: number): GuestCartItem[] {
  if (!(quantity > 0)) return removeGuestItem(items, lineId);
  return items.map((line) => (lineIdOf(line) === lineId ? { ...line, quantity } : line));
}

export function removeGuestItem(items: readonly GuestCartItem[], lineId: string): GuestCartItem[] {
  return items.filter((line) => lineIdOf(line) !== lineId);
}

// --- storage, with a tiny subscription so React can follow changes (useSyncExternalStore) ---

/**
 * The empty guest cart, one array for every reader: the server's snapshot (useCart) and an empty
 * store's are then the same, so hydrating a page is not followed by a synchronous re-render of every
 * component that reads the cart (useSyncExternalStore compares snapshots by identity).
 */
export const EMPTY_GUEST_CART: GuestCartItem[] = [];

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: GuestCartItem[] = EMPTY_GUEST_CART;

function storage(): Storage | undefined {
  try {
    return typeof window !== "undefined" ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The stored guest cart. Returns the same array while the stored text is unchanged. */
export function readGuestCart(): GuestCartItem[] {
  const raw = storage()?.getItem(GUEST_CART_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const items = parseGuestCart(raw);
    cachedItems = items.length ? items : EMPTY_GUEST_CART;
  }
  return cachedItems;
}

export function writeGuestCart(items: readonly GuestCartItem[]): void {
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
