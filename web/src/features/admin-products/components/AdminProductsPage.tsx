import type { Product } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProductTileSkeleton, productTitle } from "@/shared/catalog";
import { EmptyState, GridLayout, LoadMore, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { useAdminProducts, useDeleteProduct } from "../hooks/useAdminProducts";
import { AdminProductCard } from "./AdminProductCard";
import { ProductFormSheet } from "./ProductFormSheet";
import { ProductsCsvDialog } from "./ProductsCsvDialog";
import { API_BASE } from "@/shared/api";

// Three at most: beside the admin side menu, four would squeeze the Edit and Delete buttons onto two rows.
const COLUMNS = { xs: 1, sm: 2, md: 3, lg: 3 };

/**
 * `/admin/products` (spec 2): every product as a card with Edit and Delete (after a confirmation),
 * newest first, a page at a time ("Load more products"), an Add product button, and the right-hand
 * sheet with the image upload and the form. Loading, empty and failed loads each have their state;
 * every change reloads the grid (every page shown) and the storefront.
 */
export function AdminProductsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useAdminProducts();
  const { remove, isDeleting } = useDeleteProduct();
  // The product stays while the sheet closes, so its title does not flip to "Add product" mid-slide.
  const [sheet, setSheet] = useState<{ open: boolean; product: Product | null; formKey: number }>({ open: false, product: null, formKey: 0 });
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [csvOpen, setCsvOpen] = useState(false);
  const products = query.items;

  const openSheet = (product: Product | null) => setSheet((s) => ({ open: true, product, formKey: s.formKey + 1 }));
  const closeSheet = () => setSheet((s) => ({ ...s, open: false }));

  const confirmDelete = async () => {
    if (!toDelete) return;
    await remove(toDelete._id);
    setConfirmOpen(false);
  };

  const content = (
    <QueryState
      query={query}
      loadingLabel={t("admin.productsPage.loading")}
      skeleton={
        <>
        <GridLayout columns={COLUMNS}>
          {[0, 1, 2, 3].map((key) => (
            <ProductTileSkeleton key={key} />
          ))}
        </GridLayout>
        </>
      }
      errorTitle={t("admin.productsPage.loadError")}
      errorMessage={t("admin.productsPage.loadErrorHint")}
      isEmpty={products.length === 0}
      empty={
        <EmptyState
        title={t("admin.productsPage.empty")}
        message={t("admin.productsPage.emptyHint")}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openSheet(null)}>
            {t("admin.productsPage.add")}
          </Button>
        }
      />
      }
    >
      {() => (
          <Box component="section" aria-label={t("admin.productsPage.gridLabel")}>
            <GridLayout columns={COLUMNS}>
              {products.map((product) => (
                <AdminProductCard
                  key={product._id}
                  product={product}
                  onEdit={openSheet}
                  onDelete={(p) => {
                    setToDelete(p);
                    setConfirmOpen(true);
                  }}
                />
              ))}
            </GridLayout>
            <LoadMore
              shown={t("admin.productsPage.shown", { count: products.length })}
              label={t("admin.productsPage.loadMore")}
              {...nextPageOf(query)}
            />
          </Box>
      )}
    </QueryState>
  );

  return (
    <>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", columnGap: 2 }}>
        <Box sx={{ flex: "1 1 320px", minWidth: 0 }}>
          <PageHeading title={t("admin.productsPage.title")} subtitle={t("admin.productsPage.subtitle")} />
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 3 }}>
          {/* A plain link: the session cookie goes with it, and the browser saves the file. */}
          <Button variant="outlined" component="a" href={`${API_BASE}/admin/products/export`} download>
            {t("admin.productsCsv.export")}
          </Button>
          <Button variant="outlined" onClick={() => setCsvOpen(true)}>
            {t("admin.productsCsv.import")}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openSheet(null)} sx={{ whiteSpace: "nowrap" }}>
            {t("admin.productsPage.add")}
          </Button>
        </Box>
      </Box>
      <ProductsCsvDialog open={csvOpen} onClose={() => setCsvOpen(false)} onApplied={() => void query.refetch()} />
      {content}
      <ProductFormSheet open={sheet.open} product={sheet.product} formKey={sheet.formKey} onClose={closeSheet} />
      <ConfirmDialog
        open={confirmOpen}
        title={t("admin.productsPage.confirmTitle")}
        message={toDelete ? t("admin.productsPage.confirmText", { title: productTitle(toDelete, language) }) : ""}
        confirmLabel={t("admin.productsPage.confirmDelete")}
        cancelLabel={t("admin.productsPage.cancel")}
        pending={isDeleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
        onExited={() => setToDelete(null)}
      />
    </>
  );
}

export default AdminProductsPage;
