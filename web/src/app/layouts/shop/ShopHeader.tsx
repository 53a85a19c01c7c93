import MenuIcon from "@mui/icons-material/Menu";
import PhoneOutlinedIcon from "@mui/icons-material/PhoneOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import { alpha } from "@mui/material/styles";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { paths } from "@/config/paths";
import { UserMenu } from "@/features/auth";
import { useCurrentSession } from "@/shared/session";
import { CartButton } from "@/features/cart";
import { useShopSettings } from "@/shared/settings";
import { telHref } from "@/shared/lib/contactLinks";
import { lazyWithPreload, useOpenedOnce } from "@/shared/lib/lazyWithPreload";
import { LanguageSwitcher } from "@/shared/ui";
import { brand } from "@/app/providers/theme";
import { BrandLogo } from "../components/BrandLogo";
import { SHOP_NAV } from "./shopNav";

// The phone's menu drawer (MUI's Drawer and List) loads when first opened, fetched ahead on hover or focus.
const ShopNavDrawer = lazyWithPreload(() => import("./ShopNavDrawer"));

export const SHOP_HEADER_HEIGHT = { xs: 60, md: 72 } as const;

/**
 * The header's own box: what MUI's AppBar (position fixed, elevation 0, colour inherit: the theme's
 * defaults) drew, written out. AppBar's styles are computed from every palette colour on first use,
 * about 35 ms at 4x CPU inside hydration, for a bar whose colours are set here anyway.
 */
const HEADER_SX = {
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: "appBar",
  display: "flex",
  flexDirection: "column",
  boxSizing: "border-box",
  flexShrink: 0,
  bgcolor: alpha(brand.cream, 0.94),
  backdropFilter: "saturate(160%) blur(10px)",
  borderBottom: 1,
  borderColor: "divider",
  color: "primary.main",
  "@media print": { position: "absolute" },
} as const;

/** The shop's fixed header. Below `md` the menu moves into a drawer opened by the hamburger. */
export function ShopHeader() {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentSession();
  const { contactInfo } = useShopSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerWanted = useOpenedOnce(drawerOpen);

  return (
    <Box component="header" sx={HEADER_SX}>
      <Container maxWidth="xl" disableGutters>
        <Toolbar
          sx={{ minHeight: { xs: SHOP_HEADER_HEIGHT.xs, md: SHOP_HEADER_HEIGHT.md }, gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2, md: 3 } }}
        >
          <IconButton
            aria-label={t("nav.openMenu")}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            onPointerEnter={ShopNavDrawer.preload}
            onFocus={ShopNavDrawer.preload}
            color="inherit"
            sx={{ display: { md: "none" } }}
          >
            <MenuIcon />
          </IconButton>

          <BrandLogo to={paths.shop.home} />

          <Box
            component="nav"
            aria-label={t("nav.mainMenu")}
            sx={{ display: { xs: "none", md: "flex" }, gap: { md: 0, lg: 0.5 }, marginInlineStart: { md: 1, lg: 5 } }}
          >
            {SHOP_NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                color="inherit"
                sx={{
                  position: "relative",
                  px: { md: 1.25, lg: 1.5 },
                  minWidth: 0,
                  whiteSpace: "nowrap",
                  borderRadius: 2,
                  fontWeight: 500,
                  color: "text.primary",
                  "&::after": {
                    content: '""',
                    position: "absolute",
                    insetInline: 12,
                    bottom: 4,
                    height: 2,
                    borderRadius: 1,
                    bgcolor: "secondary.main",
                    transform: "scaleX(0)",
                    transition: "transform 160ms ease",
                  },
                  "&:hover::after, &[aria-current='page']::after": { transform: "scaleX(1)" },
                  "&[aria-current='page']": { color: "primary.main", fontWeight: 700 },
                }}
              >
                {t(item.labelKey)}
              </Button>
            ))}
          </Box>

          <Box sx={{ flex: 1 }} />

          {contactInfo.phone && (
            <Button
              href={telHref(contactInfo.phone)}
              color="inherit"
              startIcon={<PhoneOutlinedIcon />}
              aria-label={`${t("header.callUs")}: ${contactInfo.phone}`}
              sx={{ display: { xs: "none", xl: "inline-flex" }, fontWeight: 500, whiteSpace: "nowrap" }}
            >
              <Box component="span" dir="ltr">
                {contactInfo.phone}
              </Box>
            </Button>
          )}
          {contactInfo.phone && (
            <IconButton
              href={telHref(contactInfo.phone)}
              color="inherit"
              aria-label={`${t("header.callUs")}: ${contactInfo.phone}`}
              sx={{ display: { xs: "none", lg: "inline-flex", xl: "none" } }}
            >
              <PhoneOutlinedIcon />
            </IconButton>
          )}

          <Box sx={{ display: { xs: "none", sm: "inline-flex" } }}>
            <LanguageSwitcher />
          </Box>

          <CartButton />

          {isAuthenticated ? (
            <Box sx={{ marginInlineStart: 0.5 }}>
              <UserMenu />
            </Box>
          ) : (
            <Box sx={{ display: "flex", gap: 1, marginInlineStart: 0.5 }}>
              <Button
                component={RouterLink}
                to={paths.auth.login}
                variant="outlined"
                size="small"
                sx={{ whiteSpace: "nowrap", paddingInline: { xs: 1.5, sm: 2.5 } }}
              >
                {t("header.login")}
              </Button>
              <Button
                component={RouterLink}
                to={paths.auth.register}
                variant="contained"
                size="small"
                sx={{ display: { xs: "none", sm: "inline-flex" }, whiteSpace: "nowrap" }}
              >
                {t("header.register")}
              </Button>
            </Box>
          )}
        </Toolbar>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <ShopNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
