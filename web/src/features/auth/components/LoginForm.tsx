import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage, errorToast, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { useLogin } from "../hooks/useBrowserSignIn";
import { EMAIL_FIELD, useAuthFields } from "./authFormFields";

/**
 * Email + password, "Sign in", checked by Firebase Auth in the browser and made a session by the API
 * (inside `FirebaseAuthScope`). On success the session query holds the user and the route guard
 * sends them on (to the page they came from, or their home) with history replace.
 */
export function LoginForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const login = useLogin({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("auth.login.failure")) })) });
  const { values, field } = useAuthFields({ email: initialEmail, password: "" }, login);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    try {
      const response = await login.mutateAsync(values);
      toast({ title: serverText(response, t("auth.login.success")) });
    } catch {
      // The MutationCache has raised the failure toast.
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2.5}>
      <TextField label={t("auth.fields.email")} {...field("email")} {...EMAIL_FIELD} />
      <TextField label={t("auth.fields.password")} {...field("password")} type="password" autoComplete="current-password" />
      <Link component={RouterLink} to={paths.auth.forgotPassword} sx={{ alignSelf: "flex-end", mt: "8px !important" }}>
        {t("auth.forgotPassword")}
      </Link>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={login.isPending}
        loadingPosition="start"
      >
        {t("auth.login.submit")}
      </Button>
    </Stack>
  );
}
