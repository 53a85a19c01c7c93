import { PASSWORD_MIN_LENGTH } from "@contracts";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage, errorToast, fieldErrors, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { useLogin, useRegister } from "../hooks/useAuthMutations";

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
  const [values, setValues] = useState({ userName: "", email: "", password: "" });
  const errors = fieldErrors(register.error);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setValues((previous) => ({ ...previous, [event.target.name]: event.target.value }));
    if (register.isError) register.reset();
  };

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
      <TextField
        label={t("auth.fields.userName")}
        name="userName"
        autoComplete="nickname"
        value={values.userName}
        onChange={change}
        error={Boolean(errors.userName)}
        helperText={errors.userName}
      />
      <TextField
        label={t("auth.fields.email")}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change}
        error={Boolean(errors.email)}
        helperText={errors.email}
        sx={LTR_INPUT_SX}
        slotProps={{ htmlInput: LTR_INPUT }}
      />
      <TextField
        label={t("auth.fields.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={change}
        error={Boolean(errors.password)}
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
