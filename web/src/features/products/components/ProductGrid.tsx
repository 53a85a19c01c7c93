import type { Product } from "@contracts";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router-dom";
import { GridLayout, visuallyHidden, type GridColumns } from "@/shared/ui";
import { addressedProduct, withoutProductAddress } from "../lib/productAddress";
import { ProductTile } from "./ProductTile";

const ProductDetailsDialog = lazy(() => import("./ProductDetailsDialog"));

export function ProductTileSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: "4 / 3", height: "auto" }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={28} />
        <Skeleton width="30%" />
        <Skeleton width="25%" height={28} />
        <Box sx={{ display: "flex", gap: 1, mt: 1 }}>
          <Skeleton variant="rounded" height={32} sx={{ flex: 1, borderRadius: 99 }} />
          <Skeleton variant="rounded" height={32} sx={{ flex: 1, borderRadius: 99 }} />
        </Box>
      </CardContent>
    </Card>
  );
}

export function ProductGridSkeleton({ count = 8, columns }: { count?: number; columns?: GridColumns }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {t("app.loading")}
      </Box>
      <GridLayout columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <ProductTileSkeleton key={i} />
        ))}
      </GridLayout>
    </Box>
  );
}

/** Navigations whose addressed product a grid has opened (several grids share a page). */
const openedAddresses = new Set<string>();

/**
 * THE product grid of the shop (listing, home sections, search): tiles, and the details dialog of
 * the tile whose details are opened. Loading, empty and error states are the caller's choice of
 * `ProductGridSkeleton`, `EmptyState` and `LoadError`.
 */
export function ProductGrid({ products, columns, headingLevel }: { products: Product[]; columns?: GridColumns; headingLevel?: 2 | 3 }) {
  const [selected, setSelected] = useState<Product | null>(null);
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

  return (
    <>
      <GridLayout columns={columns}>
        {products.map((product) => (
          <ProductTile
            key={product._id}
            product={product}
            headingLevel={headingLevel}
            onOpenDetails={(p) => {
              setSelected(p);
              setFocusReview(false);
              setOpen(true);
            }}
          />
        ))}
      </GridLayout>
      {selected && (
        <Suspense fallback={null}>
          <ProductDetailsDialog
            product={selected}
            open={open}
            focusReview={focusReview}
            onClose={() => setOpen(false)}
            onExited={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
