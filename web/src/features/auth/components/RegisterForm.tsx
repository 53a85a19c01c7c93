import { PASSWORD_MIN_LENGTH } from "@contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage, errorToast, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { useRegister } from "../hooks/useAuthMutations";
import { useLogin } from "../hooks/useBrowserSignIn";
import { EMAIL_FIELD, useAuthFields } from "./authFormFields";

/**
 * User name, email, password, "Sign up". On success the new shopper is signed in with the same
 * email and password, and the route guard sends them on (to the page they came from, or the shop);
 * should that sign-in fail, the login page opens with their email filled in.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegister({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("auth.register.failure")) })) });
  const login = useLogin();
  const { values, errors, field } = useAuthFields({ userName: "", email: "", password: "" }, register);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending || login.isPending) return;
    try {
      const response = await register.mutateAsync(values);
      toast({ title: serverText(response, t("auth.register.success")) });
      try {
        await login.mutateAsync({ email: values.email, password: values.password });
      } catch {
        const state = (location.state ?? {}) as Record<string, unknown>;
        navigate(paths.auth.login, { state: { ...state, email: values.email } });
      }
    } catch {
      // The MutationCache has raised the failure toast.
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2.5}>
      <TextField label={t("auth.fields.userName")} {...field("userName")} autoComplete="nickname" />
      <TextField label={t("auth.fields.email")} {...field("email")} {...EMAIL_FIELD} />
      <TextField
        label={t("auth.fields.password")}
        {...field("password")}
        type="password"
        autoComplete="new-password"
        helperText={errors.password ?? t("auth.fields.passwordHint", { min: PASSWORD_MIN_LENGTH })}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={register.isPending || login.isPending}
        loadingPosition="start"
      >
        {t("auth.register.submit")}
      </Button>
    </Stack>
  );
}
