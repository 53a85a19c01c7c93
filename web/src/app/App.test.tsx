import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CURRENT_ORDER_STORAGE_KEY, DEFAULT_SHOP_SETTINGS } from "@contracts";
import { i18n } from "@/shared/i18n";
import { ADMIN, SHOPPER, deferred, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

describe("start-up", () => {
  it("shows a skeleton until both the auth check and the settings have answered", async () => {
    const settings = deferred<Response>();
    fakeApi({ routes: { "GET /api/common/settings/get": () => settings.promise } });
    renderApp("/shop/home");
    // The skeleton's drawing loads when first needed (shared/ui/FullPageSkeleton).
    expect(await screen.findByRole("status")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    settings.resolve(jsonResponse({ success: true, data: DEFAULT_SHOP_SETTINGS }));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
  });

  it("shows the full-page settings error with a Retry button when the settings fail", async () => {
    fakeApi({ settingsStatus: 500 });
    renderApp("/shop/home");
    expect(await screen.findByRole("heading", { name: "Failed to Load Application Settings" })).toBeInTheDocument();
    expect(screen.getByText("Unable to connect to the server. Please try again later.")).toBeInTheDocument();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalled();
  });

  it("asks check-auth with no caching", async () => {
    const fetch = fakeApi();
    renderApp("/shop/home");
    await screen.findByRole("heading", { level: 1, name: "Home" });
    const check = fetch.mock.calls.find(([url]) => url === "/api/auth/check-auth") as unknown as [string, RequestInit];
    expect(check[1].cache).toBe("no-store");
  });
});

describe("routes", () => {
  it("sends a guest from / to the shop home, with header and footer", async () => {
    fakeApi();
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shop/home");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth/login");
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(DEFAULT_SHOP_SETTINGS.contactInfo.email);
    expect(footer).toHaveTextContent(DEFAULT_SHOP_SETTINGS.contactInfo.address);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Cocoa Atelier`);
    expect(screen.getAllByRole("link", { name: /Call us/ })[0]).toHaveAttribute("href", "tel:+12125550147");
  });

  it("sends an admin from / and from the shop to the dashboard", async () => {
    fakeApi({ user: ADMIN });
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    await router.navigate("/shop/home");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/dashboard"));
  });

  it("sends a signed-in shopper from the admin area to the unauthorised page", async () => {
    fakeApi({ user: SHOPPER });
    const { router } = renderApp("/admin/products");
    expect(await screen.findByText("You don't have access to view this page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/unauth-page");
  });

  it("shows the not-found page for an unknown path", async () => {
    fakeApi();
    renderApp("/shop/no-such-chocolate");
    expect(await screen.findByText("Page doesn't exist")).toBeInTheDocument();
  });

  it.each([
    ["/shop/listing", "Products"],
    ["/shop/about", "About"],
    ["/shop/contact", "Contact"],
    ["/shop/search", "Search"],
  ])("shows %s to guests with its title", async (path, title) => {
    fakeApi();
    renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
  });

  it("shows the payment pages to a signed-in shopper", async () => {
    const capture = deferred<Response>();
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-1");
    fakeApi({ user: SHOPPER, routes: { "POST /api/shop/order/capture": () => capture.promise } });
    const { router } = renderApp("/shop/paypal-return?paymentId=PAY-1&PayerID=PAYER-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Processing Paypal Payment..." })).toBeInTheDocument();
    await router.navigate("/shop/payment-success");
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View orders" })).toHaveAttribute("href", "/shop/account?tab=orders");
  });
});

describe("shop header", () => {
  it("shows the signed-in shopper's menu and logs out", async () => {
    fakeApi({
      user: SHOPPER,
      routes: { "POST /api/auth/logout": () => jsonResponse({ success: true, message: "Logged out successfully!" }) },
    });
    renderApp("/shop/home");
    fireEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    const menu = await screen.findByRole("menu"); // loaded when first opened
    expect(within(menu).getByText("Noa Newcomer")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Account" })).toHaveAttribute("href", "/shop/account");
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Logout" }));

    await waitFor(() => expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("switches to Hebrew: right to left, translated, remembered, without a reload", async () => {
    fakeApi();
    renderApp("/shop/home");
    await screen.findByRole("heading", { level: 1, name: "Home" });
    fireEvent.click(screen.getAllByRole("button", { name: "Change language" })[0]!);
    fireEvent.click(await screen.findByRole("menuitem", { name: "עברית" })); // loaded when first opened

    expect(await screen.findByRole("heading", { level: 1, name: "דף הבית" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "he");
    expect(window.localStorage.getItem("i18nextLng")).toBe("he");
    expect(screen.getAllByRole("button", { name: "שינוי שפה" }).length).toBeGreaterThan(0);
    // The RTL emotion cache is in use: its styles carry the "muirtl" key.
    expect(document.querySelector("style[data-emotion^='muirtl']")).not.toBeNull();
    await i18n.changeLanguage("en");
  });

  it("has a hamburger drawer with the menu; picking a language there closes it", async () => {
    fakeApi();
    renderApp("/shop/home");
    fireEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByRole("link", { name: "Products" })).toHaveAttribute("href", "/shop/listing");
    expect(within(drawer).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/register");
    fireEvent.click(within(drawer).getByRole("button", { name: /^Change language/ }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "עברית" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    await i18n.changeLanguage("en");
  });

  it("opens the cart sheet, empty for a new guest", async () => {
    fakeApi();
    renderApp("/shop/home");
    fireEvent.click(await screen.findByRole("button", { name: /^Cart\b/ }));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
  });
});

describe("page titles", () => {
  it("names each page in the browser tab, in the page's language, and follows navigation", async () => {
    fakeApi();
    const { router } = renderApp("/shop/listing");
    await waitFor(() => expect(document.title).toBe("Products · Cocoa Atelier"));
    await router.navigate("/auth/login");
    await waitFor(() => expect(document.title).toBe("Sign in · Cocoa Atelier"));
    await router.navigate("/shop/nowhere");
    await waitFor(() => expect(document.title).toBe("Page doesn't exist · Cocoa Atelier"));

    await i18n.changeLanguage("he");
    await waitFor(() => expect(document.title).toBe(`${i18n.t("errors.notFound.title")} · Cocoa Atelier`));
    await router.navigate("/shop/listing");
    await waitFor(() => expect(document.title).toBe(`${i18n.t("pages.listing.title")} · Cocoa Atelier`));
    expect(document.title).toMatch(/[֐-׿]/);
    await router.navigate("/shop/home");
    await waitFor(() => expect(document.title).toBe(`Cocoa Atelier · ${i18n.t("app.tagline")}`));
    await i18n.changeLanguage("en");
  });

  it("keeps the owner's SEO meta title for the English home page", async () => {
    fakeApi();
    renderApp("/shop/home");
    await waitFor(() => expect(document.title).toBe(DEFAULT_SHOP_SETTINGS.seoSettings.metaTitle));
  });

  it("names the admin screens", async () => {
    fakeApi({ user: ADMIN });
    const { router } = renderApp("/admin/orders");
    await waitFor(() => expect(document.title).toBe("Orders · Cocoa Atelier"));
    await router.navigate("/admin/settings");
    await waitFor(() => expect(document.title).toBe("Settings · Cocoa Atelier"));
  });
});
