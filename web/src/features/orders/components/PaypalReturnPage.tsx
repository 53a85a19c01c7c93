import { orderLabel } from "@contracts";
import CancelOutlinedIcon from "@mui/icons-material/CancelOutlined";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "@/config/paths";
// Straight from the modules, not the feature's index: this page needs none of the orders' tables.
import { isRetryablePaymentError, useCancelOrder, useCaptureOrder } from "../hooks/useOrders";
import { clearCurrentOrderId, readCurrentOrderId } from "../lib/currentOrder";
import { errorMessage } from "@/shared/api";
import { StatusPage } from "@/shared/ui";
import { paymentReturnFrom } from "../lib/paymentReturn";

/** What went wrong, with the way back: to the checkout, to the orders, and a retry when it may help. */
function Outcome({ icon, title, message, onRetry }: { icon: ReactNode; title: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      fullPage={false}
      icon={icon}
      title={title}
      message={
        <Box component="span" role="alert">
          {message}
        </Box>
      }
      actions={
        <>
          {onRetry && (
            <Button variant="contained" size="large" onClick={onRetry}>
              {t("payment.retry")}
            </Button>
          )}
          <Button variant={onRetry ? "outlined" : "contained"} size="large" component={RouterLink} to={paths.shop.checkout}>
            {t("payment.backToCheckout")}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to={paths.shop.accountOrders}>
            {t("payment.viewOrders")}
          </Button>
        </>
      }
    />
  );
}

/**
 * `/shop/paypal-return`: where the payment provider sends the shopper back. With the payment id, the
 * PayerID and the order id stored at checkout it captures the payment once, then goes to the success
 * page; a cancelled, failed or incomplete return says what happened and offers the way back.
 */
export function PaypalReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // Read once: a successful capture clears the stored id, and this page must not change its mind then.
  const [storedOrderId] = useState(readCurrentOrderId);
  const outcome = paymentReturnFrom(query, storedOrderId);
  const capture = useCaptureOrder();
  const { mutate } = capture;
  const request = outcome.kind === "capture" ? outcome.request : null;
  const { orderId, paymentId, payerId } = request ?? {};

  // Cancelled at the provider: close the pending order once (StrictMode runs effects twice).
  const { mutate: cancel } = useCancelOrder();
  const cancelled = useRef(false);
  useEffect(() => {
    if (outcome.kind !== "cancelled" || cancelled.current) return;
    cancelled.current = true;
    if (storedOrderId) cancel(storedOrderId);
    else clearCurrentOrderId();
  }, [cancel, outcome.kind, storedOrderId]);

  // Capture exactly once per order and payment, even when React runs this effect twice (StrictMode).
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!orderId || !paymentId || !payerId) return;
    const key = `${orderId}|${paymentId}`;
    if (started.current === key) return;
    started.current = key;
    mutate({ orderId, paymentId, payerId });
  }, [mutate, orderId, paymentId, payerId]);

  useEffect(() => {
    // The success page names the order by its number, the one the shopper can quote to the shop.
    if (capture.isSuccess) navigate(paths.shop.paymentSuccess, { replace: true, state: { orderNumber: orderLabel(capture.data) } });
  }, [capture.isSuccess, capture.data, navigate]);

  if (outcome.kind === "cancelled") {
    return <Outcome icon={<CancelOutlinedIcon />} title={t("payment.cancelled.title")} message={t("payment.cancelled.message")} />;
  }
  if (outcome.kind === "missing") {
    return <Outcome icon={<HelpOutlineIcon />} title={t("payment.missing.title")} message={t("payment.missing.message")} />;
  }
  if (capture.isError) {
    const retry = isRetryablePaymentError(capture.error) && request ? () => mutate(request) : undefined;
    return (
      <Outcome
        icon={<ErrorOutlineIcon sx={{ color: "error.main" }} />}
        title={t("payment.failed.title")}
        message={errorMessage(capture.error, t("payment.failed.message"))}
        onRetry={retry}
      />
    );
  }
  return (
    <StatusPage
      fullPage={false}
      icon={
        <Box role="status" sx={{ display: "inline-flex" }}>
          <CircularProgress color="secondary" size={48} aria-label={t("pages.paypalReturn.title")} />
        </Box>
      }
      title={t("pages.paypalReturn.title")}
      message={t("pages.paypalReturn.hint")}
    />
  );
}

export default PaypalReturnPage;
