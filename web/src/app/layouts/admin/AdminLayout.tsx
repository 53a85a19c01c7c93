import DashboardOutlinedIcon from "@mui/icons-material/DashboardOutlined";
import EventNoteOutlinedIcon from "@mui/icons-material/EventNoteOutlined";
import InsightsOutlinedIcon from "@mui/icons-material/InsightsOutlined";
import Inventory2OutlinedIcon from "@mui/icons-material/Inventory2Outlined";
import RedeemOutlinedIcon from "@mui/icons-material/RedeemOutlined";
import LocalOfferOutlinedIcon from "@mui/icons-material/LocalOfferOutlined";
import LogoutIcon from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PeopleAltOutlinedIcon from "@mui/icons-material/PeopleAltOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import SettingsOutlinedIcon from "@mui/icons-material/SettingsOutlined";
import ViewCarouselOutlinedIcon from "@mui/icons-material/ViewCarouselOutlined";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { paths } from "@/config/paths";
import { GUEST_PREVIEW_PARAM, GUEST_PREVIEW_VALUE } from "@/shared/api";
import { useLogoutAction } from "@/features/auth";
import { DirectionalIcon, LanguageSwitcher, PageFallback, visuallyHidden as VISUALLY_HIDDEN } from "@/shared/ui";
import { FOCUS_RING_VARIABLE, brand } from "@/app/providers/theme";
import { pendingScreenSx, usePendingScreen } from "@/app/providers/ShopBrowserRouter";
import { BrandLogo } from "../components/BrandLogo";
import { NavMenuList, type NavMenuItem } from "../components/NavMenuList";
import { SkipLink } from "../components/SkipLink";
import { useFocusOnNavigate } from "../components/useFocusOnNavigate";

/** The storefront's home as a guest sees it, in a tab of its own without the session. */
const VIEW_SHOP_HREF = `${paths.shop.home}?${GUEST_PREVIEW_PARAM}=${GUEST_PREVIEW_VALUE}`;

const DRAWER_WIDTH = 264;

const ADMIN_NAV: ReadonlyArray<NavMenuItem> = [
  { to: paths.admin.dashboard, labelKey: "admin.dashboard", icon: DashboardOutlinedIcon },
  { to: paths.admin.insights, labelKey: "admin.insights", icon: InsightsOutlinedIcon },
  { to: paths.admin.products, labelKey: "admin.products", icon: Inventory2OutlinedIcon },
  { to: paths.admin.orders, labelKey: "admin.orders", icon: ReceiptLongOutlinedIcon },
  { to: paths.admin.production, labelKey: "admin.production", icon: EventNoteOutlinedIcon },
  { to: paths.admin.promotions, labelKey: "admin.promotions", icon: LocalOfferOutlinedIcon },
  { to: paths.admin.customers, labelKey: "admin.customers", icon: PeopleAltOutlinedIcon },
  { to: paths.admin.giftCards, labelKey: "admin.giftCards", icon: RedeemOutlinedIcon },
  { to: paths.admin.features, labelKey: "admin.features", icon: ViewCarouselOutlinedIcon },
  { to: paths.admin.settings, labelKey: "admin.settings", icon: SettingsOutlinedIcon },
];

/** The admin area: a side menu (a drawer below `lg`), a top bar with language and Logout. */
export function AdminLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { logout, isPending } = useLogoutAction();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  const pending = usePendingScreen();

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <SkipLink />
      <Drawer
        variant="permanent"
        anchor="left"
        sx={{
          display: { xs: "none", lg: "block" },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          "& .MuiDrawer-paper": { width: DRAWER_WIDTH, boxSizing: "border-box", border: 0 },
        }}
        slotProps={{ paper: { sx: sidePaperSx } }}
      >
        <AdminSideMenu />
      </Drawer>
      <Drawer
        variant="temporary"
        anchor="left"
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{ display: { lg: "none" } }}
        slotProps={{
          paper: { role: "dialog", "aria-modal": true, "aria-label": t("admin.menu"), sx: { ...sidePaperSx, width: DRAWER_WIDTH, maxWidth: "85vw" } },
        }}
      >
        <AdminSideMenu onNavigate={() => setMenuOpen(false)} />
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <AppBar
          position="sticky"
          sx={{ bgcolor: alpha(brand.cream, 0.94), backdropFilter: "blur(10px)", borderBottom: 1, borderColor: "divider", color: "primary.main" }}
        >
          <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 68 }, px: { xs: 1, sm: 2, md: 3 } }}>
            <IconButton
              aria-label={t("nav.openMenu")}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              color="inherit"
              sx={{ display: { lg: "none" } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography
              component="p"
              noWrap
              // On a phone the menu drawer carries the panel's name; cut to "ניהול ה…" it only looked broken.
              sx={{ display: { xs: "none", sm: "block" }, fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 600, fontSize: "1.2rem", minWidth: 0 }}
            >
              {t("admin.panel")}
            </Typography>
            <Box sx={{ flex: 1 }} />
            <LanguageSwitcher />
            {/* A new tab that shows the shop as a guest sees it: see shared/api/guestPreview.ts. */}
            {/* describeChild: the hint describes the button, its name stays the words on it. */}
            <Tooltip title={t("admin.viewShopHint")} describeChild>
              <Button
                component="a"
                href={VIEW_SHOP_HREF}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                color="inherit"
                data-testid="view-shop"
                startIcon={<OpenInNewIcon />}
                sx={{ whiteSpace: "nowrap", minWidth: 0, px: { xs: 1, sm: 2 }, "& .MuiButton-startIcon": { mx: { xs: 0, sm: undefined } } }}
              >
                <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
                  {t("admin.viewShop")}
                </Box>
                <Box component="span" sx={{ display: { xs: "inline", sm: "none" }, ...VISUALLY_HIDDEN }}>
                  {t("admin.viewShop")}
                </Box>
              </Button>
            </Tooltip>
            <Button
              onClick={() => void logout()}
              disabled={isPending}
              variant="contained"
              startIcon={<DirectionalIcon icon={LogoutIcon} />}
              sx={{ whiteSpace: "nowrap" }}
            >
              {t("admin.logout")}
            </Button>
          </Toolbar>
        </AppBar>
        <Box component="main" id="main-content" ref={main} tabIndex={-1} {...pending} sx={[{ flex: 1, p: { xs: 2, sm: 3, md: 5 }, outline: "none" }, pendingScreenSx]}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

const sidePaperSx = {
  bgcolor: brand.cocoaDark,
  [FOCUS_RING_VARIABLE]: brand.goldLight,
  color: brand.cream,
  backgroundImage: `radial-gradient(circle at 0% 0%, rgba(184, 137, 60, 0.18), transparent 40%)`,
} as const;

function AdminSideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <Box sx={{ px: 2.5, py: 2.5 }}>
        <BrandLogo to={paths.admin.dashboard} tone="light" onClick={onNavigate} />
        <Typography variant="overline" component="p" sx={{ mt: 1, color: "rgba(251, 246, 238, 0.6)", lineHeight: 1.6 }}>
          {t("admin.panel")}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t("admin.menu")}>
        <NavMenuList
          items={ADMIN_NAV}
          onNavigate={onNavigate}
          listSx={{ px: 1.5 }}
          iconSx={{ color: "inherit" }}
          itemSx={{
            color: "rgba(251, 246, 238, 0.82)",
            "&:hover": { bgcolor: "rgba(255, 255, 255, 0.07)" },
            "&[aria-current='page']": { bgcolor: "rgba(217, 181, 107, 0.16)", color: brand.goldLight, fontWeight: 700 },
          }}
        />
      </Box>
    </Box>
  );
}

export default AdminLayout;
