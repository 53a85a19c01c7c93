import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the admin-orders feature is built. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("admin.orders")} />;
}

export default AdminOrdersPage;
