import type { UserRole } from "@contracts";
import { paths } from "@/config/paths";

/** What the access rules need to know about the visitor. */
export interface AccessSession {
  isAuthenticated: boolean;
  user: { role: UserRole } | null;
}

export interface RouteRedirect {
  /** Where to send the visitor (always with history replace). */
  to: string;
  /** Remember the requested page (location state `from`) so login can return to it. */
  rememberFrom: boolean;
}

/** Shop pages only a signed-in visitor may open (spec section 6). */
const SIGNED_IN_SHOP_PAGES = new Set([
  paths.shop.checkout,
  paths.shop.account,
  paths.shop.paypalReturn,
  paths.shop.paymentSuccess,
  // An order's receipt (issue 37).
  paths.shop.orders,
]);

const AUTH_PAGES = new Set<string>([paths.auth.login, paths.auth.register]);

/**
 * Pages everyone may open, signed in or not: asking for a reset link, and the page of the emailed
 * account links (a link is opened wherever the email is read, by a guest or in a signed-in browser).
 */
const OPEN_ACCOUNT_PAGES = new Set<string>([paths.auth.forgotPassword, paths.auth.action]);

/**
 * Matches React Router's own matching: case-insensitive, decoded, without a trailing slash or
 * doubled slashes, so `/SHOP/Account/` is judged like `/shop/account`.
 */
export function normalizePathname(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // keep the raw pathname when it is not valid percent-encoding
  }
  const collapsed = `/${decoded.toLowerCase().split("/").filter(Boolean).join("/")}`;
  return collapsed;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isShopPath(pathname: string): boolean {
  return isUnder(normalizePathname(pathname), "/shop");
}

export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.has(normalizePathname(pathname));
}

function isSignedInShopPage(pathname: string): boolean {
  for (const page of SIGNED_IN_SHOP_PAGES) if (isUnder(pathname, page)) return true;
  return false;
}

function isAdmin(session: AccessSession): boolean {
  return session.isAuthenticated && session.user?.role === "admin";
}

/** Where a visitor of this kind starts: the dashboard for admins, the shop home for everyone else. */
export function homeFor(session: AccessSession): string {
  return isAdmin(session) ? paths.admin.dashboard : paths.shop.home;
}

/**
 * The redirect rules of spec sections 2 and 6, as one pure function: `null` means "show the page".
 *
 * - `/` → `/admin/dashboard` for admins, `/shop/home` for everyone else.
 * - Login and register are for guests; a signed-in visitor goes to `from` (when it is a page they
 *   may open) or to their home.
 * - Guests: checkout, account, paypal-return and payment-success → login, remembering the page;
 *   any other non-shop page except login and register → login too.
 * - Signed-in non-admins: any path containing "admin" → `/unauth-page`.
 * - Admins: any `/shop` path → `/admin/dashboard`.
 */
export function resolveRouteAccess(
  pathname: string,
  session: AccessSession,
  options: { from?: string | null } = {},
): RouteRedirect | null {
  const path = normalizePathname(pathname);

  if (path === "/") return { to: homeFor(session), rememberFrom: false };
  if (OPEN_ACCOUNT_PAGES.has(path)) return null;

  if (!session.isAuthenticated) {
    if (AUTH_PAGES.has(path)) return null;
    if (isUnder(path, "/shop")) {
      return isSignedInShopPage(path) ? { to: paths.auth.login, rememberFrom: true } : null;
    }
    // Remember admin pages too, so an admin who was sent to sign in lands where they were going.
    return { to: paths.auth.login, rememberFrom: path.includes("admin") };
  }

  if (AUTH_PAGES.has(path)) {
    const from = options.from;
    const canReturn =
      typeof from === "string" &&
      from.startsWith("/") &&
      !from.startsWith("//") &&
      !AUTH_PAGES.has(normalizePathname(from.split(/[?#]/)[0] ?? "")) &&
      resolveRouteAccess(from.split(/[?#]/)[0] ?? "/", session) === null;
    return { to: canReturn ? from : homeFor(session), rememberFrom: false };
  }

  if (isAdmin(session)) {
    return isUnder(path, "/shop") ? { to: paths.admin.dashboard, rememberFrom: false } : null;
  }

  return path.includes("admin") ? { to: paths.unauth, rememberFrom: false } : null;
}
