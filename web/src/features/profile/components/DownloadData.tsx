import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useToast } from "@/shared/toast";
import { useDownloadAccountData } from "../hooks/useAccountActions";
import { ProfileSection } from "./ProfileSection";

/** "Download my data": the shopper's profile, addresses, orders, reviews and cart as a JSON file. */
export function DownloadData() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useDownloadAccountData();

  const download = async () => {
    try {
      await mutation.mutateAsync();
      toast({ title: t("profile.data.success") });
    } catch {
      // The MutationCache has raised the failure toast.
    }
  };

  return (
    <ProfileSection title={t("profile.data.title")}>
      {() => (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("profile.data.text")}
          </Typography>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} loading={mutation.isPending} loadingPosition="start" onClick={() => void download()}>
            {t("profile.data.button")}
          </Button>
        </>
      )}
    </ProfileSection>
  );
}
