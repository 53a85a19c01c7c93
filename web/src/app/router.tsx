import { Suspense, useMemo } from "react";
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { AuthLayout } from "./layouts/AuthLayout";
import { ShopLayout } from "./layouts/shop/ShopLayout";
import { AppRoot } from "./routes/AppRoot";
import { NotFoundPage } from "./routes/NotFoundPage";
import { RouteErrorBoundary } from "./routes/RouteErrorBoundary";
import { UnauthPage } from "./routes/UnauthPage";
import { notFoundStatus, settingsOnly, type ServerRenderHandle } from "./routes/serverRender";
import { prefetchHome } from "./routes/home/prefetch";
import { prefetchListing } from "./routes/listing/prefetch";
import { prefetchProduct } from "./routes/product/prefetch";
import { prefetchSearch } from "./routes/search/prefetch";
import { giftCardBalanceMeta, giftCardPurchaseMeta } from "./routes/gift-cards/giftCardMeta";
import { productBySlugQuery } from "@/features/products";
import { MatchedRoutesContext, homePageMeta, privatePageMeta, productRouteMeta, storefrontPageMeta, type RouteMeta, type RouteMetaHandle } from "@/shared/seo";
import { withTexts } from "@/shared/i18n";
import { lazyWithPreload } from "@/shared/lib/lazyWithPreload";
import { FullPageSkeleton } from "@/shared/ui";

// Every page is its own lazy chunk; the layouts around them ship with the entry. A storefront page names
// its chunk, so the server's HTML lists that chunk's files for the browser to fetch at once. A page's chunk is
// fetched ahead when a link to it is pointed at, focused or touched (`preloadScreen`), and the sign-in
// screens fetch each other's while one is shown: a navigation then finds the next screen loaded.
const LoginPage = lazyWithPreload(() => withTexts(["account"], import("@/features/auth/components/LoginPage")));
const RegisterPage = lazyWithPreload(() => withTexts(["account"], import("@/features/auth/components/RegisterPage")));
const ForgotPasswordPage = lazyWithPreload(() => withTexts(["account"], import("@/features/email-actions/components/ForgotPasswordPage")));
const EmailActionPage = lazyWithPreload(() => withTexts(["account"], import("@/features/email-actions/components/EmailActionPage")));
const HomePage = lazyWithPreload(() => import("./routes/home/HomePage"), "HomePage");
const ListingPage = lazyWithPreload(() => import("./routes/listing/ListingPage"), "ListingPage");
const CheckoutPage = lazyWithPreload(() => withTexts(["account"], import("./routes/checkout/CheckoutPage")));
const AccountPage = lazyWithPreload(() => withTexts(["account"], import("./routes/account/AccountPage")));
// Its story is a text pack of its own (shared/i18n/textPacks.ts), loaded with the page, not with every page.
const AboutPage = lazyWithPreload(() => withTexts(["about"], import("@/features/about/components/AboutPage")), "AboutPage");
const ContactPage = lazyWithPreload(() => import("@/features/contact/components/ContactPage"), "ContactPage");
const SearchPage = lazyWithPreload(() => import("./routes/search/SearchPage"), "SearchPage");
const ProductPage = lazyWithPreload(() => import("./routes/product/ProductPage"), "ProductPage");
const PaypalReturnPage = lazyWithPreload(() => withTexts(["account"], import("@/features/orders/components/PaypalReturnPage")));
const PaymentSuccessPage = lazyWithPreload(() => withTexts(["account"], import("@/features/orders/components/PaymentSuccessPage")));
// The gift-card pages (issue 36): not rendered by the server; each its own chunk, with the account pack.
const GiftCardPurchasePage = lazyWithPreload(() => withTexts(["account"], import("./routes/gift-cards/GiftCardPurchaseRoute")));
const GiftCardBalancePage = lazyWithPreload(() => withTexts(["account"], import("@/features/gift-cards/components/GiftCardBalancePage")));

// The whole admin area (layout and screens) is ONE chunk, imported only when an admin route renders
// — after the guard let the visitor through, so shoppers never download it.
const adminArea = () => withTexts(["account", "admin"], import("./routes/adminArea"));
const AdminLayout = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminLayout })));
const AdminDashboardPage = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminDashboardPage })));
const AdminProductsPage = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminProductsPage })));
const AdminOrdersPage = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminOrdersPage })));
const AdminCustomersPage = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminCustomersPage })));
const AdminFeaturesPage = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminFeaturesPage })));
const AdminSettingsPage = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminSettingsPage })));
const AdminGiftCardsPage = lazyWithPreload(() => adminArea().then((m) => ({ default: m.AdminGiftCardsPage })));
// The Production screen (the coming days' agenda, printable): a chunk of its own beside the admin area's.
const AdminProductionPage = lazyWithPreload(() => withTexts(["account", "admin"], import("@/features/admin-production")).then((m) => ({ default: m.AdminProductionPage })));
// The Insights screen (issue 37): a chunk of its own with @mui/x-charts, which nothing else loads.
const AdminInsightsPage = lazyWithPreload(() => withTexts(["account", "admin"], import("@/features/admin-insights")).then((m) => ({ default: m.AdminInsightsPage })));
// The Promotions screen (codes and automatic promotions, their orders): a chunk of its own, like Production.
const AdminPromotionsPage = lazyWithPreload(() => withTexts(["account", "admin"], import("@/features/admin-promotions")).then((m) => ({ default: m.AdminPromotionsPage })));
// The packing slip is printed on its own, without the admin layout: a small chunk of its own.
const PackingSlipPage = lazyWithPreload(() => withTexts(["account", "admin"], import("@/features/orders/components/PackingSlipPage"), { everyLanguage: true }));
// A gift's card, printed on its own in the recipient's language, like the packing slip: a small chunk of its own.
const GiftCardPage = lazyWithPreload(() => withTexts(["account", "admin"], import("@/features/orders/components/AdminOrderGiftCardPage"), { everyLanguage: true }));
// An order's receipt (issue 37), printed alone like the packing slip: the shopper's in their language, the admin's in the order's.
const receiptPages = (everyLanguage: boolean) => withTexts(everyLanguage ? ["account", "admin"] : ["account"], import("@/features/orders/components/ReceiptPage"), { everyLanguage });
const ShopReceiptPage = lazyWithPreload(() => receiptPages(false).then((m) => ({ default: m.ShopReceiptPage })));
const AdminReceiptPage = lazyWithPreload(() => receiptPages(true).then((m) => ({ default: m.AdminReceiptPage })));

/** The screens one moves between while signing in (the links between them are on each). */
function preloadSignInScreens() {
  for (const screen of [LoginPage, RegisterPage, ForgotPasswordPage]) void screen.preload();
}

/** What a route's `handle` may say: its head (shared/seo `meta`), its server render (routes/serverRender.ts). */
export type RouteHandle = RouteMetaHandle & ServerRenderHandle;

/**
 * Public storefront pages are indexed in both languages and rendered by the server (`prefetch`: what
 * that render needs); every other page is named in the tab but kept out of search results.
 */
const storefront = (meta: RouteMeta, prefetch: ServerRenderHandle["prefetch"]): RouteHandle => ({ meta, prefetch });
/**
 * What each page's server render reads first: the server's alone. In the browser's build
 * `import.meta.env.SSR` is false, so this is `{}` there and the prefetchers (with the listing's
 * filters and the queries they import) stay out of every page's first load.
 */
const PREFETCH: Partial<Record<"home" | "listing" | "search" | "product" | "settingsOnly" | "notFound", ServerRenderHandle["prefetch"]>> = import.meta.env.SSR
  ? { home: prefetchHome, listing: prefetchListing, search: prefetchSearch, product: prefetchProduct, settingsOnly, notFound: notFoundStatus }
  : {};
const privatePage = (titleKey: string): RouteHandle => ({ meta: privatePageMeta(titleKey) });
const notFound: RouteHandle = { ...privatePage("errors.notFound.title"), prefetch: PREFETCH.notFound };

/** The route table (spec section 2). Access rules live in guards/routeAccess.ts. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      // The guard always redirects "/" (admins to the dashboard, everyone else to the shop home).
      { index: true, element: null },
      {
        path: "auth",
        element: <AuthLayout preload={preloadSignInScreens} />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: "login", element: <LoginPage />, handle: privatePage("auth.login.submit") },
          { path: "register", element: <RegisterPage />, handle: privatePage("auth.register.submit") },
          { path: "forgot-password", element: <ForgotPasswordPage />, handle: privatePage("passwordReset.forgot.title") },
          // The one page of every emailed account link (reset, verify, verify a changed email).
          { path: "action", element: <EmailActionPage />, handle: privatePage("verification.action.pageTitle") },
          { path: "*", element: <NotFoundPage embedded />, handle: notFound },
        ],
      },
      {
        path: "shop",
        element: <ShopLayout />,
        children: [
          { index: true, element: <Navigate to="home" replace /> },
          { path: "home", element: <HomePage />, handle: storefront(homePageMeta, PREFETCH.home) },
          { path: "listing", element: <ListingPage />, handle: storefront(storefrontPageMeta("pages.listing.title", "seo.listing"), PREFETCH.listing) },
          { path: "checkout", element: <CheckoutPage />, handle: privatePage("pages.checkout.title") },
          { path: "account", element: <AccountPage />, handle: privatePage("pages.account.title") },
          { path: "about", element: <AboutPage />, handle: storefront(storefrontPageMeta("pages.about.title", "seo.about"), PREFETCH.settingsOnly) },
          { path: "contact", element: <ContactPage />, handle: storefront(storefrontPageMeta("pages.contact.title", "seo.contact"), PREFETCH.settingsOnly) },
          // Every search collapses to one indexed page (/shop/search, the keyword dropped from its canonical URL).
          { path: "search", element: <SearchPage />, handle: storefront(storefrontPageMeta("pages.search.title"), PREFETCH.search) },
          { path: "product/:slug", element: <ProductPage />, handle: storefront(productRouteMeta((slug) => productBySlugQuery(slug).queryKey), PREFETCH.product) },
          { path: "paypal-return", element: <PaypalReturnPage />, handle: privatePage("pages.paypalReturn.title") },
          { path: "payment-success", element: <PaymentSuccessPage />, handle: privatePage("pages.paymentSuccess.title") },
          { path: "gift-cards", element: <GiftCardPurchasePage />, handle: { meta: giftCardPurchaseMeta } },
          { path: "gift-cards/balance", element: <GiftCardBalancePage />, handle: { meta: giftCardBalanceMeta } },
          { path: "*", element: <NotFoundPage embedded />, handle: notFound },
        ],
      },
      {
        path: "admin",
        element: (
          <Suspense fallback={<FullPageSkeleton />}>
            <AdminLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: "dashboard", element: <AdminDashboardPage />, handle: privatePage("admin.dashboard") },
          { path: "insights", element: <AdminInsightsPage />, handle: privatePage("admin.insights") },
          { path: "products", element: <AdminProductsPage />, handle: privatePage("admin.products") },
          { path: "orders", element: <AdminOrdersPage />, handle: privatePage("admin.orders") },
          { path: "customers", element: <AdminCustomersPage />, handle: privatePage("admin.customers") },
          { path: "features", element: <AdminFeaturesPage />, handle: privatePage("admin.features") },
          { path: "settings", element: <AdminSettingsPage />, handle: privatePage("admin.settings") },
          { path: "production", element: <AdminProductionPage />, handle: privatePage("admin.production") },
          { path: "promotions", element: <AdminPromotionsPage />, handle: privatePage("admin.promotions") },
          { path: "gift-cards", element: <AdminGiftCardsPage />, handle: privatePage("admin.giftCards") },
          { path: "*", element: <NotFoundPage embedded />, handle: notFound },
        ],
      },
      {
        // An admin page (the guard judges by the path), printed alone: a sibling of the admin layout.
        path: "admin/orders/:id/packing-slip",
        element: (
          <Suspense fallback={<FullPageSkeleton />}>
            <PackingSlipPage />
          </Suspense>
        ),
        handle: privatePage("admin.packingSlip.title"),
      },
      {
        // Beside the packing slip, printed alone on A6 (its title's key in the storefront catalogue, as the slip's).
        path: "admin/orders/:id/gift-card",
        element: (
          <Suspense fallback={<FullPageSkeleton />}>
            <GiftCardPage />
          </Suspense>
        ),
        handle: privatePage("admin.giftCard.title"),
      },
      {
        // An order's receipt, printed alone (no admin layout): a sibling of the packing slip.
        path: "admin/orders/:id/receipt",
        element: (
          <Suspense fallback={<FullPageSkeleton />}>
            <AdminReceiptPage />
          </Suspense>
        ),
        handle: privatePage("pages.receipt.title"),
      },
      {
        // The shopper's receipt, printed alone (no shop layout); the guard asks for a session (routeAccess).
        path: "shop/orders/:id/receipt",
        element: (
          <Suspense fallback={<FullPageSkeleton />}>
            <ShopReceiptPage />
          </Suspense>
        ),
        handle: privatePage("pages.receipt.title"),
      },
      { path: "unauth-page", element: <UnauthPage />, handle: privatePage("errors.unauth.title") },
      { path: "*", element: <NotFoundPage />, handle: notFound },
    ],
  },
];

/**
 * The routes of the current address, inside whichever router the caller set up: BrowserRouter in
 * the browser (App.tsx), StaticRouter on the server (entry-server.tsx), MemoryRouter in unit tests.
 *
 * The shop uses react-router's declarative mode, not its data router (createBrowserRouter): it has no
 * loaders, actions or fetchers (TanStack Query loads the data, routes' `prefetch` fills it for the
 * server render), and the data router cost every storefront page 17 KB gzip of first-load JS. What
 * the shop took from it is here: the matched routes for the head (`handle.meta`), the error page
 * (RouteErrorBoundary) and the scroll reset (routes/ScrollReset).
 */
export function AppRoutes() {
  const location = useLocation();
  const matched = useMemo(
    () => (matchRoutes(routes, location) ?? []).map((match) => ({ params: match.params, handle: match.route.handle })),
    [location],
  );
  const element = useRoutes(routes, location);
  return (
    <MatchedRoutesContext.Provider value={matched}>
      <RouteErrorBoundary locationKey={location.key}>{element}</RouteErrorBoundary>
    </MatchedRoutesContext.Provider>
  );
}

/** The build's chunk names of the lazy pages among `elements` (a match's route elements). */
export function pageChunks(elements: readonly unknown[]): string[] {
  return elements.flatMap((element) => {
    const page: unknown = (element as { type?: unknown } | undefined)?.type;
    return page && typeof page === "object" && "chunk" in page && typeof page.chunk === "string" ? [page.chunk] : [];
  });
}

/**
 * Starts loading the code of the screen at `path` (an in-app address), so following a link to it finds
 * it ready: the screens' lazy pages along the route's matches. Anything else (another site, an unknown
 * address, the admin area, which its guard loads) is left alone.
 */
export function preloadScreen(path: string): void {
  for (const match of matchRoutes(routes, path) ?? []) {
    const page: unknown = (match.route.element as { type?: unknown } | undefined)?.type;
    if (page && typeof page === "object" && "preload" in page && typeof page.preload === "function") void page.preload();
  }
}
