import TuneIcon from "@mui/icons-material/Tune";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProductListing } from "@/features/products";
import { ProductGridSkeleton } from "@/shared/catalog";
import { ShopProductGrid } from "../components/ShopProductGrid";
import { EmptyState, PageHeading, QueryState } from "@/shared/ui";
import { lazyWithPreload, useOpenedOnce } from "@/shared/lib/lazyWithPreload";
import { FilterPanel, SortMenu, useListingFilters } from "@/features/listing";

// The phone's filter drawer (MUI's Drawer: Modal, focus trap, transitions) loads when first opened,
// fetched ahead on hover or focus of the Filters button.
const FilterDrawer = lazyWithPreload(() => import("./FilterDrawer"));

const GRID_COLUMNS = { xs: 1, sm: 2, md: 2, lg: 3 };

/**
 * `/shop/listing`: filters (side panel; a drawer on phones), sort, count and the grid, loaded a page
 * at a time ("Load more"). The filters and sort are the listing feature's `useListingFilters`.
 */
export function ListingPage() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerWanted = useOpenedOnce(drawerOpen);
  const { categories, brands, filters, activeCount, sort, setSort, toggle: onToggle, clear: onClear } = useListingFilters();
  const listing = useProductListing({ ...filters, sortBy: sort });

  const panel = <FilterPanel categories={categories} brands={brands} filters={filters} onToggle={onToggle} onClear={onClear} />;

  return (
    <>
      <PageHeading title={t("pages.listing.title")} subtitle={t("listing.subtitle")} />
      <Box sx={{ display: "grid", gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "240px minmax(0, 1fr)" }, alignItems: "start" }}>
        <Paper
          component="aside"
          aria-label={t("listing.filters")}
          variant="outlined"
          // With the food filters the panel can be taller than the window: it scrolls on its own, so its end is reachable.
          sx={{ display: { xs: "none", md: "block" }, p: 2.5, position: "sticky", top: 96, maxHeight: "calc(100vh - 112px)", overflowY: "auto", overscrollBehavior: "contain" }}
        >
          {panel}
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", mb: 2.5 }}>
            <Typography
              role="status"
              aria-live="polite"
              color="text.secondary"
              sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}
            >
              {listing.isPending ? t("app.loading") : t("listing.count", { count: listing.total ?? listing.products.length })}
            </Typography>
            <Badge badgeContent={activeCount} color="secondary" sx={{ display: { md: "none" } }}>
              <Button
                variant="outlined"
                startIcon={<TuneIcon />}
                onClick={() => setDrawerOpen(true)}
                onPointerEnter={FilterDrawer.preload}
                onFocus={FilterDrawer.preload}
              >
                {t("listing.filters")}
              </Button>
            </Badge>
            <SortMenu value={sort} onChange={setSort} />
          </Stack>

          <QueryState
            query={{ ...listing, data: listing.products }}
            loadingLabel={t("app.loading")}
            skeleton={<ProductGridSkeleton count={6} columns={GRID_COLUMNS} />}
            isEmpty={listing.products.length === 0}
            empty={
              <EmptyState
                title={t("listing.empty.title")}
                message={t("listing.empty.message")}
                action={
                  activeCount > 0 && (
                    <Button variant="contained" onClick={onClear}>
                      {t("listing.clearFilters")}
                    </Button>
                  )
                }
              />
            }
          >
            {(products) => (
              <Box sx={{ opacity: listing.isPlaceholderData ? 0.6 : 1, transition: "opacity .2s" }} aria-busy={listing.isPlaceholderData}>
                <ShopProductGrid products={products} columns={GRID_COLUMNS} headingLevel={2} />
                {listing.hasNextPage && (
                  <Box sx={{ textAlign: "center", mt: 4 }}>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {t("listing.showing", { shown: products.length, total: listing.total ?? products.length })}
                    </Typography>
                    <Button variant="outlined" size="large" onClick={() => void listing.fetchNextPage()} disabled={listing.isFetchingNextPage}>
                      {listing.isFetchingNextPage ? t("app.loading") : t("listing.loadMore")}
                    </Button>
                  </Box>
                )}
              </Box>
            )}
          </QueryState>
        </Box>
      </Box>

      {drawerWanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            panel={panel}
            showLabel={listing.isPending ? t("listing.showResults") : t("listing.showCount", { count: listing.total ?? listing.products.length })}
          />
        </Suspense>
      )}
    </>
  );
}

export default ListingPage;
