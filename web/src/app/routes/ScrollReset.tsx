import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/**
 * A navigation's `state` that keeps the position: a change of the address that is not a new page
 * (the product page's chosen variant). What the data router's `preventScrollReset` said.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) => typeof state === "object" && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/**
 * A page the shopper goes to (a link, a redirect) starts at its top, or at its `#hash`; Back and
 * Forward (POP) leave the position to the browser, which restores it. What the data router's
 * ScrollRestoration did for the shop, without the data router (app/router.tsx says why).
 */
export function ScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === "POP" || keepsScroll(location.state)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Once per navigation: the key is new for every one, the hash and type come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
