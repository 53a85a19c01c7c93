import { describe, expect, it } from "vitest";
import { homeFor, isAuthPage, isShopPath, normalizePathname, resolveRouteAccess, type AccessSession } from "./routeAccess";

const guest: AccessSession = { isAuthenticated: false, user: null };
const shopper: AccessSession = { isAuthenticated: true, user: { role: "user" } };
const admin: AccessSession = { isAuthenticated: true, user: { role: "admin" } };

const to = (target: string, rememberFrom = false) => ({ to: target, rememberFrom });

describe("resolveRouteAccess: the root", () => {
  it("sends admins to the dashboard and everyone else to the shop home", () => {
    expect(resolveRouteAccess("/", admin)).toEqual(to("/admin/dashboard"));
    expect(resolveRouteAccess("/", shopper)).toEqual(to("/shop/home"));
    expect(resolveRouteAccess("/", guest)).toEqual(to("/shop/home"));
    expect(resolveRouteAccess("", guest)).toEqual(to("/shop/home"));
  });
});

describe("resolveRouteAccess: guests", () => {
  it.each(["/shop/home", "/shop/listing", "/shop/about", "/shop/contact", "/shop/search"])(
    "may browse %s",
    (path) => expect(resolveRouteAccess(path, guest)).toBeNull(),
  );

  it("see the login and register pages", () => {
    expect(resolveRouteAccess("/auth/login", guest)).toBeNull();
    expect(resolveRouteAccess("/auth/register", guest)).toBeNull();
  });

  it.each(["/shop/checkout", "/shop/account", "/shop/paypal-return", "/shop/payment-success"])(
    "are sent to login from %s, remembering the page",
    (path) => expect(resolveRouteAccess(path, guest)).toEqual(to("/auth/login", true)),
  );

  it("are sent to login from the signed-in shop pages however the path is spelled", () => {
    for (const path of ["/shop/account/", "/SHOP/Account", "//shop//checkout", "/shop/%61ccount", "/shop/account/orders"]) {
      expect(resolveRouteAccess(path, guest)).toEqual(to("/auth/login", true));
    }
  });

  it("reach the not-found page for unknown shop paths (no redirect)", () => {
    expect(resolveRouteAccess("/shop/no-such-chocolate", guest)).toBeNull();
    expect(resolveRouteAccess("/shop", guest)).toBeNull();
  });

  it("are sent to login from admin pages, remembering the page", () => {
    expect(resolveRouteAccess("/admin/dashboard", guest)).toEqual(to("/auth/login", true));
    expect(resolveRouteAccess("/admin/products", guest)).toEqual(to("/auth/login", true));
    expect(resolveRouteAccess("/admin", guest)).toEqual(to("/auth/login", true));
  });

  it("are sent to login from every other non-shop page", () => {
    expect(resolveRouteAccess("/unauth-page", guest)).toEqual(to("/auth/login"));
    expect(resolveRouteAccess("/somewhere-else", guest)).toEqual(to("/auth/login"));
    expect(resolveRouteAccess("/auth", guest)).toEqual(to("/auth/login"));
    expect(resolveRouteAccess("/auth/forgot", guest)).toEqual(to("/auth/login"));
    expect(resolveRouteAccess("/shopping", guest)).toEqual(to("/auth/login"));
  });
});

describe("resolveRouteAccess: signed-in shoppers", () => {
  it.each([
    "/shop/home",
    "/shop/listing",
    "/shop/checkout",
    "/shop/account",
    "/shop/about",
    "/shop/contact",
    "/shop/search",
    "/shop/paypal-return",
    "/shop/payment-success",
    "/unauth-page",
    "/shop/no-such-page",
    "/no-such-page",
  ])("may open %s", (path) => expect(resolveRouteAccess(path, shopper)).toBeNull());

  it("are sent away from login and register to the shop home", () => {
    expect(resolveRouteAccess("/auth/login", shopper)).toEqual(to("/shop/home"));
    expect(resolveRouteAccess("/auth/register", shopper)).toEqual(to("/shop/home"));
  });

  it("are sent back to the page they came from after signing in", () => {
    expect(resolveRouteAccess("/auth/login", shopper, { from: "/shop/account" })).toEqual(to("/shop/account"));
    expect(resolveRouteAccess("/auth/login", shopper, { from: "/shop/checkout?step=2#pay" })).toEqual(
      to("/shop/checkout?step=2#pay"),
    );
  });

  it("are not sent back to a page they may not open, an auth page or another site", () => {
    expect(resolveRouteAccess("/auth/login", shopper, { from: "/admin/dashboard" })).toEqual(to("/shop/home"));
    expect(resolveRouteAccess("/auth/login", shopper, { from: "/auth/register" })).toEqual(to("/shop/home"));
    expect(resolveRouteAccess("/auth/login", shopper, { from: "//evil.example/x" })).toEqual(to("/shop/home"));
    expect(resolveRouteAccess("/auth/login", shopper, { from: "https://evil.example" })).toEqual(to("/shop/home"));
    expect(resolveRouteAccess("/auth/login", shopper, { from: "/" })).toEqual(to("/shop/home"));
  });

  it("are sent to the unauthorised page from any path containing 'admin'", () => {
    for (const path of ["/admin", "/admin/dashboard", "/admin/products", "/ADMIN/orders", "/shop/admin", "/x/administrator"]) {
      expect(resolveRouteAccess(path, shopper)).toEqual(to("/unauth-page"));
    }
  });
});

describe("resolveRouteAccess: admins", () => {
  it.each(["/admin/dashboard", "/admin/products", "/admin/orders", "/admin/features", "/admin/settings", "/admin/nope"])(
    "may open %s",
    (path) => expect(resolveRouteAccess(path, admin)).toBeNull(),
  );

  it("are kept out of every /shop path", () => {
    for (const path of ["/shop/home", "/shop/listing", "/shop/checkout", "/shop/account", "/shop", "/Shop/Home/", "/shop/x"]) {
      expect(resolveRouteAccess(path, admin)).toEqual(to("/admin/dashboard"));
    }
  });

  it("are sent away from login and register to the dashboard, or back to an admin page", () => {
    expect(resolveRouteAccess("/auth/login", admin)).toEqual(to("/admin/dashboard"));
    expect(resolveRouteAccess("/auth/register", admin)).toEqual(to("/admin/dashboard"));
    expect(resolveRouteAccess("/auth/login", admin, { from: "/admin/orders" })).toEqual(to("/admin/orders"));
    expect(resolveRouteAccess("/auth/login", admin, { from: "/shop/account" })).toEqual(to("/admin/dashboard"));
  });

  it("see the unauthorised and unknown pages without a redirect", () => {
    expect(resolveRouteAccess("/unauth-page", admin)).toBeNull();
    expect(resolveRouteAccess("/nowhere", admin)).toBeNull();
  });
});

describe("resolveRouteAccess: the account email pages", () => {
  it.each(["/auth/forgot-password", "/auth/action", "/Auth/Action/"])("opens %s to guests, shoppers and admins alike", (path) => {
    for (const session of [guest, shopper, admin]) expect(resolveRouteAccess(path, session)).toBeNull();
  });
});

describe("route helpers", () => {
  it("normalizes paths like the router matches them", () => {
    expect(normalizePathname("/Shop//Home/")).toBe("/shop/home");
    expect(normalizePathname("")).toBe("/");
    expect(normalizePathname("/%E0%A4%A")).toBe("/%e0%a4%a");
  });

  it("recognises shop and auth paths", () => {
    expect(isShopPath("/shop")).toBe(true);
    expect(isShopPath("/shop/home")).toBe(true);
    expect(isShopPath("/shopping")).toBe(false);
    expect(isAuthPage("/auth/login/")).toBe(true);
    expect(isAuthPage("/auth")).toBe(false);
  });

  it("gives each kind of visitor a home", () => {
    expect(homeFor(admin)).toBe("/admin/dashboard");
    expect(homeFor(shopper)).toBe("/shop/home");
    expect(homeFor(guest)).toBe("/shop/home");
    expect(homeFor({ isAuthenticated: false, user: { role: "admin" } })).toBe("/shop/home");
  });
});
