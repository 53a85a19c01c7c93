import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { endGuestPreview } from "@/shared/api";

/** Says the owner sees the shop as a guest, and offers to leave the preview (GuestPreviewNotice loads it). */
export default function GuestPreviewAlert() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, sm: 3 } }}>
      <Alert
        severity="info"
        data-testid="guest-preview"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              endGuestPreview();
              window.location.assign(paths.root);
            }}
          >
            {t("guestPreview.leave")}
          </Button>
        }
      >
        {t("guestPreview.notice")}
      </Alert>
    </Container>
  );
}
