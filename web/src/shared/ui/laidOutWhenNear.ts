/**
 * `sx` for a block that is often below the fold (a product tile, a catalog tile, the footer): the
 * browser skips its layout, text shaping and paint until it comes near the screen
 * (`content-visibility: auto`), holding its place at `estimatedHeight` px meanwhile, then at the
 * height it last had. It stays in the page for find-in-page, links and assistive technology.
 *
 * On a phone the first load lays out a page 8 to 12 screens tall, Hebrew text shaping included:
 * 70 to 190 ms tasks at 4x CPU before this. Only for boxes that already clip what they hold
 * (a Card) or whose focus rings and shadows stay inside them: while skipped, or not, the box
 * clips its contents' paint to its own edges (paint containment).
 */
export function laidOutWhenNear(estimatedHeight: number) {
  // A printed page (or saved PDF) has no scrolling to bring a block near: print everything.
  return { contentVisibility: "auto", containIntrinsicBlockSize: `auto ${estimatedHeight}px`, "@media print": { contentVisibility: "visible" } } as const;
}
