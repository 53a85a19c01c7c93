import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the listing feature is built. */
export function ListingPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.listing.title")} />;
}

export default ListingPage;
