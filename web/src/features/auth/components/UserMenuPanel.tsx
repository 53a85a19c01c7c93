import LogoutIcon from "@mui/icons-material/Logout";
import PersonOutlineIcon from "@mui/icons-material/PersonOutlined";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { DirectionalIcon } from "@/shared/ui";

/** The account menu's panel: a welcome line with the user name, Account, Logout (UserMenu loads it lazily). */
export default function UserMenuPanel({
  id,
  anchor,
  userName,
  onClose,
  onLogout,
  logoutPending,
}: {
  id: string;
  anchor: HTMLElement | null;
  userName: string;
  onClose: () => void;
  onLogout: () => void;
  logoutPending: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const end = theme.direction === "rtl" ? "left" : "right";

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: end }}
      transformOrigin={{ vertical: "top", horizontal: end }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t("header.welcome")}
        </Typography>
        <Typography component="p" noWrap sx={{ fontWeight: 700, maxWidth: 240 }}>
          {userName}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to={paths.shop.account} onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineIcon fontSize="small" />
        </ListItemIcon>
        {t("header.account")}
      </MenuItem>
      <MenuItem
        disabled={logoutPending}
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <DirectionalIcon icon={LogoutIcon} fontSize="small" />
        </ListItemIcon>
        {t("header.logout")}
      </MenuItem>
    </Menu>
  );
}
