import { useTranslation } from "react-i18next";
import { PageHeading } from "@/shared/ui";

/** `/admin/features`: a placeholder that only shows its title (spec 2). Banners are managed on the dashboard. */
export function AdminFeaturesPage() {
  const { t } = useTranslation();
  return <PageHeading title={t("admin.features")} />;
}

export default AdminFeaturesPage;
