import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the admin-settings feature is built. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("admin.settings")} />;
}

export default AdminSettingsPage;
