import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import { Suspense, useRef } from "react";
import { Outlet } from "react-router-dom";
import { lazyWithPreload } from "@/shared/lib/lazyWithPreload";
import { HydrateOnView, PageFallback } from "@/shared/ui";
import { pendingScreenSx, usePendingScreen } from "@/app/providers/ShopBrowserRouter";
import { GuestPreviewNotice } from "../components/GuestPreviewNotice";
import { SkipLink } from "../components/SkipLink";
import { useFocusOnNavigate } from "../components/useFocusOnNavigate";
import { SHOP_HEADER_HEIGHT, ShopHeader } from "./ShopHeader";

// The footer's code (its icons, links and contact lines) is fetched once the footer comes near the
// screen, like its hydration: below the fold on every page, it is not a page's first load.
const ShopFooter = lazyWithPreload(() => import("./ShopFooter").then((module) => ({ default: module.ShopFooter })));

/** The storefront: fixed header, the page, footer. */
export function ShopLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  const pending = usePendingScreen();
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <SkipLink />
      <ShopHeader />
      <Box
        component="main"
        id="main-content"
        ref={main}
        tabIndex={-1}
        sx={{
          flex: 1,
          // The page fills the screen before its content arrives, so the footer starts below the fold
          // instead of sitting under the header and jumping down (a layout shift on every first load).
          minHeight: "100vh",
          pt: { xs: `${SHOP_HEADER_HEIGHT.xs}px`, md: `${SHOP_HEADER_HEIGHT.md}px` },
          outline: "none",
        }}
      >
        <GuestPreviewNotice />
        <Container maxWidth="lg" {...pending} sx={[{ py: { xs: 3, sm: 4, md: 6 } }, pendingScreenSx]}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      {/* Below the fold on every page: React's once it comes near (HydrateOnView), not while the page starts. */}
      <HydrateOnView>
        <ShopFooter />
      </HydrateOnView>
    </Box>
  );
}

export default ShopLayout;
