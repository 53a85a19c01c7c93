import { useEffect } from "react";
import { ScrollRestoration } from "react-router-dom";
import type { ShopSettings } from "@contracts";
import { useSession } from "@/shared/session";
import { useShopSettingsQuery } from "@/shared/settings";
import { FullPageSkeleton } from "@/shared/ui";
import { RouteGuard } from "../guards/RouteGuard";
import { SettingsErrorPage } from "./SettingsErrorPage";
import { usePageTitle } from "./pageTitle";

/**
 * Start-up: the auth check and the public settings load together; a full-page skeleton shows until
 * both have answered; a settings failure shows the full-page error. Then every route goes through
 * the guard.
 */
export function AppRoot() {
  const session = useSession();
  const settings = useShopSettingsQuery();
  useDocumentMeta(settings.data);
  usePageTitle(settings.data);

  if (settings.isError) return <SettingsErrorPage />;
  if (session.isPending || settings.isPending) return <FullPageSkeleton />;
  return (
    <>
      <ScrollRestoration />
      <RouteGuard />
    </>
  );
}

/** The description follows the shop's SEO settings (the title follows the route: pageTitle.ts). */
function useDocumentMeta(settings: ShopSettings | undefined) {
  const description = settings?.seoSettings?.metaDescription;
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [description]);
}
