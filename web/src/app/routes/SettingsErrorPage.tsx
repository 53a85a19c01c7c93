import CloudOffOutlinedIcon from "@mui/icons-material/CloudOffOutlined";
import RefreshIcon from "@mui/icons-material/Refresh";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/shared/ui";

/** Start-up could not load the public settings: the app cannot run without them. */
export function SettingsErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<CloudOffOutlinedIcon />}
      title={t("app.settingsError.title")}
      message={t("app.settingsError.message")}
      actions={
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
          {t("app.settingsError.retry")}
        </Button>
      }
    />
  );
}
