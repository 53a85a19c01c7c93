import { USER_NAME_MAX_LENGTH } from "@contracts";
import SaveOutlinedIcon from "@mui/icons-material/SaveOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, serverText } from "@/shared/api";
import type { FieldProblems } from "@/shared/forms";
import { useToast } from "@/shared/toast";
import { useUpdateProfile } from "../hooks/useAccountActions";
import { checkName, problemText } from "../lib/profileForms";
import { ProfileSection } from "./ProfileSection";

/** The user name: registration's rules; saved, the header shows it at once. */
export function NameForm({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useUpdateProfile();
  const [draft, setDraft] = useState(userName);
  const [problems, setProblems] = useState<FieldProblems>({});
  const serverError = fieldErrors(mutation.error).userName;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkName({ userName: draft });
    setProblems(check.problems);
    if (!check.ok) return;
    try {
      const response = await mutation.mutateAsync(check.value);
      setDraft(response.user.userName);
      toast({ title: serverText(response, t("profile.name.saved")) });
    } catch {
      // The MutationCache has raised the failure toast.
    }
  };

  const error = problemText(t, problems.userName) ?? serverError;
  return (
    <ProfileSection title={t("profile.name.title")}>
      {(headingId) => (
        <Stack component="form" onSubmit={submit} noValidate aria-labelledby={headingId} spacing={2} sx={{ maxWidth: 480 }}>
          <TextField
            name="userName"
            label={t("profile.name.label")}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblems({});
              if (mutation.isError) mutation.reset();
            }}
            autoComplete="nickname"
            required
            error={Boolean(error)}
            helperText={error ?? t("profile.name.hint")}
            slotProps={{ htmlInput: { maxLength: USER_NAME_MAX_LENGTH } }}
          />
          <div>
            <Button type="submit" variant="contained" loading={mutation.isPending} loadingPosition="start" startIcon={<SaveOutlinedIcon />} disabled={draft.trim() === userName}>
              {t("profile.name.save")}
            </Button>
          </div>
        </Stack>
      )}
    </ProfileSection>
  );
}
