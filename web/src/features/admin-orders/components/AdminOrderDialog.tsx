import type { AdminOrder } from "@contracts";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { OrderDetails } from "@/features/orders";
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
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const order = useAdminOrderDetails(initial).data ?? initial;
  const { updateStatus, isUpdating } = useUpdateOrderStatus();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ paddingInlineEnd: 7 }}>
        {t("orders.details.title")}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t("common.close")} sx={{ position: "absolute", top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
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
      </DialogContent>
    </Dialog>
  );
}
