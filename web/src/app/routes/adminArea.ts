/**
 * The whole admin area, loaded on demand as ONE chunk (see router.tsx): shoppers and guests never
 * download it. Add new admin screens here.
 */
export { AdminLayout } from "@/app/layouts/admin/AdminLayout";
export { AdminDashboardPage } from "@/features/admin-dashboard/components/AdminDashboardPage";
export { AdminProductsPage } from "@/features/admin-products/components/AdminProductsPage";
export { AdminOrdersPage } from "@/features/orders/components/AdminOrdersPage";
export { AdminCustomersPage } from "@/features/admin-customers/components/AdminCustomersPage";
export { AdminFeaturesPage } from "@/features/admin-features/components/AdminFeaturesPage";
export { AdminSettingsPage } from "@/features/admin-settings/components/AdminSettingsPage";
export { AdminGiftCardsPage } from "@/features/admin-gift-cards/components/AdminGiftCardsPage";
