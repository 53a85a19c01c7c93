import { BOX_LIMITS, type Product } from "@contracts";
import { numberFromText } from "@/shared/forms";
import { wholeNumber } from "./variantForm";

/**
 * The product form's build-your-own box (issue 34), kept pure: whether shoppers fill it piece by
 * piece, how many pieces it holds when it has no sizes (a box sold by size gives each variant its
 * own, variantForm.ts), and the piece products that may go in, in the order the owner chose them.
 */

export interface BoxDraft {
  box: boolean;
  /** Pieces per box as typed, for a box without variants. */
  boxSlots: string;
  boxPieceIds: string[];
}

export const EMPTY_BOX_DRAFT: BoxDraft = { box: false, boxSlots: "", boxPieceIds: [] };

export function boxDraftFrom(product: Pick<Product, "box"> | null | undefined): BoxDraft {
  if (!product?.box) return { ...EMPTY_BOX_DRAFT, boxPieceIds: [] };
  return { box: true, boxSlots: product.box.slots === undefined ? "" : String(product.box.slots), boxPieceIds: [...product.box.pieceIds] };
}

/** A product that may go into a box (what the server accepts): sold as itself, not a box, not the box being edited. */
export function isPieceChoice(product: Pick<Product, "_id" | "options" | "variants" | "box">, boxId: string | undefined): boolean {
  return product._id !== boxId && !product.box && !product.options?.length && !product.variants?.length;
}

/** The chosen pieces with `id` in (at the end, up to BOX_LIMITS.pieceChoices) or out. */
export function withPieceChosen(ids: readonly string[], id: string, chosen: boolean): string[] {
  if (!chosen) return ids.filter((known) => known !== id);
  if (ids.includes(id) || ids.length >= BOX_LIMITS.pieceChoices) return [...ids];
  return [...ids, id];
}

/**
 * The request's `box` as the schema reads it: a box with sizes leaves its slots to the variants; a
 * blank "Pieces per box" is sent as null, so the schema calls it required at `box.slots`.
 */
export function boxRequestOf(draft: BoxDraft, withVariants: boolean) {
  return {
    ...(withVariants ? {} : { slots: numberFromText(draft.boxSlots, wholeNumber) ?? null }),
    pieceIds: draft.boxPieceIds,
  };
}

/** Where a request path of the box is shown: "box.slots", "box.pieceIds" (any piece), "box" (the rest); null for other paths. */
export function boxPlace(path: string): "box" | "box.slots" | "box.pieceIds" | null {
  const [root, field] = path.split(".");
  if (root !== "box") return null;
  return field === "slots" ? "box.slots" : field === "pieceIds" ? "box.pieceIds" : "box";
}
