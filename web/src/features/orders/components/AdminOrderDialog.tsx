import { orderLabel, type AdminOrder, type UpdateOrderStatusInput } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import ReceiptOutlinedIcon from "@mui/icons-material/ReceiptOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { giftCardPath, packingSlipPath } from "@/config/paths";
import { useShopSettings } from "@/shared/settings";
import { AdminOrderVariantLines } from "./AdminOrderVariantLines";
import { OrderDetails } from "./OrderDetails";
import { OrderDialogFrame } from "./OrderDialogFrame";
import { useAdminOrderDetails, useRefundOrder, useUpdateOrderStatus } from "../hooks/useAdminOrders";
import { refundableAmount } from "../lib/refundForm";
import { OrderStatusForm } from "./OrderStatusForm";
import { OrderStatusHistory } from "./OrderStatusHistory";
import { RefundForm } from "./RefundForm";

/**
 * The admin's order dialog: the order's details (the customer's name as the shipping name), how it
 * ships, which variant (values and SKU) of each line to pack and each box's pieces, its status history (when and by whom), the status form (in shipping asks for the carrier
 * and tracking number) and the packing slip (and a gift's card), each opening in a tab of its own to print. It shows the
 * list's copy at once and the fresh details when they arrive; after an update it shows the order
 * the server answered. The caller clears its selected order in `onExited`.
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
  const order = useAdminOrderDetails(initial).data ?? initial;
  const { carriers } = useShopSettings();
  const { updateStatus, isUpdating } = useUpdateOrderStatus();
  const { refund, isRefunding } = useRefundOrder();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = async (change: UpdateOrderStatusInput) => {
    const result = await updateStatus(order._id, change);
    setServerErrors(result.ok ? {} : result.fieldErrors);
  };

  return (
    <OrderDialogFrame open={open} onClose={onClose} onExited={onExited}>
      <Box sx={{ display: "grid", gap: 3 }}>
        <Box sx={{ display: "flex", justifyContent: "flex-end", flexWrap: "wrap", gap: 1 }}>
          {order.gift && (
            <Button
              component="a"
              href={giftCardPath(order._id)}
              target="_blank"
              rel="noopener"
              variant="outlined"
              size="small"
              startIcon={<CardGiftcardOutlinedIcon />}
              aria-label={t("admin.ordersPage.giftCardLabel", { id: orderLabel(order) })}
            >
              {t("admin.ordersPage.giftCard")}
            </Button>
          )}
          <Button
            component="a"
            href={packingSlipPath(order._id)}
            target="_blank"
            rel="noopener"
            variant="outlined"
            size="small"
            startIcon={<ReceiptOutlinedIcon />}
            // The visible words first, then which order and that a tab opens (WCAG label in name).
            aria-label={t("admin.ordersPage.packingSlipLabel", { id: orderLabel(order) })}
          >
            {t("admin.ordersPage.packingSlip")}
          </Button>
        </Box>
        {/* A shopper who deleted their account leaves the order without a name (accounts/privacy.service.ts). */}
        <OrderDetails order={order} shippingName={order.customerDeleted ? t("orders.deletedAccount") : order.userName} forAdmin />
        {order.cartItems.some((line) => line.variantSku || line.pieces?.length) && (
          <>
            <Divider />
            <AdminOrderVariantLines order={order} />
          </>
        )}
        <Divider />
        <OrderStatusHistory history={order.statusHistory} />
        <Divider />
        <OrderStatusForm
          key={`${order._id}-${order.orderStatus}`}
          current={order.orderStatus}
          pending={isUpdating}
          carriers={carriers ?? []}
          serverErrors={serverErrors}
          onSubmit={(change) => void submit(change)}
        />
        {refundableAmount(order) > 0 && (
          <>
            <Divider />
            <RefundForm key={order._id} order={order} pending={isRefunding} onRefund={(request) => refund(order._id, request)} />
          </>
        )}
      </Box>
    </OrderDialogFrame>
  );
}
