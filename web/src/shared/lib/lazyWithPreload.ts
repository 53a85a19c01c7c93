import { lazy, useState, type ComponentType, type LazyExoticComponent } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * A component loaded with React.lazy when first rendered (a page, or a part of the screen closed at
 * first paint: a drawer, a menu, a toast), so its modules stay out of every page's first load.
 * `preload()` starts the download early: from the hover or focus of the link or button that shows it.
 *
 * Once loaded, it renders at once: React.lazy otherwise suspends at least once even for a module that
 * has arrived (a resolved promise still answers a tick later), which in a navigation left the old
 * screen showing under the new address for that moment. A thenable that answers synchronously is
 * taken as resolved by React's lazy (react.production.js, lazyInitializer).
 *
 * `chunk`, for a storefront page: the name the build gives the page's chunk (its module's file name),
 * so the server's HTML can name the page's code for the browser to fetch at once (entry-server.tsx).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<Loaded<P>>,
  chunk?: string,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void>; chunk?: string } {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed download (offline, a new deploy) is tried again next time
        throw error;
      },
    ));
  const component = lazy((): Promise<Loaded<P>> => {
    if (!loaded) return start();
    const module = loaded;
    return { then: (resolve: (value: Loaded<P>) => void) => resolve(module) } as Promise<Loaded<P>>;
  });
  return Object.assign(component, { preload: () => start().then(() => undefined, () => undefined), chunk });
}

/**
 * True from the first time `open` is true: a lazily loaded panel is rendered from then on, closed
 * too, so it keeps its closing transition and does not load before anyone asked for it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
