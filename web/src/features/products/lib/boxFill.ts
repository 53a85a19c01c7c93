import { canonicalPieces, type BoxPiece, type BoxPieceCount } from "@contracts";

/**
 * The build-your-own box's filling (issue 34), pure: the box's slots in order, each the id of the
 * piece in it or null while empty. A piece goes into the first empty slot; a slot is emptied where
 * it is (the others keep their places); a piece never goes in more often than its stock allows.
 */
export type BoxFill = (string | null)[];

type Stocked = Pick<BoxPiece, "_id" | "totalStock">;

export const emptyBox = (slots: number): BoxFill => Array.from({ length: Math.max(0, slots) }, () => null);

export const filledCount = (fill: BoxFill) => fill.filter((slot) => slot !== null).length;

export const countOf = (fill: BoxFill, pieceId: string) => fill.filter((slot) => slot === pieceId).length;

/** How many more of `piece` its stock allows (whatever room the box has). */
export const pieceLeft = (fill: BoxFill, piece: Stocked) => Math.max(0, Math.floor(piece.totalStock) - countOf(fill, piece._id));

/** Whether one more of `piece` can go in: a slot is empty and its stock allows it. */
export const canAdd = (fill: BoxFill, piece: Stocked) => fill.includes(null) && pieceLeft(fill, piece) > 0;

/** `piece` in the first empty slot (unchanged when it cannot go in). */
export function addPiece(fill: BoxFill, piece: Stocked): BoxFill {
  if (!canAdd(fill, piece)) return fill;
  const at = fill.indexOf(null);
  return fill.map((slot, index) => (index === at ? piece._id : slot));
}

/** Slot `index` emptied. */
export const removeAt = (fill: BoxFill, index: number): BoxFill => fill.map((slot, at) => (at === index ? null : slot));

/** One `pieceId` out: the last slot holding it (unchanged when none does). */
export function removeOne(fill: BoxFill, pieceId: string): BoxFill {
  const at = fill.lastIndexOf(pieceId);
  return at < 0 ? fill : removeAt(fill, at);
}

/**
 * Every empty slot filled with a piece drawn at random among those whose stock still allows one
 * (as many slots as the stocks allow, when they cannot fill them all).
 */
export function fillAtRandom(fill: BoxFill, pieces: readonly Stocked[], random: () => number = Math.random): BoxFill {
  const left = new Map(pieces.map((piece) => [piece._id, pieceLeft(fill, piece)]));
  return fill.map((slot) => {
    if (slot !== null) return slot;
    const choices = [...left].filter(([, count]) => count > 0).map(([id]) => id);
    if (choices.length === 0) return null;
    const id = choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))] as string;
    left.set(id, (left.get(id) ?? 0) - 1);
    return id;
  });
}

/**
 * The filling of a box of `slots` (another size chosen): each piece keeps its slot when it fits; the
 * pieces beyond the new size move into its empty slots, in order, as far as there is room.
 */
export function resizeBox(fill: BoxFill, slots: number): BoxFill {
  const kept = [...fill.slice(0, slots), ...emptyBox(slots - fill.length)];
  const moved = fill.slice(slots).filter((slot): slot is string => slot !== null);
  return kept.map((slot) => (slot === null && moved.length ? (moved.shift() as string) : slot));
}

/** What the cart is sent: each piece once, with its count (canonical). */
export const boxContents = (fill: BoxFill): BoxPieceCount[] =>
  canonicalPieces(fill.filter((slot): slot is string => slot !== null).map((productId) => ({ productId, quantity: 1 })));

/** What the pieces in the box add to its price (minor units). */
export function supplementsOf(fill: BoxFill, pieces: readonly Pick<BoxPiece, "_id" | "supplement">[]): number {
  const supplement = new Map(pieces.map((piece) => [piece._id, piece.supplement]));
  return fill.reduce((sum, slot) => sum + (slot === null ? 0 : (supplement.get(slot) ?? 0)), 0);
}

/** The box's price and sale price with the supplements, as the cart prices its line. */
export function withSupplements(unit: { price: number; salePrice: number }, supplements: number): { price: number; salePrice: number } {
  return { price: unit.price + supplements, salePrice: unit.salePrice > 0 ? unit.salePrice + supplements : 0 };
}
