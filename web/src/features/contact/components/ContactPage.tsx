import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the contact feature is built. */
export function ContactPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.contact.title")} />;
}

export default ContactPage;
