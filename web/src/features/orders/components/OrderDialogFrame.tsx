import CloseIcon from "@mui/icons-material/Close";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The "Order details" dialog around an order's content: the shopper's dialog and the admin's (which
 * adds the status history and form) look and close the same way. Full screen on a phone.
 */
export function OrderDialogFrame({
  open,
  onClose,
  onExited,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onExited?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ paddingInlineEnd: 7 }}>
        {t("orders.details.title")}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t("common.close")} sx={{ position: "absolute", top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      {/* Full screen on a phone, the content scrolls on its own: keyboard users need to reach it to scroll it. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {children}
      </DialogContent>
    </Dialog>
  );
}
