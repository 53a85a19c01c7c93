/** The SPA's route paths (spec section 2). Use these instead of string literals. */
export const paths = {
  root: "/",
  auth: {
    login: "/auth/login",
    register: "/auth/register",
    /** Asks for a password reset email. */
    forgotPassword: "/auth/forgot-password",
    /** The one page of every emailed account link: `?mode=resetPassword|verifyEmail|verifyAndChangeEmail&oobCode=…&lang=…`. */
    action: "/auth/action",
  },
  shop: {
    home: "/shop/home",
    listing: "/shop/listing",
    checkout: "/shop/checkout",
    account: "/shop/account",
    /** The orders tab of the account page (the default tab). */
    accountOrders: "/shop/account?tab=orders",
    about: "/shop/about",
    contact: "/shop/contact",
    search: "/shop/search",
    paypalReturn: "/shop/paypal-return",
    paymentSuccess: "/shop/payment-success",
    /** Buying a gift card for someone (issue 36), and checking a card's balance. */
    giftCards: "/shop/gift-cards",
    giftCardBalance: "/shop/gift-cards/balance",
    /** Under it, an order's printable receipt (signed in): `receiptPath(orderId)` builds one. */
    orders: "/shop/orders",
    /** A product's own page: `productPath(slug)` builds one. */
    product: "/shop/product/:slug",
  },
  admin: {
    dashboard: "/admin/dashboard",
    /** Sales at a glance over a range (issue 37). */
    insights: "/admin/insights",
    products: "/admin/products",
    orders: "/admin/orders",
    /** The coming days' agenda: what to make, pickups, courier rounds, parcels. */
    production: "/admin/production",
    /** Codes and automatic promotions (issue 36). */
    promotions: "/admin/promotions",
    /** Every gift card, its ledger; issue, adjust, void (issue 36). */
    giftCards: "/admin/gift-cards",
    customers: "/admin/customers",
    features: "/admin/features",
    settings: "/admin/settings",
  },
  unauth: "/unauth-page",
} as const;

/** The address of an order's packing slip, `/admin/orders/<id>/packing-slip`. */
export function packingSlipPath(orderId: string): string {
  return `/admin/orders/${encodeURIComponent(orderId)}/packing-slip`;
}

/** The address of a gift order's card, to print and put in the parcel: `/admin/orders/<id>/gift-card`. */
export function giftCardPath(orderId: string): string {
  return `/admin/orders/${encodeURIComponent(orderId)}/gift-card`;
}

/** The shopper's printable receipt of an order, `/shop/orders/<id>/receipt` (issue 37). */
export function receiptPath(orderId: string): string {
  return `${paths.shop.orders}/${encodeURIComponent(orderId)}/receipt`;
}

/** The admin's printable receipt of an order, `/admin/orders/<id>/receipt`. */
export function adminReceiptPath(orderId: string): string {
  return `/admin/orders/${encodeURIComponent(orderId)}/receipt`;
}

/** The address of a product's page, `/shop/product/<slug>`. */
export function productPath(slug: string): string {
  return `/shop/product/${encodeURIComponent(slug)}`;
}

/** The product page's query naming the chosen variant, `?variant=<sku>` (a shared link opens that one). */
export const PRODUCT_VARIANT_PARAM = "variant";
