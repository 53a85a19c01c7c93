import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlined";
import RefreshIcon from "@mui/icons-material/Refresh";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/shared/ui";

/** A render error or a page chunk that failed to load (often: a new deploy): RouteErrorBoundary shows it. Offers a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<ErrorOutlineIcon />}
      title={t("app.routeError.title")}
      message={t("app.routeError.message")}
      actions={
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
          {t("app.routeError.reload")}
        </Button>
      }
    />
  );
}
