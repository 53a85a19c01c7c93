import { Suspense, lazy } from "react";
import { Navigate, createBrowserRouter, type RouteObject } from "react-router-dom";
import { AuthLayout } from "./layouts/AuthLayout";
import { ShopLayout } from "./layouts/shop/ShopLayout";
import { AppRoot } from "./routes/AppRoot";
import { NotFoundPage } from "./routes/NotFoundPage";
import { RouteErrorPage } from "./routes/RouteErrorPage";
import { UnauthPage } from "./routes/UnauthPage";
import { FullPageSkeleton } from "@/shared/ui";

// Every page is its own lazy chunk; the layouts around them ship with the entry.
const LoginPage = lazy(() => import("@/features/auth/components/LoginPage"));
const RegisterPage = lazy(() => import("@/features/auth/components/RegisterPage"));
const HomePage = lazy(() => import("@/features/home/components/HomePage"));
const ListingPage = lazy(() => import("@/features/listing/components/ListingPage"));
const CheckoutPage = lazy(() => import("@/features/checkout/components/CheckoutPage"));
const AccountPage = lazy(() => import("@/features/account/components/AccountPage"));
const AboutPage = lazy(() => import("@/features/about/components/AboutPage"));
const ContactPage = lazy(() => import("@/features/contact/components/ContactPage"));
const SearchPage = lazy(() => import("@/features/search/components/SearchPage"));
const PaypalReturnPage = lazy(() => import("@/features/payment/components/PaypalReturnPage"));
const PaymentSuccessPage = lazy(() => import("@/features/payment/components/PaymentSuccessPage"));

// The whole admin area (layout and screens) is ONE chunk, imported only when an admin route renders
// — after the guard let the visitor through, so shoppers never download it.
const adminArea = () => import("./routes/adminArea");
const AdminLayout = lazy(() => adminArea().then((m) => ({ default: m.AdminLayout })));
const AdminDashboardPage = lazy(() => adminArea().then((m) => ({ default: m.AdminDashboardPage })));
const AdminProductsPage = lazy(() => adminArea().then((m) => ({ default: m.AdminProductsPage })));
const AdminOrdersPage = lazy(() => adminArea().then((m) => ({ default: m.AdminOrdersPage })));
const AdminFeaturesPage = lazy(() => adminArea().then((m) => ({ default: m.AdminFeaturesPage })));
const AdminSettingsPage = lazy(() => adminArea().then((m) => ({ default: m.AdminSettingsPage })));

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
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
          { path: "*", element: <NotFoundPage embedded /> },
        ],
      },
      {
        path: "shop",
        element: <ShopLayout />,
        children: [
          { index: true, element: <Navigate to="home" replace /> },
          { path: "home", element: <HomePage /> },
          { path: "listing", element: <ListingPage /> },
          { path: "checkout", element: <CheckoutPage /> },
          { path: "account", element: <AccountPage /> },
          { path: "about", element: <AboutPage /> },
          { path: "contact", element: <ContactPage /> },
          { path: "search", element: <SearchPage /> },
          { path: "paypal-return", element: <PaypalReturnPage /> },
          { path: "payment-success", element: <PaymentSuccessPage /> },
          { path: "*", element: <NotFoundPage embedded /> },
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
          { path: "dashboard", element: <AdminDashboardPage /> },
          { path: "products", element: <AdminProductsPage /> },
          { path: "orders", element: <AdminOrdersPage /> },
          { path: "features", element: <AdminFeaturesPage /> },
          { path: "settings", element: <AdminSettingsPage /> },
          { path: "*", element: <NotFoundPage embedded /> },
        ],
      },
      { path: "unauth-page", element: <UnauthPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
