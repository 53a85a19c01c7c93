import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId, type ReactNode } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** While the confirmed action runs: the confirm button spins and the dialog stays. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  onExited?: () => void;
}

/**
 * "Are you sure?" before something that cannot be undone (deleting a product or a banner). Focus
 * starts on Cancel, so a stray Enter keeps things as they are; Escape cancels too.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, pending = false, onConfirm, onClose, onExited }: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={`${id}-title`} component="h2" variant="h6">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ overflowWrap: "anywhere" }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
