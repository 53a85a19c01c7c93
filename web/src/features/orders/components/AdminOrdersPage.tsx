import type { AdminOrder } from "@contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrdersTable } from "./OrdersTable";
import { EmptyState, LoadMore, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { useAdminOrders } from "../hooks/useAdminOrders";
import { AdminOrderDialog } from "./AdminOrderDialog";
import { AdminOrdersCsvExport } from "./AdminOrdersCsvExport";

/**
 * `/admin/orders` (spec 2): every order, newest first, in the shop's orders table (cards on phones),
 * the 100 newest first and "Load more orders" for the next 100, and a details dialog with the status
 * form. Gift orders carry a gift mark, and "Gifts only" asks the server for the gifts alone (their own
 * pages, from the first). Loading, empty and failed loads each have their state.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const [giftsOnly, setGiftsOnly] = useState(false);
  const query = useAdminOrders({ gift: giftsOnly });
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const [open, setOpen] = useState(false);
  const { orders } = query;

  const content = (
    <QueryState
      query={query}
      loadingLabel={t("admin.ordersPage.loading")}
      skeletonSx={{ display: "grid", gap: 1 }}
      skeleton={
        <>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
        </>
      }
      errorTitle={t("admin.ordersPage.loadError")}
      errorMessage={t("admin.ordersPage.loadErrorHint")}
      isEmpty={orders.length === 0}
      empty={
        giftsOnly ? (
          <EmptyState title={t("admin.ordersPage.gifts.empty")} message={t("admin.ordersPage.gifts.emptyHint")} />
        ) : (
          <EmptyState title={t("admin.ordersPage.empty")} message={t("admin.ordersPage.emptyHint")} />
        )
      }
    >
      {() => (
          <>
            <OrdersTable
              orders={orders}
              label={giftsOnly ? t("admin.ordersPage.gifts.tableLabel") : t("admin.ordersPage.tableLabel")}
              giftLabel={t("admin.ordersPage.gifts.mark")}
              onViewDetails={(order) => {
                // The table hands back the order it was given: one of ours, with the customer's name.
                setSelected(orders.find((o) => o._id === order._id) ?? null);
                setOpen(true);
              }}
            />
            <LoadMore
              shown={t("orders.shown", { count: orders.length })}
              label={t("orders.loadMore")}
              {...nextPageOf(query)}
            />
          </>
      )}
    </QueryState>
  );

  return (
    <>
      <PageHeading title={t("admin.ordersPage.title")} subtitle={t("admin.ordersPage.subtitle")} />
      <AdminOrdersCsvExport />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
        <FormControlLabel
          control={<Switch checked={giftsOnly} onChange={(event) => setGiftsOnly(event.target.checked)} />}
          label={t("admin.ordersPage.gifts.filter")}
          sx={{ m: 0 }}
        />
      </Box>
      {content}
      {selected && (
        <AdminOrderDialog
          order={selected}
          open={open}
          onClose={() => setOpen(false)}
          // The selected order is cleared once the dialog has closed (spec 2).
          onExited={() => setSelected(null)}
        />
      )}
    </>
  );
}

export default AdminOrdersPage;
