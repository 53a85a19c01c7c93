import { useSession } from "@/shared/session";
import { PageMetaHead } from "@/shared/seo";
import { useShopSettingsQuery } from "@/shared/settings";
import { FullPageSkeleton } from "@/shared/ui";
import { RouteGuard } from "../guards/RouteGuard";
import { ScrollReset } from "./ScrollReset";
import { SettingsErrorPage } from "./SettingsErrorPage";

/**
 * Start-up: the auth check and the public settings load together; a full-page skeleton shows until
 * both have answered; a settings failure shows the full-page error. Then every route goes through
 * the guard.
 */
export function AppRoot() {
  const session = useSession();
  const settings = useShopSettingsQuery();
  const head = <PageMetaHead settings={settings.data} />;

  if (settings.isError) return <SettingsErrorPage />;
  if (session.isPending || settings.isPending) return <>{head}<FullPageSkeleton /></>;
  return (
    <>
      {head}
      <ScrollReset />
      <RouteGuard />
    </>
  );
}
