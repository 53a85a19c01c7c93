import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router-dom";

/** How long to wait for a lazily loaded page to render its heading before settling for the landmark. */
const HEADING_WAIT_MS = 2000;

/**
 * After a route change (not the first load), moves keyboard and screen-reader focus to the new
 * page's main heading, or to the main landmark when the page has none: otherwise focus stays on
 * the link just used (often in a closed menu) or falls to the top of the document.
 * Only the path counts: a new `?tab=` or search keyword is the same page.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const container = main.current;
    if (!container) return;

    const focusHeading = () => {
      const heading = container.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
      return true;
    };
    let focused = focusHeading();

    // The page is a lazy chunk, and its heading may be rendered again as its data arrive (which
    // drops focus to <body>): for a short while, focus the heading whenever focus is nowhere.
    const observer = new MutationObserver(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!focused || lost) focused = focusHeading() || focused;
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!focused) container.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
