import type { Product } from "@contracts";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router-dom";
import { ChocolateIcon, visuallyHidden } from "@/shared/ui";
import { addressedProduct, withoutProductAddress } from "../lib/productAddress";
import { ProductTile } from "./ProductTile";

const ProductDetailsDialog = lazy(() => import("./ProductDetailsDialog"));

export type GridColumns = { xs?: number; sm?: number; md?: number; lg?: number };
const DEFAULT_COLUMNS: GridColumns = { xs: 1, sm: 2, md: 3, lg: 4 };

function gridTemplate(columns: GridColumns) {
  const merged = { ...DEFAULT_COLUMNS, ...columns };
  return Object.fromEntries(Object.entries(merged).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
}

/** A grid of tiles, skeletons or a bare list; just the layout. */
export function GridLayout({ children, columns = DEFAULT_COLUMNS }: { children: ReactNode; columns?: GridColumns }) {
  return <Box sx={{ display: "grid", gap: { xs: 2, md: 3 }, gridTemplateColumns: gridTemplate(columns) }}>{children}</Box>;
}

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

/** A quiet panel for empty results and failures, with an optional action. */
export function EmptyState({
  title,
  message,
  action,
  tone = "empty",
  headingLevel = 2,
}: {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  tone?: "empty" | "error";
  headingLevel?: 2 | 3;
}) {
  return (
    <Paper
      variant="outlined"
      role={tone === "error" ? "alert" : undefined}
      sx={{ p: { xs: 3, md: 5 }, textAlign: "center", bgcolor: "background.paper" }}
    >
      {tone === "error" ? (
        <ErrorOutlineIcon sx={{ fontSize: 48, color: "error.main", mb: 1 }} />
      ) : (
        <ChocolateIcon sx={{ fontSize: 48, color: "secondary.main", mb: 1 }} />
      )}
      <Typography variant="h5" component={headingLevel === 2 ? "h2" : "h3"}>
        {title}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: "auto" }}>
          {message}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Paper>
  );
}

/** The standard failed-to-load panel with a Retry button. */
export function LoadError({ onRetry, title }: { onRetry?: () => void; title?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      tone="error"
      title={title ?? t("products.loadError.title")}
      message={t("products.loadError.message")}
      action={
        onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )
      }
    />
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
