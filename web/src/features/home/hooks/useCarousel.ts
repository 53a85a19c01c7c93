import { useCallback, useEffect, useState } from "react";

/** Spec 9: the banner moves on every 15 seconds. */
export const BANNER_INTERVAL_MS = 15_000;

/**
 * Which slide shows. It moves on by itself every `intervalMs` unless `paused` (hovered, focused,
 * reduced motion); any manual move restarts the wait.
 */
export function useCarousel(count: number, { intervalMs = BANNER_INTERVAL_MS, paused = false } = {}) {
  const [index, setIndex] = useState(0);
  const safeIndex = count > 0 ? index % count : 0;

  const goTo = useCallback((next: number) => setIndex(count > 0 ? ((next % count) + count) % count : 0), [count]);
  const next = useCallback(() => setIndex((i) => (count > 0 ? (i + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((i) => (count > 0 ? (i - 1 + count) % count : 0)), [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [safeIndex, paused, count, intervalMs]);

  return { index: safeIndex, next, previous, goTo };
}

/** Swipe distance (px) that turns a touch drag into a slide change. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * A horizontal swipe of `deltaX` px as a move: dragging towards the start edge shows the next slide
 * (left in English, right in Hebrew), like turning a page.
 */
export function swipeDirection(deltaX: number, deltaY: number, rtl: boolean): "next" | "previous" | null {
  if (Math.abs(deltaX) < SWIPE_THRESHOLD_PX || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  const towardsLeft = deltaX < 0;
  return towardsLeft !== rtl ? "next" : "previous";
}
