import type { Order } from "@contracts";
import CloseIcon from "@mui/icons-material/Close";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useOrderDetails } from "../hooks/useOrders";
import { OrderDetails } from "./OrderDetails";

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
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const order = useOrderDetails(initial._id, initial).data ?? initial;

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
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ pr: 7 }}>
        {t("orders.details.title")}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t("common.close")} sx={{ position: "absolute", top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <OrderDetails order={order} shippingName={shippingName} />
      </DialogContent>
    </Dialog>
  );
}
