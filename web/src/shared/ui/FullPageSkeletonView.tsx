import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "./visuallyHidden";

/** What start-up shows until the auth check and the settings have both answered (loaded by ./FullPageSkeleton). */
export function FullPageSkeletonView() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" aria-busy="true" sx={{ minHeight: "100vh", bgcolor: "background.default" }}>
      <Box component="span" sx={visuallyHidden}>
        {t("app.loading")}
      </Box>
      <Box sx={{ height: 64, px: { xs: 2, md: 4 }, display: "flex", alignItems: "center", gap: 2, borderBottom: 1, borderColor: "divider" }}>
        <Skeleton variant="circular" width={32} height={32} />
        <Skeleton variant="text" width={140} height={28} />
        <Box sx={{ flex: 1 }} />
        <Skeleton variant="circular" width={32} height={32} />
        <Skeleton variant="circular" width={32} height={32} />
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Skeleton variant="rounded" height={260} sx={{ mb: 4 }} />
        <Skeleton variant="text" width="40%" height={44} />
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={180} sx={{ flex: 1 }} />
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
