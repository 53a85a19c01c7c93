import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@contracts";
import LockResetOutlinedIcon from "@mui/icons-material/LockResetOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, serverText } from "@/shared/api";
import type { FieldProblems } from "@/shared/forms";
import { useToast } from "@/shared/toast";
import { useChangePassword } from "../hooks/useAccountActions";
import { checkPasswordChange, problemText, type PasswordDraft } from "../lib/profileForms";
import { ProfileSection } from "./ProfileSection";

const EMPTY: PasswordDraft = { currentPassword: "", newPassword: "", confirmPassword: "" };
const FIELDS = [
  { name: "currentPassword", label: "profile.password.current", autoComplete: "current-password" },
  { name: "newPassword", label: "profile.password.new", autoComplete: "new-password" },
  { name: "confirmPassword", label: "profile.password.confirm", autoComplete: "new-password" },
] as const;

/** Current, new and repeated password; this browser stays signed in, every other device is signed out. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useChangePassword();
  const [draft, setDraft] = useState(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const server = fieldErrors(mutation.error);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkPasswordChange(draft);
    setProblems(check.problems);
    if (!check.ok) return;
    try {
      const response = await mutation.mutateAsync(check.value);
      setDraft(EMPTY);
      toast({ title: serverText(response, t("profile.password.success")) });
    } catch {
      // The MutationCache has raised the failure toast; field problems show under the fields.
    }
  };

  return (
    <ProfileSection title={t("profile.password.title")}>
      {(headingId) => (
        <Stack component="form" onSubmit={submit} noValidate aria-labelledby={headingId} spacing={2} sx={{ maxWidth: 480 }}>
          {FIELDS.map(({ name, label, autoComplete }) => {
            const error = problemText(t, problems[name]) ?? server[name];
            return (
              <TextField
                key={name}
                name={name}
                type="password"
                label={t(label)}
                value={draft[name]}
                onChange={(event) => {
                  setDraft((previous) => ({ ...previous, [name]: event.target.value }));
                  setProblems(({ [name]: _, ...rest }) => rest);
                  if (mutation.isError) mutation.reset();
                }}
                autoComplete={autoComplete}
                required
                error={Boolean(error)}
                helperText={error ?? (name === "newPassword" ? t("profile.password.hint", { min: PASSWORD_MIN_LENGTH }) : undefined)}
                slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
              />
            );
          })}
          <div>
            <Button type="submit" variant="contained" loading={mutation.isPending} loadingPosition="start" startIcon={<LockResetOutlinedIcon />}>
              {t("profile.password.submit")}
            </Button>
          </div>
        </Stack>
      )}
    </ProfileSection>
  );
}
