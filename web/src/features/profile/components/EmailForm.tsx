import { EMAIL_MAX_LENGTH } from "@contracts";
import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "@/shared/api";
import type { FieldProblems } from "@/shared/forms";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { useChangeEmail } from "../hooks/useAccountActions";
import { checkEmailChange, problemText } from "../lib/profileForms";
import { ProfileSection } from "./ProfileSection";

const EMPTY = { newEmail: "", currentPassword: "" };

/**
 * A new email address: the current password asked for, then a link goes to the new address, and the
 * form says so until the shopper opens it (the address changes only then).
 */
export function EmailForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const mutation = useChangeEmail();
  const [draft, setDraft] = useState(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [pending, setPending] = useState<string | null>(null);
  const server = fieldErrors(mutation.error);

  const change = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));
    setProblems(({ [name]: _, ...rest }) => rest);
    if (mutation.isError) mutation.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkEmailChange(draft);
    setProblems(check.problems);
    if (!check.ok) return;
    try {
      const response = await mutation.mutateAsync(check.value);
      setPending(response.pendingEmail);
      setDraft(EMPTY);
    } catch {
      // The MutationCache has raised the failure toast; field problems show under the fields.
    }
  };

  const errorOf = (name: keyof typeof EMPTY) => problemText(t, problems[name]) ?? server[name];
  return (
    <ProfileSection title={t("profile.email.title")}>
      {(headingId) => (
        <Stack component="form" onSubmit={submit} noValidate aria-labelledby={headingId} spacing={2} sx={{ maxWidth: 480 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {t("profile.email.current")}:{" "}
            <Typography component="bdi" dir="ltr" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
              {email}
            </Typography>
          </Typography>
          {pending && (
            <Alert severity="info" icon={<MarkEmailReadOutlinedIcon />} role="status">
              {t("profile.email.pending", { email: `\u2066${pending}\u2069` })}
            </Alert>
          )}
          <TextField
            name="newEmail"
            type="email"
            label={t("profile.email.newLabel")}
            value={draft.newEmail}
            onChange={change("newEmail")}
            autoComplete="email"
            required
            error={Boolean(errorOf("newEmail"))}
            helperText={errorOf("newEmail") ?? t("profile.email.hint")}
            sx={LTR_INPUT_SX}
            slotProps={{ htmlInput: { ...LTR_INPUT, maxLength: EMAIL_MAX_LENGTH } }}
          />
          <TextField
            name="currentPassword"
            type="password"
            label={t("profile.email.password")}
            value={draft.currentPassword}
            onChange={change("currentPassword")}
            autoComplete="current-password"
            required
            error={Boolean(errorOf("currentPassword"))}
            helperText={errorOf("currentPassword")}
          />
          <div>
            <Button type="submit" variant="contained" loading={mutation.isPending} loadingPosition="start" startIcon={<MarkEmailReadOutlinedIcon />}>
              {t("profile.email.submit")}
            </Button>
          </div>
        </Stack>
      )}
    </ProfileSection>
  );
}
