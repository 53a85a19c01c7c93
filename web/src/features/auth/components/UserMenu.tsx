import IconButton from "@mui/material/IconButton";
import { Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentSession } from "@/shared/session";
import { Initial } from "@/shared/ui";
import { lazyWithPreload, useOpenedOnce } from "@/shared/lib/lazyWithPreload";
import { useLogoutAction } from "../hooks/useLogoutAction";

const UserMenuPanel = lazyWithPreload(() => import("./UserMenuPanel"));

/**
 * The signed-in shopper's avatar button opening the account menu (welcome line, Account, Logout),
 * which loads when first opened (fetched ahead on hover or focus); the button's hint is its `title`.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useCurrentSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const menuWanted = useOpenedOnce(Boolean(anchor));
  // Here, not in the lazy panel: the logout outlives the menu that started it.
  const { logout, isPending } = useLogoutAction();
  if (!user) return null;

  const initial = user.userName.trim().charAt(0).toUpperCase() || "?";

  return (
    <>
      <IconButton
        aria-label={t("header.accountMenu")}
        title={t("header.accountMenu")}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={UserMenuPanel.preload}
        onFocus={UserMenuPanel.preload}
        sx={{ p: 0.5 }}
      >
        <Initial letter={initial} size={34} sx={{ color: "secondary.light", fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700 }} />
      </IconButton>
      {menuWanted && (
        <Suspense fallback={null}>
          <UserMenuPanel
            id={menuId}
            anchor={anchor}
            userName={user.userName}
            onClose={() => setAnchor(null)}
            onLogout={() => void logout()}
            logoutPending={isPending}
          />
        </Suspense>
      )}
    </>
  );
}
