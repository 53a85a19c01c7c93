import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/shared/ui";

/** Where the payment provider sends the shopper back. The capture call comes with the checkout issue. */
export function PaypalReturnPage() {
  const { t } = useTranslation();
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
