import { useTranslation } from "react-i18next";
import { PlaceholderPage } from "@/shared/ui";

/** Placeholder: shows the page title until the account feature is built. */
export function AccountPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t("pages.account.title")} />;
}

export default AccountPage;
