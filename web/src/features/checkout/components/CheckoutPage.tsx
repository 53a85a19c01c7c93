import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the checkout feature is built. */
export function CheckoutPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.checkout.title")} />;
}

export default CheckoutPage;
