import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router-dom";
import { paths } from "@/config/paths";
import { brand } from "@/app/providers/theme";
import { ChocolateIcon, LanguageSwitcher, PageFallback } from "@/shared/ui";
import { BrandLogo } from "./components/BrandLogo";
import { pendingScreenSx, usePendingScreen } from "@/app/providers/ShopBrowserRouter";

/**
 * The two-column shell of the login and register screens: a black welcome panel on large screens
 * only, beside the form. The panel sits on the start side, so it mirrors in Hebrew. `preload` fetches
 * the other sign-in screens once the browser is idle, so moving between them never waits.
 */
export function AuthLayout({ preload }: { preload?: () => void }) {
  const { t } = useTranslation();
  const pending = usePendingScreen();
  useEffect(() => {
    if (!preload) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => preload());
    return () => cancel(handle);
  }, [preload]);
  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <Box
        sx={{
          display: { xs: "none", lg: "flex" },
          width: "50%",
          flexShrink: 0,
          position: "relative",
          overflow: "hidden",
          alignItems: "center",
          justifyContent: "center",
          px: 10,
          bgcolor: "#000",
          color: brand.cream,
          backgroundImage: `radial-gradient(circle at 20% 20%, rgba(184, 137, 60, 0.22), transparent 45%), radial-gradient(circle at 85% 80%, rgba(166, 30, 77, 0.18), transparent 50%)`,
        }}
      >
        <Box sx={{ maxWidth: 460, position: "relative" }}>
          <ChocolateIcon sx={{ fontSize: 56, color: "secondary.main", mb: 3 }} />
          <Typography
            component="h2"
            variant="h1"
            sx={{ fontSize: "3rem", lineHeight: 1.1, color: brand.cream, letterSpacing: "-0.015em" }}
          >
            {t("auth.panel.title")}
          </Typography>
          <Box aria-hidden sx={{ width: 64, height: 3, bgcolor: "secondary.main", borderRadius: 2, my: 3 }} />
          <Typography sx={{ color: "rgba(251, 246, 238, 0.75)", fontSize: "1.1rem" }}>{t("auth.panel.subtitle")}</Typography>
        </Box>
      </Box>

      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Box
          component="header"
          sx={{ display: "flex", alignItems: "center", gap: 1, px: { xs: 2, sm: 4 }, py: 2 }}
        >
          <BrandLogo to={paths.shop.home} />
          <Box sx={{ flex: 1 }} />
          <LanguageSwitcher color="primary" />
        </Box>
        <Box
          component="main"
          id="main-content"
          sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center", px: 2, py: { xs: 4, md: 8 } }}
        >
          <Box {...pending} sx={[{ width: "100%", maxWidth: 420 }, pendingScreenSx]}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

export default AuthLayout;
