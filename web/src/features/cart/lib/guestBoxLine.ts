import { canonicalPieces, lineAllergensOf, type BoxPiece, type BoxPieceCount, type Product } from "@contracts";
import type { GuestLine } from "./guestCart";

/**
 * A guest's line of a filled box, as the server's line has it: its pieces (each once, with the title
 * and supplement the box's page showed), its price with the supplements, as many boxes as the box's
 * and every piece's stock allow, and the allergens of the box (its variant's declaration) and of every
 * piece added up (none when any of them, or a piece the page no longer offers, is not declared). In a
 * chunk of its own, loaded when a guest adds a box: the cart's code is in every page's first load.
 */
export function withBoxPieces(
  line: GuestLine,
  product: Pick<Product, "boxPieces" | "allergens" | "allergenKinds" | "variants">,
  pieces: readonly BoxPieceCount[],
): GuestLine {
  let supplements = 0;
  let totalStock = line.totalStock ?? 0;
  const boxed = canonicalPieces(pieces).map((piece) => {
    const found = product.boxPieces?.find((candidate) => candidate._id === piece.productId);
    if (!found) return piece;
    supplements += found.supplement * piece.quantity;
    totalStock = Math.min(totalStock, Math.floor(found.totalStock / piece.quantity));
    return { ...piece, title: found.title, ...(found.titleHe ? { titleHe: found.titleHe } : {}), supplement: found.supplement };
  });
  const price = line.price ?? 0;
  const salePrice = line.salePrice ?? 0;
  // A piece the page does not offer has no declaration here: the box then counts as undeclared.
  const pieceFood = boxed.map((piece): Partial<BoxPiece> => product.boxPieces?.find((candidate) => candidate._id === piece.productId) ?? {});
  const { allergens: _allergens, allergenKinds: _kinds, ...withoutFood } = line;
  const food = lineAllergensOf(product, line.variantSku, pieceFood);
  return { ...withoutFood, ...food, pieces: boxed, price: price + supplements, salePrice: salePrice > 0 ? salePrice + supplements : 0, totalStock: Math.max(0, totalStock) };
}
