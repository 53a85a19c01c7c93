import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The phone's filters: the listing's filter panel in a side drawer, with "Show N products" to close it. */
export default function FilterDrawer({
  open,
  onClose,
  panel,
  showLabel,
}: {
  open: boolean;
  onClose: () => void;
  panel: ReactNode;
  showLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      // aria-label on a plain div names nothing (axe: aria-prohibited-attr): the drawer is a modal dialog.
      slotProps={{
        paper: { role: "dialog", "aria-modal": true, "aria-label": t("listing.filters"), sx: { width: 300, maxWidth: "85vw", p: 2.5, bgcolor: "background.default" } },
      }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1 }}>
        <IconButton aria-label={t("listing.closeFilters")} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {panel}
      <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={onClose}>
        {showLabel}
      </Button>
    </Drawer>
  );
}
