import { SORT_OPTIONS, type SortOption } from "@contracts";
import CheckIcon from "@mui/icons-material/Check";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useTranslation } from "react-i18next";

/** The sort options' menu (radio items, the chosen one checked): SortMenu loads it when first opened. */
export default function SortMenuList({
  id,
  buttonId,
  anchor,
  value,
  onClose,
  onChoose,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  value: SortOption;
  onClose: () => void;
  onChoose: (sort: SortOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ list: { "aria-labelledby": buttonId } }}
    >
      {SORT_OPTIONS.map((option) => (
        <MenuItem key={option} role="menuitemradio" aria-checked={option === value} selected={option === value} onClick={() => onChoose(option)}>
          <ListItemIcon>{option === value && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{t(`listing.sort.${option}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
