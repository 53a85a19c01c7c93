import type { Order } from "@contracts";
import { useOrderDetails } from "../hooks/useOrders";
import { OrderDetails } from "./OrderDetails";
import { OrderDialogFrame } from "./OrderDialogFrame";

/**
 * The order details dialog (named "Order details"). It shows the list's copy of the order at once and
 * the fresh details when they arrive. The caller clears its selected order in `onExited`.
 */
export function OrderDetailsDialog({
  order: initial,
  open,
  onClose,
  onExited,
  shippingName,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
  shippingName?: string;
}) {
  const order = useOrderDetails(initial._id, initial).data ?? initial;
  return (
    <OrderDialogFrame open={open} onClose={onClose} onExited={onExited}>
      <OrderDetails order={order} shippingName={shippingName} />
    </OrderDialogFrame>
  );
}
