// The brand serif for headings, self-hosted (same origin, so the CSP allows it; font-display: swap).
// Frank Ruhl Libre has Latin and Hebrew drawn together, so both languages' headings match. Only the
// weight the headings use (600) and the two subsets the shop shows are bundled.
import "@fontsource/frank-ruhl-libre/latin-600.css";
import "@fontsource/frank-ruhl-libre/hebrew-600.css";

/**
 * The app starts in three stages, each an `import()` whose new modules the browser evaluates in one
 * task: the libraries (React, the router, TanStack Query, i18next), MUI's styling engine, then the
 * shop. Evaluated at once they were the longest task of a storefront page's start, 190-250 ms at a
 * phone's 4x slower CPU; between the stages the browser paints and answers a tap. index.html preloads
 * every stage's modules (vite.config.ts, `preloadStages`), so no stage waits for the network.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void import("./app/boot/libraries")
  .then(nextTask)
  .then(() => import("./app/boot/styling"))
  .then(nextTask)
  .then(() => import("./app/boot/start"))
  .then(({ startApp }) => startApp());
