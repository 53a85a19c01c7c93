import CheckCircleOutlinedIcon from "@mui/icons-material/CheckCircleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { OrderId } from "./OrdersTable";
import { StatusPage } from "@/shared/ui";

/** The order number the return page passes on (absent on a reload or a direct visit). */
function orderNumberOf(state: unknown): string | undefined {
  const value = state && typeof state === "object" ? (state as { orderNumber?: unknown }).orderNumber : undefined;
  return typeof value === "string" && value ? value : undefined;
}

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const orderNumber = orderNumberOf(useLocation().state);
  return (
    <StatusPage
      fullPage={false}
      icon={<CheckCircleOutlinedIcon sx={{ color: "success.main" }} />}
      title={t("pages.paymentSuccess.title")}
      message={
        <>
          {orderNumber && (
            <Box component="span" sx={{ display: "block", mb: 1, fontWeight: 700, color: "text.primary" }} data-testid="payment-order-number">
              {t("pages.paymentSuccess.orderNumber")} <OrderId id={orderNumber} />
            </Box>
          )}
          {t("pages.paymentSuccess.message")}
        </>
      }
      actions={
        <Button variant="contained" size="large" component={RouterLink} to={paths.shop.accountOrders}>
          {t("pages.paymentSuccess.viewOrders")}
        </Button>
      }
    />
  );
}

export default PaymentSuccessPage;
