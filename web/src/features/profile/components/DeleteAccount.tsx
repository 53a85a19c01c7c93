import { EMAIL_MAX_LENGTH } from "@contracts";
import DeleteForeverOutlinedIcon from "@mui/icons-material/DeleteForeverOutlined";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { useLeaveAsGuest, useDeleteAccount } from "../hooks/useAccountActions";
import { confirmsDeletion } from "../lib/profileForms";
import { ProfileSection } from "./ProfileSection";

/**
 * The danger zone: "Delete my account" opens a dialog that says what is removed and what the shop
 * keeps, and asks for the account's email typed out. Deleted, the shopper is a guest on the home page.
 */
export function DeleteAccount({ email }: { email: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useDeleteAccount();
  const leaveAsGuest = useLeaveAsGuest();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const id = useId();
  const confirmed = confirmsDeletion(typed, email);
  const serverError = fieldErrors(mutation.error).confirmation;

  const close = () => {
    if (mutation.isPending) return;
    setOpen(false);
    setTyped("");
    mutation.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed || mutation.isPending) return;
    try {
      const response = await mutation.mutateAsync(typed.trim());
      setOpen(false);
      leaveAsGuest(() => toast({ title: serverText(response, t("profile.delete.success")) }));
    } catch {
      // The MutationCache has raised the failure toast; the dialog stays open.
    }
  };

  return (
    <ProfileSection title={t("profile.delete.title")} danger>
      {() => (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("profile.delete.text")}
          </Typography>
          <Button color="error" variant="outlined" startIcon={<DeleteForeverOutlinedIcon />} onClick={() => setOpen(true)}>
            {t("profile.delete.button")}
          </Button>
          <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} aria-describedby={`${id}-removed ${id}-kept`} fullWidth maxWidth="sm">
            <form onSubmit={submit} noValidate>
              <DialogTitle id={`${id}-title`} component="h2" variant="h6">
                {t("profile.delete.dialogTitle")}
              </DialogTitle>
              <DialogContent>
                <Typography id={`${id}-removed`} sx={{ mb: 1.5 }}>
                  {t("profile.delete.removed")}
                </Typography>
                <Typography id={`${id}-kept`} sx={{ mb: 2.5 }}>
                  {t("profile.delete.kept")}
                </Typography>
                <Typography component="label" htmlFor={`${id}-confirmation`} sx={{ display: "block", fontWeight: 600, mb: 1.5 }}>
                  {t("profile.delete.confirmLabel")}
                </Typography>
                <TextField
                  id={`${id}-confirmation`}
                  name="confirmation"
                  type="email"
                  placeholder={email}
                  value={typed}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    if (mutation.isError) mutation.reset();
                  }}
                  autoComplete="off"
                  fullWidth
                  required
                  autoFocus
                  error={Boolean(serverError)}
                  helperText={serverError}
                  sx={LTR_INPUT_SX}
                  slotProps={{ htmlInput: { ...LTR_INPUT, maxLength: EMAIL_MAX_LENGTH } }}
                />
              </DialogContent>
              <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, pb: 2 }}>
                <Button onClick={close} disabled={mutation.isPending}>
                  {t("profile.delete.cancel")}
                </Button>
                <Button type="submit" color="error" variant="contained" disabled={!confirmed} loading={mutation.isPending}>
                  {t("profile.delete.confirm")}
                </Button>
              </DialogActions>
            </form>
          </Dialog>
        </>
      )}
    </ProfileSection>
  );
}
