/**
 * /robots.txt: written into the web build as a static file (web/vite.config.ts), because Cloud
 * Functions' own server answers /robots.txt with a 404 before any function sees it (so does the
 * Functions emulator), so a Hosting rewrite to the function cannot serve it. /sitemap.xml comes from
 * the function (functions/src/modules/seo).
 */

/**
 * Paths no crawler should read: the private pages and the API. Search results stay readable: every
 * search names /shop/search as its canonical page, so they collapse into one indexed page instead of
 * many thin ones (and a blocked page cannot be judged crawlable).
 */
export const ROBOTS_DISALLOWED_PATHS = [
  "/admin",
  "/api",
  "/auth",
  "/shop/checkout",
  "/shop/account",
  "/shop/paypal-return",
  "/shop/payment-success",
  "/unauth-page",
] as const;

/** robots.txt for the shop at `origin` (`https://shop.example`): the private areas out, the sitemap named. */
export function robotsTxt(origin: string): string {
  const disallowed = ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  return ["User-agent: *", ...disallowed, "Allow: /", "", `Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`, ""].join("\n");
}
