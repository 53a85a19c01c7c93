import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the admin-features feature is built. */
export function AdminFeaturesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("admin.features")} />;
}

export default AdminFeaturesPage;
