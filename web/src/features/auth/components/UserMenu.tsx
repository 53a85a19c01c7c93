import LogoutIcon from "@mui/icons-material/Logout";
import PersonOutlineIcon from "@mui/icons-material/PersonOutlined";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { DirectionalIcon } from "@/shared/ui";
import { useCurrentSession } from "@/shared/session";
import { useLogoutAction } from "../hooks/useLogoutAction";

/** The signed-in shopper's avatar menu: a welcome line with the user name, Account, Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const theme = useTheme();
  const end = theme.direction === "rtl" ? "left" : "right";
  const { user } = useCurrentSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { logout, isPending } = useLogoutAction();
  if (!user) return null;

  const initial = user.userName.trim().charAt(0).toUpperCase() || "?";
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={t("header.accountMenu")}>
        <IconButton
          aria-label={t("header.accountMenu")}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? "true" : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{
              width: 34,
              height: 34,
              bgcolor: "primary.main",
              color: "secondary.light",
              fontFamily: (theme) => theme.typography.h1.fontFamily,
              fontWeight: 700,
            }}
          >
            {initial}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: end }}
        transformOrigin={{ vertical: "top", horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t("header.welcome")}
          </Typography>
          <Typography component="p" noWrap sx={{ fontWeight: 700, maxWidth: 240 }}>
            {user.userName}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={paths.shop.account} onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t("header.account")}
        </MenuItem>
        <MenuItem
          disabled={isPending}
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <DirectionalIcon icon={LogoutIcon} fontSize="small" />
          </ListItemIcon>
          {t("header.logout")}
        </MenuItem>
      </Menu>
    </>
  );
}
