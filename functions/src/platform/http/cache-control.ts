/**
 * Who may keep an API answer, and for how long. Every /api answer is `private, no-store` unless its
 * route names a shared lifetime (`route(entry, handler, { cache })`), which applies to its success
 * answers only: errors stay `no-store`.
 *
 * A shared lifetime is for answers that do not depend on the session, so a guest and a signed-in
 * shopper may get the same copy: the shop's settings, banners, listing, search and product details
 * (none of them reads the session). Cart, account, orders, admin and check-auth keep the default.
 * `max-age=0`: browsers ask again each time (a 304 on an unchanged ETag; browsers also honour
 * `stale-while-revalidate`, so the SPA's client asks with `cache: "no-cache"`); `s-maxage`: Firebase
 * Hosting's CDN answers from its copy for that long, then `stale-while-revalidate` more while it
 * fetches a new one. The CDN keys its copies by URL (query included) and the `Vary` headers
 * (Accept-Language, Accept-Encoding), so each language and encoding has its own.
 */
import type { RequestHandler } from "express";

export const NO_STORE = "private, no-store";

export const SHARED_CACHE = {
  /**
   * Settings and banners: an admin's save reaches shoppers within a minute or so (this, plus the
   * settings cache of each functions instance, 30 s), and the CDN answers everyone else.
   */
  shop: "public, max-age=0, s-maxage=60, stale-while-revalidate=120",
  /**
   * Listing, search and product details: as long as the server-rendered pages that embed them
   * (storefront/page.ts). A stale stock figure is harmless: the cart and checkout read the stock.
   */
  catalog: "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
} as const;

export type SharedCache = (typeof SHARED_CACHE)[keyof typeof SHARED_CACHE];

/** The default of every /api answer; routes with a shared lifetime replace it on success. */
export const noStoreByDefault: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", NO_STORE);
  next();
};
