import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { useGoogleSignIn } from "../hooks/useBrowserSignIn";

/** Google's "G", drawn in its four colours (an icon of MUI's set is one colour). */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.1 5.5c4.2-3.9 7.2-9.6 7.2-16.9z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-2.9-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.1-5.5c-2.2 1.5-5 2.3-8.8 2.3-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** "Continue with Google", and the rule that sets it apart from the email form below it. */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const google = useGoogleSignIn({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("auth.google.failure")) })) });

  const start = async () => {
    if (google.isPending) return;
    try {
      const response = await google.mutateAsync();
      if (response) toast({ title: serverText(response, t("auth.login.success")) });
    } catch {
      // The MutationCache has raised the failure toast.
    }
  };

  return (
    <Stack spacing={2.5} sx={{ mb: 2.5 }}>
      <Button variant="outlined" size="large" fullWidth startIcon={<GoogleMark />} onClick={start} loading={google.isPending} loadingPosition="start">
        {t("auth.google.button")}
      </Button>
      <Divider>{t("auth.google.or")}</Divider>
    </Stack>
  );
}
