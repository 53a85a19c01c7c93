import type { ProductCard } from "@contracts";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { GridLayout, HydrateOnView, type GridColumns } from "@/shared/ui";
import { productPath } from "@/config/paths";
import { addressedProduct, withoutProductAddress } from "../lib/productAddress";
import { isQuickViewEntry, leaveQuickViewAddress, pushQuickViewAddress } from "../lib/quickViewAddress";
import { ProductTile, type AddToCart } from "./ProductTile";

const ProductDetailsDialog = lazy(() => import("./ProductDetailsDialog"));

/** Tiles in the widest grid's first row: their images load at once, the rest when scrolled near. */
const FIRST_ROW = 4;

/** Navigations whose addressed product a grid has opened (several grids share a page). */
const openedAddresses = new Set<string>();

/**
 * THE product grid of the shop (listing, home sections, search): tiles, and the details dialog (the
 * quick view) of the tile whose details are opened, its product's page address in the address bar
 * while it is open (../lib/quickViewAddress.ts). Loading, empty and error states are the caller's choice of
 * `ProductGridSkeleton`, `EmptyState` and `LoadError`; "Add to cart" is the page's `onAddToCart`.
 */
export function ProductGrid({
  products,
  onAddToCart,
  columns,
  headingLevel,
}: {
  products: ProductCard[];
  onAddToCart: AddToCart;
  columns?: GridColumns;
  headingLevel?: 2 | 3;
}) {
  const [selected, setSelected] = useState<ProductCard | null>(null);
  const [open, setOpen] = useState(false);
  const [focusReview, setFocusReview] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();

  // A product addressed in the URL (back from signing in to review it) opens here, in the first grid
  // that shows it; the address is then dropped so a reload or another grid does not open it again.
  useEffect(() => {
    const addressed = addressedProduct(searchParams);
    if (!addressed || openedAddresses.has(location.key)) return;
    const product = products.find((p) => p._id === addressed.productId);
    if (!product) return;
    openedAddresses.add(location.key);
    setSelected(product);
    setFocusReview(addressed.review);
    setOpen(true);
    setSearchParams(withoutProductAddress(searchParams), { replace: true });
  }, [products, searchParams, setSearchParams, location.key]);

  // Back (or Forward off) the quick view's address closes it.
  useEffect(() => {
    if (!open) return;
    const onPop = () => {
      if (!isQuickViewEntry()) setOpen(false);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [open]);

  return (
    <>
      <GridLayout columns={columns}>
        {/* A tile below the fold is React's once it comes near (HydrateOnView), not while the page starts. */}
        {products.map((product, index) => (
          <HydrateOnView key={product._id}>
            <ProductTile
              product={product}
              eager={index < FIRST_ROW}
              headingLevel={headingLevel}
              onAddToCart={onAddToCart}
              onOpenDetails={(p) => {
                setSelected(p);
                setFocusReview(false);
                setOpen(true);
                pushQuickViewAddress(productPath(p.slug));
              }}
            />
          </HydrateOnView>
        ))}
      </GridLayout>
      {selected && (
        <Suspense fallback={null}>
          <ProductDetailsDialog
            product={selected}
            onAddToCart={onAddToCart}
            open={open}
            focusReview={focusReview}
            onClose={() => {
              setOpen(false);
              leaveQuickViewAddress();
            }}
            onExited={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
