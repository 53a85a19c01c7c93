import LogoutOutlinedIcon from "@mui/icons-material/LogoutOutlined";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { useLeaveAsGuest, useSignOutEverywhere } from "../hooks/useAccountActions";
import { ProfileSection } from "./ProfileSection";

/** "Sign out everywhere", confirmed first: every session ends, this one too, and the shopper is a guest on the home page. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useSignOutEverywhere();
  const leaveAsGuest = useLeaveAsGuest();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      const response = await mutation.mutateAsync();
      setOpen(false);
      leaveAsGuest(() => toast({ title: serverText(response, t("profile.devices.success")) }));
    } catch {
      setOpen(false);
    }
  };

  return (
    <ProfileSection title={t("profile.devices.title")}>
      {() => (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("profile.devices.text")}
          </Typography>
          <Button variant="outlined" startIcon={<LogoutOutlinedIcon />} onClick={() => setOpen(true)}>
            {t("profile.devices.button")}
          </Button>
          <ConfirmDialog
            open={open}
            title={t("profile.devices.confirmTitle")}
            message={t("profile.devices.confirmText")}
            confirmLabel={t("profile.devices.confirm")}
            cancelLabel={t("profile.devices.cancel")}
            pending={mutation.isPending}
            onConfirm={() => void confirm()}
            onClose={() => setOpen(false)}
          />
        </>
      )}
    </ProfileSection>
  );
}
