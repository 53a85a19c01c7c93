import type { AdminOrder } from "@contracts";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import { OrderDetails } from "./OrderDetails";
import { OrderDialogFrame } from "./OrderDialogFrame";
import { useAdminOrderDetails, useUpdateOrderStatus } from "../hooks/useAdminOrders";
import { OrderStatusForm } from "./OrderStatusForm";
import { OrderStatusHistory } from "./OrderStatusHistory";

/**
 * The admin's order dialog: the order's details (the customer's name as the shipping name), its
 * status history and the status form. It shows the list's copy at once and the fresh details when
 * they arrive; after an update it shows the order the server answered. The caller clears its
 * selected order in `onExited`.
 */
export function AdminOrderDialog({
  order: initial,
  open,
  onClose,
  onExited,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
}) {
  const order = useAdminOrderDetails(initial).data ?? initial;
  const { updateStatus, isUpdating } = useUpdateOrderStatus();

  return (
    <OrderDialogFrame open={open} onClose={onClose} onExited={onExited}>
      <Box sx={{ display: "grid", gap: 3 }}>
        <OrderDetails order={order} shippingName={order.userName} />
        <Divider />
        <OrderStatusHistory history={order.statusHistory} />
        <Divider />
        <OrderStatusForm
          key={`${order._id}-${order.orderStatus}`}
          current={order.orderStatus}
          pending={isUpdating}
          onSubmit={(status) => void updateStatus(order._id, status)}
        />
      </Box>
    </OrderDialogFrame>
  );
}
