import { lazy, useState, type ComponentType, type LazyExoticComponent } from "react";

/**
 * A part of the screen that is closed at first paint (a drawer, a menu, a toast), loaded with
 * React.lazy when first shown, so its MUI modules stay out of every page's first load. `preload()`
 * starts the download early, from the hover or focus of the button that opens it.
 */
export function lazyPanel<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(lazy(start), { preload: () => void start() });
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
