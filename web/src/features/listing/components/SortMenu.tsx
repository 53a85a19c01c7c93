import { SORT_OPTIONS, type SortOption } from "@contracts";
import CheckIcon from "@mui/icons-material/Check";
import SwapVertIcon from "@mui/icons-material/SwapVert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

/** "Sort by" and its four radio options (role menuitemradio, the chosen one checked). */
export function SortMenu({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<SwapVertIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: "nowrap" }}
      >
        {t("listing.sortBy")}
        <Box component="span" sx={{ display: { xs: "none", sm: "inline" }, fontWeight: 400, ml: 0.5 }}>
          : {t(`listing.sort.${value}`)}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ list: { "aria-labelledby": buttonId } }}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === value}
            selected={option === value}
            onClick={() => {
              onChange(option);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{option === value && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`listing.sort.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
