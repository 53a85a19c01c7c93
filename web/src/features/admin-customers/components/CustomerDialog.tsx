import { orderLabel, type AdminCustomer, type Order } from "@contracts";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useCurrentSession } from "@/shared/session";
import { useFormatPrice } from "@/shared/settings";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { EmptyState, QueryState } from "@/shared/ui";
import { useCustomerDetails, useSetCustomerDisabled } from "../hooks/useAdminCustomers";
import { CustomerChips, Email, Spent } from "./CustomerParts";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat(language, { dateStyle: "medium" }).format(date);
}

/**
 * One account: its name, email, verified / disabled, paid orders and total spent, a switch that
 * disables or enables it (after a confirmation; never one's own), and its newest orders. Full screen
 * on a phone. Shows the list's row at once and the fresh account when it arrives.
 */
export function CustomerDialog({ customer: initial, open, onClose, onExited }: { customer: AdminCustomer; open: boolean; onClose: () => void; onExited?: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const switchHintId = useId();
  const language = useLanguage();
  const details = useCustomerDetails(initial._id);
  const customer = details.data?.customer ?? initial;
  const self = useCurrentSession().user?.id === customer._id;
  const { setDisabled, isPending } = useSetCustomerDisabled();
  const [confirming, setConfirming] = useState<null | boolean>(null);
  const name = customer.userName || customer.email;

  const confirm = async () => {
    if (confirming === null) return;
    await setDisabled(customer._id, confirming);
    setConfirming(null);
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId} slotProps={{ transition: { onExited } }}>
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ paddingInlineEnd: 7, overflowWrap: "anywhere" }}>
        {name}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t("common.close")} sx={{ position: "absolute", top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Typography variant="body1" sx={{ mb: 1 }}>
          <Email email={customer.email} />
        </Typography>
        <CustomerChips customer={customer} />
        <Box component="dl" sx={{ m: 0, mt: 2, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t("adminCustomers.columns.orders")}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid="customer-dialog-orders">
            {customer.ordersCount}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t("adminCustomers.columns.spent")}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            <Spent spent={customer.totalSpent} />
          </Typography>
          {customer.createdAt && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t("adminCustomers.since")}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {formatDate(customer.createdAt, language)}
              </Typography>
            </>
          )}
        </Box>

        <Box sx={{ mt: 2, p: 1.5, border: 1, borderColor: "divider", borderRadius: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={!customer.disabled}
                disabled={self || isPending}
                onChange={(event) => setConfirming(!event.target.checked)}
                slotProps={{ input: { "aria-describedby": switchHintId } }}
              />
            }
            label={t("adminCustomers.accountEnabled")}
          />
          <FormHelperText id={switchHintId} sx={{ mx: 0 }}>
            {self ? t("adminCustomers.selfHint") : customer.disabled ? t("adminCustomers.disabledHint") : t("adminCustomers.enabledHint")}
          </FormHelperText>
        </Box>

        <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {t("adminCustomers.ordersTitle")}
        </Typography>
        <QueryState
          query={details}
          loadingLabel={t("adminCustomers.ordersLoading")}
          headingLevel={3}
          skeletonSx={{ display: "grid", gap: 1 }}
          skeleton={
            <>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} variant="rounded" height={48} />
              ))}
            </>
          }
          errorTitle={t("adminCustomers.ordersLoadError")}
          isEmpty={details.data?.orders.length === 0}
          empty={<EmptyState title={t("adminCustomers.ordersEmpty")} />}
        >
          {(data) => <CustomerOrders orders={data.orders} />}
        </QueryState>
      </DialogContent>
      <ConfirmDialog
        open={confirming !== null}
        title={t(confirming ? "adminCustomers.confirmDisable.title" : "adminCustomers.confirmEnable.title", { name })}
        message={t(confirming ? "adminCustomers.confirmDisable.message" : "adminCustomers.confirmEnable.message", { name })}
        confirmLabel={t(confirming ? "adminCustomers.confirmDisable.confirm" : "adminCustomers.confirmEnable.confirm")}
        cancelLabel={t("adminCustomers.cancel")}
        pending={isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </Dialog>
  );
}

/** The customer's newest orders: number, date, status and total, each a line. */
function CustomerOrders({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  return (
    <Box component="ul" aria-label={t("adminCustomers.ordersTitle")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {orders.map((order) => (
        <Paper
          component="li"
          key={order._id}
          variant="outlined"
          data-testid="customer-order"
          sx={{ p: 1.5, display: "grid", gridTemplateColumns: "1fr auto", gap: 0.5, alignItems: "center" }}
        >
          <Box component="span" dir="ltr" sx={{ unicodeBidi: "isolate", fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontWeight: 600, justifySelf: "start" }}>
            {orderLabel(order)}
          </Box>
          <Box component="span" sx={{ unicodeBidi: "isolate", fontWeight: 600, justifySelf: "end" }}>
            {formatPrice(order.totalAmount, order.currency)}
          </Box>
          <Typography component="span" variant="body2" color="text.secondary">
            {formatDate(order.orderDate, language)}
          </Typography>
          <Typography component="span" variant="body2" sx={{ justifySelf: "end" }}>
            {t(`orders.statuses.${order.orderStatus}`)} · {t(`orders.paymentStatuses.${order.paymentStatus}`)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
