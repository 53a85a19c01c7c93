import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { useCurrentSession } from "@/shared/session";
import { StatusPage } from "@/shared/ui";
import { homeFor } from "../guards/routeAccess";

/** `/unauth-page`: where signed-in shoppers land when they try the admin area. */
export function UnauthPage() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  return (
    <StatusPage
      icon={<LockOutlinedIcon />}
      title={t("errors.unauth.title")}
      message={t("errors.unauth.message")}
      actions={
        <Button variant="contained" component={RouterLink} to={homeFor(session)}>
          {t("errors.goHome")}
        </Button>
      }
    />
  );
}

export default UnauthPage;
