import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the admin-products feature is built. */
export function AdminProductsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("admin.products")} />;
}

export default AdminProductsPage;
