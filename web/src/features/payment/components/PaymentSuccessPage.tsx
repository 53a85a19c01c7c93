import CheckCircleOutlinedIcon from "@mui/icons-material/CheckCircleOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { StatusPage } from "@/shared/ui";

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      fullPage={false}
      icon={<CheckCircleOutlinedIcon sx={{ color: "success.main" }} />}
      title={t("pages.paymentSuccess.title")}
      message={t("pages.paymentSuccess.message")}
      actions={
        <Button variant="contained" size="large" component={RouterLink} to={paths.shop.accountOrders}>
          {t("pages.paymentSuccess.viewOrders")}
        </Button>
      }
    />
  );
}

export default PaymentSuccessPage;
