import LogoutOutlinedIcon from "@mui/icons-material/LogoutOutlined";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { useBecomeGuest, useSignOutEverywhere } from "../hooks/useAccountActions";
import { ProfileSection } from "./ProfileSection";

/** "Sign out everywhere", confirmed first: every session ends, this one too, and the shopper is a guest on the home page. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const mutation = useSignOutEverywhere();
  const becomeGuest = useBecomeGuest();
  const [open, setOpen] = useState(false);

  const confirm = async () => {
    try {
      const response = await mutation.mutateAsync();
      setOpen(false);
      // Home first, rendered at once (not in a transition): the account page's guard would send a guest to the sign-in page.
      await navigate(paths.shop.home, { replace: true, flushSync: true });
      becomeGuest();
      toast({ title: serverText(response, t("profile.devices.success")) });
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
