import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the admin-dashboard feature is built. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("admin.dashboard")} />;
}

export default AdminDashboardPage;
