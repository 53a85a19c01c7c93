import { ownedByReact } from "@/shared/ui/HydrateOnView";

/**
 * When a server-rendered page is wholly React's. Hydration goes boundary by boundary: the root's
 * effects run before the page inside ShopLayout's Suspense boundary is hydrated, so a change made
 * from them (the shopper's stored language) reached that page mid-hydration, and React threw the
 * server's HTML away (a text mismatch, error #418).
 */

/** Elements the server puts in #root that React never owns: its own image preloads, inline data. */
const NOT_REACTS = "link, meta, script, style, template, noscript";


/** Whether React owns every element of `root` (the same mark index.html's keeper reads). */
export function isFullyHydrated(root: Element): boolean {
  for (const element of root.querySelectorAll("*")) {
    if (!element.matches(NOT_REACTS) && !ownedByReact(element)) return false;
  }
  return true;
}

/** Calls `then` once React owns all of `root`, looking every `every` ms; after `atMost` ms it calls it anyway. */
export function whenHydrated(root: Element, then: () => void, { every = 100, atMost = 10_000 } = {}): void {
  const started = Date.now();
  const look = () => {
    if (isFullyHydrated(root) || Date.now() - started >= atMost) then();
    else setTimeout(look, every);
  };
  look();
}
