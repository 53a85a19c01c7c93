import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "./visuallyHidden";

/** Shown inside a layout while a lazily loaded page arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {t("app.loading")}
      </Box>
      <Skeleton variant="text" width={220} height={56} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
    </Box>
  );
}
