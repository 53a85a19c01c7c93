import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the home feature is built. */
export function HomePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.home.title")} />;
}

export default HomePage;
