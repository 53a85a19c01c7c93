import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the search feature is built. */
export function SearchPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.search.title")} />;
}

export default SearchPage;
