import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";

/**
 * A sheet that slides in from the end side (the left in Hebrew: MUI mirrors the anchor under RTL),
 * full width on a phone: a titled dialog with a close button whose header stays put while the
 * content scrolls. The cart and the admin's product form use it.
 */
export function SideSheet({
  open,
  onClose,
  title,
  closeLabel,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** Width from the `sm` breakpoint up, in px. */
  width: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-modal": true,
          "aria-labelledby": titleId,
          sx: { width: { xs: "100%", sm: width }, maxWidth: "100%", bgcolor: "background.default" },
        },
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          position: "sticky",
          top: 0,
          zIndex: 2, // above outlined fields' floating labels (z-index 1) scrolling under it
          bgcolor: "background.paper",
          borderBottom: 1,
          borderColor: "divider",
        }}
      >
        <Typography id={titleId} variant="h5" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}
