import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, fieldErrors, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { useLogin } from "../hooks/useAuthMutations";

/**
 * Email + password, "Sign in". On success the session query holds the user and the route guard
 * sends them on (to the page they came from, or their home) with history replace.
 */
export function LoginForm({ initialEmail = "" }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const login = useLogin({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("auth.login.failure")) })) });
  const [values, setValues] = useState({ email: initialEmail, password: "" });
  const errors = fieldErrors(login.error);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setValues((previous) => ({ ...previous, [event.target.name]: event.target.value }));
    if (login.isError) login.reset();
  };

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
        autoComplete="current-password"
        value={values.password}
        onChange={change}
        error={Boolean(errors.password)}
        helperText={errors.password}
      />
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
