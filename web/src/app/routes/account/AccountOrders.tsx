import type { Order } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { useCurrentSession } from "@/shared/session";
import { OrderDetailsDialog, OrdersTable, useOrders } from "@/features/orders";
import { EmptyState, LoadMore, visuallyHidden } from "@/shared/ui";

/** The orders tab: the table, its loading and empty states, and the details of the picked order. */
export function AccountOrders() {
  const { t } = useTranslation();
  const { user } = useCurrentSession();
  const { orders, isLoading, hasMore, isLoadingMore, loadMoreFailed, loadMore } = useOrders();
  const [selected, setSelected] = useState<Order | null>(null);
  const [open, setOpen] = useState(false);

  if (isLoading) {
    return (
      <Box role="status" aria-busy="true" sx={{ display: "grid", gap: 1 }}>
        <Box component="span" sx={visuallyHidden}>
          {t("orders.loading")}
        </Box>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Box>
    );
  }

  if (orders.length === 0) {
    return (
      <EmptyState
        title={t("orders.empty")}
        message={t("orders.emptyHint")}
        action={
          <Button variant="contained" component={RouterLink} to={paths.shop.listing}>
            {t("orders.startShopping")}
          </Button>
        }
      />
    );
  }

  return (
    <>
      <OrdersTable
        orders={orders}
        onViewDetails={(order) => {
          setSelected(order);
          setOpen(true);
        }}
      />
      <LoadMore
        shown={t("orders.shown", { count: orders.length })}
        label={t("orders.loadMore")}
        hasMore={hasMore}
        loading={isLoadingMore}
        failed={loadMoreFailed}
        onLoadMore={loadMore}
      />
      {selected && (
        <OrderDetailsDialog
          order={selected}
          open={open}
          onClose={() => setOpen(false)}
          // The selected order is cleared once the dialog has closed (spec 2).
          onExited={() => setSelected(null)}
          shippingName={user?.userName}
        />
      )}
    </>
  );
}
