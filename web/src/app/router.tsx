import { Suspense, lazy } from "react";
import { Navigate, createBrowserRouter, type RouteObject } from "react-router-dom";
import { AuthLayout } from "./layouts/AuthLayout";
import { ShopLayout } from "./layouts/shop/ShopLayout";
import { AppRoot } from "./routes/AppRoot";
import { NotFoundPage } from "./routes/NotFoundPage";
import { RouteErrorPage } from "./routes/RouteErrorPage";
import { UnauthPage } from "./routes/UnauthPage";
import {
  homePageMeta,
  privatePageMeta,
  storefrontPageMeta,
  type RouteMetaHandle,
} from "@/shared/seo";
import { FullPageSkeleton } from "@/shared/ui";

// Every page is its own lazy chunk; the layouts around them ship with the entry.
const LoginPage = lazy(() => import("@/features/auth/components/LoginPage"));
const RegisterPage = lazy(() => import("@/features/auth/components/RegisterPage"));
const HomePage = lazy(() => import("./routes/home/HomePage"));
const ListingPage = lazy(() => import("./routes/listing/ListingPage"));
const CheckoutPage = lazy(() => import("./routes/checkout/CheckoutPage"));
const AccountPage = lazy(() => import("./routes/account/AccountPage"));
const AboutPage = lazy(() => import("@/features/about/components/AboutPage"));
const ContactPage = lazy(() => import("@/features/contact/components/ContactPage"));
const SearchPage = lazy(() => import("./routes/search/SearchPage"));
const PaypalReturnPage = lazy(() => import("@/features/orders/components/PaypalReturnPage"));
const PaymentSuccessPage = lazy(() => import("@/features/orders/components/PaymentSuccessPage"));

// The whole admin area (layout and screens) is ONE chunk, imported only when an admin route renders
// — after the guard let the visitor through, so shoppers never download it.
const adminArea = () => import("./routes/adminArea");
const AdminLayout = lazy(() => adminArea().then((m) => ({ default: m.AdminLayout })));
const AdminDashboardPage = lazy(() => adminArea().then((m) => ({ default: m.AdminDashboardPage })));
const AdminProductsPage = lazy(() => adminArea().then((m) => ({ default: m.AdminProductsPage })));
const AdminOrdersPage = lazy(() => adminArea().then((m) => ({ default: m.AdminOrdersPage })));
const AdminFeaturesPage = lazy(() => adminArea().then((m) => ({ default: m.AdminFeaturesPage })));
const AdminSettingsPage = lazy(() => adminArea().then((m) => ({ default: m.AdminSettingsPage })));

/**
 * Each route's meta (title, description, canonical, alternates: shared/seo): public storefront pages
 * are indexed in both languages, every other page is named in the tab but kept out of search results.
 */
const publicPage = (titleKey: string, descriptionKey: string): RouteMetaHandle => ({
  meta: storefrontPageMeta(titleKey, descriptionKey),
});
const privatePage = (titleKey: string): RouteMetaHandle => ({ meta: privatePageMeta(titleKey) });
const notFound = privatePage("errors.notFound.title");

/** The route table (spec section 2). Access rules live in guards/routeAccess.ts. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    children: [
      // The guard always redirects "/" (admins to the dashboard, everyone else to the shop home).
      { index: true, element: null },
      {
        path: "auth",
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: "login", element: <LoginPage />, handle: privatePage("auth.login.submit") },
          { path: "register", element: <RegisterPage />, handle: privatePage("auth.register.submit") },
          { path: "*", element: <NotFoundPage embedded />, handle: notFound },
        ],
      },
      {
        path: "shop",
        element: <ShopLayout />,
        children: [
          { index: true, element: <Navigate to="home" replace /> },
          { path: "home", element: <HomePage />, handle: { meta: homePageMeta } satisfies RouteMetaHandle },
          { path: "listing", element: <ListingPage />, handle: publicPage("pages.listing.title", "seo.listing") },
          { path: "checkout", element: <CheckoutPage />, handle: privatePage("pages.checkout.title") },
          { path: "account", element: <AccountPage />, handle: privatePage("pages.account.title") },
          { path: "about", element: <AboutPage />, handle: publicPage("pages.about.title", "seo.about") },
          { path: "contact", element: <ContactPage />, handle: publicPage("pages.contact.title", "seo.contact") },
          // Search results are not indexed: endless thin pages of what the listing and products already say.
          { path: "search", element: <SearchPage />, handle: privatePage("pages.search.title") },
          { path: "paypal-return", element: <PaypalReturnPage />, handle: privatePage("pages.paypalReturn.title") },
          { path: "payment-success", element: <PaymentSuccessPage />, handle: privatePage("pages.paymentSuccess.title") },
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
          { path: "products", element: <AdminProductsPage />, handle: privatePage("admin.products") },
          { path: "orders", element: <AdminOrdersPage />, handle: privatePage("admin.orders") },
          { path: "features", element: <AdminFeaturesPage />, handle: privatePage("admin.features") },
          { path: "settings", element: <AdminSettingsPage />, handle: privatePage("admin.settings") },
          { path: "*", element: <NotFoundPage embedded />, handle: notFound },
        ],
      },
      { path: "unauth-page", element: <UnauthPage />, handle: privatePage("errors.unauth.title") },
      { path: "*", element: <NotFoundPage />, handle: notFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
