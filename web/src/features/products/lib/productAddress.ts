/**
 * The product dialog's address in the page's URL: `?product=<id>&review=1` opens that product's
 * dialog with its review form in view. Sign-in for a review returns to this address, so the shopper
 * lands back on the product they were reviewing.
 */
export const PRODUCT_PARAM = "product";
export const REVIEW_PARAM = "review";

/** The current page's path with the product (and its review form) addressed. */
export function reviewReturnPath(pathname: string, search: string, productId: string): string {
  const params = new URLSearchParams(search);
  params.set(PRODUCT_PARAM, productId);
  params.set(REVIEW_PARAM, "1");
  return `${pathname}?${params.toString()}`;
}

/** The addressed product and whether its review form is wanted; null when none is addressed. */
export function addressedProduct(params: URLSearchParams): { productId: string; review: boolean } | null {
  const productId = params.get(PRODUCT_PARAM)?.trim();
  return productId ? { productId, review: params.get(REVIEW_PARAM) === "1" } : null;
}

/** The same search without the product address (once the dialog is open, a reload should not reopen it). */
export function withoutProductAddress(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PRODUCT_PARAM);
  next.delete(REVIEW_PARAM);
  return next;
}
