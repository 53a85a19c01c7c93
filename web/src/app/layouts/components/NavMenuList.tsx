import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import type { SxProps, Theme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import type { IconComponent } from "@/shared/ui";

/** One entry of a layout's menu: where it goes, its i18n label and its icon. */
export interface NavMenuItem {
  to: string;
  labelKey: string;
  icon: IconComponent;
}

interface NavMenuListProps {
  items: ReadonlyArray<NavMenuItem>;
  /** Closes a drawer once a link is followed. */
  onNavigate?: () => void;
  /** The look of a link (the current page is marked with `aria-current`, so style `&[aria-current='page']`). */
  itemSx?: SxProps<Theme>;
  iconSx?: SxProps<Theme>;
  listSx?: SxProps<Theme>;
}

/** The menus of the shop's drawer and the admin's side menu: a list of icon links, the current one marked. */
export function NavMenuList({ items, onNavigate, itemSx, iconSx, listSx }: NavMenuListProps) {
  const { t } = useTranslation();
  return (
    <List sx={listSx}>
      {items.map(({ to, labelKey, icon: Icon }) => (
        // A list holds list items: the link goes inside one, not straight into the <ul>.
        <ListItem key={to} disablePadding>
          <ListItemButton component={NavLink} to={to} onClick={onNavigate} sx={[{ borderRadius: 2, mb: 0.5 }, ...(Array.isArray(itemSx) ? itemSx : [itemSx])]}>
            <ListItemIcon sx={iconSx}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(labelKey)} slotProps={{ primary: { sx: { fontWeight: "inherit" } } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
