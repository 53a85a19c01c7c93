import { canonicalPieces, type BoxPieceCount, type GuestCartItem, type Product } from "@contracts";

/**
 * A guest's line of a filled box, as the server's line has it: its pieces (each once, with the title
 * and supplement the box's page showed), its price with the supplements, and as many boxes as the
 * box's and every piece's stock allow. In a chunk of its own, loaded when a guest adds a box: the
 * cart's code is in every page's first load.
 */
export function withBoxPieces(line: GuestCartItem, product: Pick<Product, "boxPieces">, pieces: readonly BoxPieceCount[]): GuestCartItem {
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
  return { ...line, pieces: boxed, price: price + supplements, salePrice: salePrice > 0 ? salePrice + supplements : 0, totalStock: Math.max(0, totalStock) };
}
