import CloseIcon from "@mui/icons-material/Close";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { useCurrentSession } from "@/shared/session";
import { useShopSettings } from "@/shared/settings";
import { telHref } from "@/shared/lib/contactLinks";
import { LanguageSwitcher, Rule } from "@/shared/ui";
import { BrandLogo } from "../components/BrandLogo";
import { NavMenuList } from "../components/NavMenuList";
import { SHOP_NAV } from "./shopNav";

/** The shop menu on small screens, sliding in from the start side (the right in Hebrew). */
export function ShopNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentSession();
  const { contactInfo } = useShopSettings();

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      // A modal drawer is a dialog: it needs the role and a name, or screen readers announce nothing.
      slotProps={{
        paper: { role: "dialog", "aria-modal": true, "aria-label": t("nav.mainMenu"), sx: { width: 300, maxWidth: "85vw", bgcolor: "background.default" } },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1.5 }}>
        <BrandLogo to={paths.shop.home} onClick={onClose} />
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={t("nav.closeMenu")} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Rule />
      <Box component="nav" aria-label={t("nav.mainMenu")}>
        <NavMenuList
          items={SHOP_NAV}
          onNavigate={onClose}
          listSx={{ px: 1 }}
          iconSx={{ color: "secondary.dark" }}
          itemSx={{ "&[aria-current='page']": { bgcolor: "action.selected", color: "primary.main", fontWeight: 700 } }}
        />
      </Box>
      <Rule />
      <Stack spacing={1} sx={{ p: 2, alignItems: "flex-start" }}>
        <LanguageSwitcher variant="full" color="primary" onChanged={onClose} />
        {contactInfo.phone && (
          <Button href={telHref(contactInfo.phone)} startIcon={<PhoneOutlinedIcon />} color="primary">
            <Box component="span" dir="ltr">
              {contactInfo.phone}
            </Box>
          </Button>
        )}
      </Stack>
      {!isAuthenticated && (
        <>
          <Rule />
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Button component={RouterLink} to={paths.auth.login} variant="outlined" onClick={onClose} fullWidth>
              {t("header.login")}
            </Button>
            <Button component={RouterLink} to={paths.auth.register} variant="contained" onClick={onClose} fullWidth>
              {t("header.register")}
            </Button>
          </Stack>
        </>
      )}
    </Drawer>
  );
}

export default ShopNavDrawer;
