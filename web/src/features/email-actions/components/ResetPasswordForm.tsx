import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, fieldErrors, isApiError } from "@/shared/api";
import { resetPassword } from "../api/emailActionsApi";
import { newPasswordProblems, type NewPasswordProblems } from "../lib/accountForms";

/**
 * The new password and its repeat, checked with registration's rules before sending. A refused code
 * is the page's to show (`onInvalidCode`); a refused password shows under its field, anything else
 * above the form (no toast: the page itself says what happened).
 */
export function ResetPasswordForm({ oobCode, onDone, onInvalidCode }: { oobCode: string; onDone: () => void; onInvalidCode: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const save = useMutation({
    mutationKey: ["auth", "reset-password"],
    mutationFn: (newPassword: string) => resetPassword({ oobCode, password: newPassword }),
    onSuccess: onDone,
    onError: (error) => {
      if (isApiError(error) && error.status === 400 && !fieldErrors(error).password) onInvalidCode();
    },
  });
  const serverProblem = fieldErrors(save.error).password;

  const passwordText = (kind: NewPasswordProblems["password"]) => {
    if (!kind) return undefined;
    if (kind === "required") return t("passwordReset.problems.passwordRequired");
    if (kind === "tooLong") return t("passwordReset.problems.passwordTooLong", { max: PASSWORD_MAX_LENGTH });
    return t("passwordReset.problems.passwordTooShort", { min: PASSWORD_MIN_LENGTH });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = newPasswordProblems(password, confirm);
    setProblems(found);
    if (found.password || found.confirm) return;
    save.mutate(password);
  };

  const passwordError = passwordText(problems.password) ?? serverProblem;
  const confirmError = problems.confirm ? t(`passwordReset.problems.${problems.confirm === "required" ? "confirmRequired" : "mismatch"}`) : undefined;

  return (
    <Stack component="form" onSubmit={submit} spacing={2.5} noValidate>
      {/* A refused code turns the page to its "link does not work" state; other failures (offline, a limit) show here. */}
      {save.isError && !(isApiError(save.error) && save.error.status === 400) && (
        <Alert severity="error" role="alert">
          {errorMessage(save.error, t("passwordReset.reset.failure"))}
        </Alert>
      )}
      <TextField
        label={t("passwordReset.fields.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblems((previous) => ({ ...previous, password: undefined }));
          if (save.isError) save.reset();
        }}
        error={Boolean(passwordError)}
        helperText={passwordError ?? t("passwordReset.fields.passwordHint", { min: PASSWORD_MIN_LENGTH })}
      />
      <TextField
        label={t("passwordReset.fields.confirm")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => {
          setConfirm(event.target.value);
          setProblems((previous) => ({ ...previous, confirm: undefined }));
        }}
        error={Boolean(confirmError)}
        helperText={confirmError ?? " "}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={save.isPending} loadingPosition="start">
        {t("passwordReset.reset.submit")}
      </Button>
    </Stack>
  );
}
