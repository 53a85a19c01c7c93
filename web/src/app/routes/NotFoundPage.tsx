import SearchOffIcon from "@mui/icons-material/SearchOff";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useCurrentSession } from "@/shared/session";
import { StatusPage } from "@/shared/ui";
import { homeFor } from "../guards/routeAccess";

/** "Page doesn't exist": standalone, or inside a layout (`embedded`). */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  return (
    <StatusPage
      fullPage={!embedded}
      icon={<SearchOffIcon />}
      title={t("errors.notFound.title")}
      message={t("errors.notFound.message")}
      actions={
        <Button variant="contained" component={RouterLink} to={homeFor(session)}>
          {t("errors.goHome")}
        </Button>
      }
    />
  );
}
