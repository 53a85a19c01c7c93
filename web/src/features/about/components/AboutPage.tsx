import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the about feature is built. */
export function AboutPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.about.title")} />;
}

export default AboutPage;
