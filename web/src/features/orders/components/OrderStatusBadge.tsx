import type { OrderStatus } from "@contracts";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import { isOrderStatus, orderStatusTone, type OrderStatusTone } from "../lib/orderFormat";

const TONE_STYLES: Record<OrderStatusTone, { bgcolor: string; color: string }> = {
  success: { bgcolor: "success.main", color: "common.white" },
  error: { bgcolor: "error.main", color: "common.white" },
  neutral: { bgcolor: "common.black", color: "common.white" },
};

/**
 * The order status badge (spec 4): green for confirmed, red for rejected, black otherwise. Shared by
 * the account's orders and the admin's orders.
 */
export function OrderStatusBadge({ status, size = "small" }: { status: OrderStatus | string; size?: "small" | "medium" }) {
  const { t } = useTranslation();
  const tone = orderStatusTone(status);
  return (
    <Chip
      size={size}
      label={isOrderStatus(status) ? t(`orders.statuses.${status}`) : status}
      data-status={status}
      data-tone={tone}
      sx={{ ...TONE_STYLES[tone], fontWeight: 700, px: 0.5, maxWidth: "100%" }}
    />
  );
}
