/**
 * THE endpoint table: every JSON endpoint of the API, grouped as the SPA calls them. The server's
 * routers register their handlers through these entries (functions/src/platform/http/route.ts) and
 * the SPA's typed client is generated from them (web/src/shared/api/endpointClient.ts).
 *
 * Not here, because they are not JSON calls: the image upload (multipart, POST
 * /admin/products/upload-image, the SPA's shared `uploadImage`), the stored images (GET
 * /images/:name, bytes) and the sandbox provider's approval page (/payments/sandbox/…, HTML and
 * form posts that redirect),
 * and the CSV downloads (text/csv, issue 37: GET /admin/products/export, /admin/orders/export,
 * /admin/customers/export; their queries checked with schemas/products-csv.ts), and the receipt's PDF
 * (application/pdf, issue 37: GET /shop/order/receipt/:id, /admin/orders/receipt/:id: RECEIPT_PDF_PATHS in
 * receipt-rules.ts; functions/src/modules/checkout/order-receipts.ts).
 */
import { addressListResponseSchema, addressResponseSchema } from "../address";
import {
  adminOrderDetailsResponseSchema,
  adminOrderListResponseSchema,
  adminOverviewResponseSchema,
  adminProductListResponseSchema,
  adminSettingsResponseSchema,
  deletedResponseSchema,
  featureImageResponseSchema,
  featureImagesResponseSchema,
  saveProductResponseSchema,
  updateOrderStatusResponseSchema,
  type CatalogGroupKind,
} from "../admin";
import { adminCustomerDetailsResponseSchema, adminCustomerListResponseSchema, setCustomerDisabledResponseSchema } from "../admin-customers";
import { adminInsightsResponseSchema, insightsQuerySchema } from "../admin-insights";
import { productionAgendaResponseSchema, productionDayInputSchema, productionDayParamsSchema, productionDayResponseSchema, productionQuerySchema } from "../admin-production";
import { applyEmailActionResponseSchema, authClientConfigResponseSchema, authMessageResponseSchema, authSuccessResponseSchema, checkAuthResponseSchema } from "../auth";
import { accountExportSchema, accountMessageResponseSchema, emailChangeResponseSchema, profileResponseSchema } from "../account";
import { cartResponseSchema } from "../cart";
import { availabilityQuerySchema, availabilityResponseSchema, deliveryOptionsQuerySchema, deliveryOptionsResponseSchema } from "../delivery";
import { createOrderResponseSchema, orderListResponseSchema, orderResponseSchema } from "../order";
import { giftCardBalanceResponseSchema, giftCardListResponseSchema, giftCardResponseSchema } from "../gift-card";
import { orderQuoteResponseSchema, promotionListResponseSchema, promotionOrdersResponseSchema, promotionResponseSchema } from "../promotion";
import { settingsResponseSchema } from "../settings";
import {
  addReviewResponseSchema,
  featureImageListResponseSchema,
  homeProductsResponseSchema,
  productDetailsResponseSchema,
  productListResponseSchema,
  reviewListResponseSchema,
  searchResponseSchema,
} from "../shop";
import { messageOnlySchema } from "../responses/envelope";
import { productsCsvApplyResponseSchema, productsCsvPreviewResponseSchema } from "../products-csv";
import { productsCsvImportSchema } from "../schemas/products-csv";
import {
  addAddressSchema,
  addCatalogGroupSchema,
  addFeatureImageSchema,
  addReviewSchema,
  addToCartSchema,
  addressParamsSchema,
  addressUserParamsSchema,
  adminCustomerListQuerySchema,
  adminCustomerParamsSchema,
  adminOrderListQuerySchema,
  adminOrderParamsSchema,
  adminProductListQuerySchema,
  cancelOrderSchema,
  captureOrderSchema,
  cartItemParamsSchema,
  cartUserParamsSchema,
  catalogGroupParamsSchema,
  catalogGroupsSchema,
  contactSchema,
  createOrderSchema,
  giftMessageSchema,
  giftWrapSettingsSchema,
  featureImageListQuerySchema,
  featureImageParamsSchema,
  generalSettingsSchema,
  homePageSectionsSchema,
  loginSchema,
  orderListParamsSchema,
  orderListQuerySchema,
  orderParamsSchema,
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productParamsSchema,
  productSlugParamsSchema,
  registerSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  applyEmailActionSchema,
  sessionSchema,
  reorderFeatureImagesSchema,
  reviewListQuerySchema,
  reviewParamsSchema,
  searchParamsSchema,
  searchQuerySchema,
  updateAddressSchema,
  updateCartSchema,
  updateFeatureImageSchema,
  updateOrderStatusSchema,
  carriersSchema,
  refundOrderSchema,
  updateProfileSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  setCustomerDisabledSchema,
  orderQuoteRequestSchema,
  promotionInputSchema,
  promotionListQuerySchema,
  promotionOrdersQuerySchema,
  promotionParamsSchema,
  promotionStatusSchema,
  giftCardAdjustSchema,
  giftCardBalanceRequestSchema,
  giftCardIssueSchema,
  giftCardListQuerySchema,
  giftCardParamsSchema,
  giftCardPurchaseSchema,
  giftCardSettingsInputSchema,
  giftCardVoidSchema,
} from "../schemas";
import { adminDeliverySettingsResponseSchema, deliverySettingsInputSchema } from "../schemas/delivery-settings";
import { endpoint } from "./define";

export * from "./define";

/** Categories and brands are managed alike: the same three calls under their own path. */
function catalogGroupEndpoints<K extends CatalogGroupKind>(kind: K) {
  return {
    /** The whole list, in the order to show. */
    replace: endpoint({ method: "PUT", path: `/admin/settings/${kind}`, access: "admin", body: catalogGroupsSchema(kind), response: adminSettingsResponseSchema }),
    add: endpoint({ method: "POST", path: `/admin/settings/${kind}`, access: "admin", body: addCatalogGroupSchema(kind), response: adminSettingsResponseSchema, status: 201 }),
    remove: endpoint({ method: "DELETE", path: `/admin/settings/${kind}/:id`, access: "admin", params: catalogGroupParamsSchema(kind), response: adminSettingsResponseSchema }),
  };
}

export const endpoints = {
  auth: {
    register: endpoint({ method: "POST", path: "/auth/register", access: "public", body: registerSchema, response: authMessageResponseSchema, status: 201 }),
    login: endpoint({ method: "POST", path: "/auth/login", access: "public", body: loginSchema, response: authSuccessResponseSchema }),
    logout: endpoint({ method: "POST", path: "/auth/logout", access: "public", response: authMessageResponseSchema }),
    /** 401 for a guest (the route reads the session itself rather than requiring one). */
    checkAuth: endpoint({ method: "GET", path: "/auth/check-auth", access: "public", response: checkAuthResponseSchema }),
    /** The SPA's sign-in with the Firebase SDK: its fresh ID token becomes the `__session` cookie. */
    session: endpoint({ method: "POST", path: "/auth/session", access: "public", body: sessionSchema, response: authSuccessResponseSchema }),
    clientConfig: endpoint({ method: "GET", path: "/auth/client-config", access: "public", response: authClientConfigResponseSchema }),
    /** Sends a reset link when the address has an account; the same answer either way (accounts/email-actions). */
    requestPasswordReset: endpoint({ method: "POST", path: "/auth/password-reset", access: "public", body: passwordResetRequestSchema, response: authMessageResponseSchema }),
    /** Sets the new password with the emailed code and revokes every session of the account; 400 for a bad code. */
    resetPassword: endpoint({ method: "POST", path: "/auth/reset-password", access: "public", body: resetPasswordSchema, response: authMessageResponseSchema }),
    /** Applies a verify-email or verify-and-change-email code; 400 for a bad code. */
    applyEmailAction: endpoint({ method: "POST", path: "/auth/action", access: "public", body: applyEmailActionSchema, response: applyEmailActionResponseSchema }),
    /** Sends the signed-in shopper's verification email again (rate limited); a clear answer when already verified. */
    resendVerification: endpoint({ method: "POST", path: "/auth/verification-email", access: "user", response: authMessageResponseSchema }),
  },
  /** The signed-in shopper's own account (profile and privacy): the session says whose; no request names a user. */
  account: {
    /** PUT, not PATCH (the table has no PATCH): the name is the whole editable profile. */
    updateProfile: endpoint({ method: "PUT", path: "/account/profile", access: "user", body: updateProfileSchema, response: profileResponseSchema }),
    /** Emails a verify-and-change link to the new address (rate limited); the email changes only when it is opened. */
    changeEmail: endpoint({ method: "POST", path: "/account/email", access: "user", body: changeEmailSchema, response: emailChangeResponseSchema }),
    /** Sets a new password, signs out every other device and answers a fresh cookie for this one. */
    changePassword: endpoint({ method: "POST", path: "/account/password", access: "user", body: changePasswordSchema, response: accountMessageResponseSchema }),
    signOutEverywhere: endpoint({ method: "POST", path: "/account/sign-out-everywhere", access: "user", response: accountMessageResponseSchema }),
    /** The shopper's data as a JSON download (Content-Disposition: attachment). */
    export: endpoint({ method: "GET", path: "/account/export", access: "user", response: accountExportSchema }),
    /** Deletes the account (confirmed by typing its email): profile, cart, addresses; reviews anonymised; orders kept without personal data. */
    remove: endpoint({ method: "DELETE", path: "/account", access: "user", body: deleteAccountSchema, response: accountMessageResponseSchema }),
  },
  settings: {
    get: endpoint({ method: "GET", path: "/common/settings/get", access: "public", response: settingsResponseSchema }),
  },
  /** The home page's banners (feature images). */
  banners: {
    /** The storefront's: active banners only. */
    list: endpoint({ method: "GET", path: "/common/feature/get", access: "public", query: featureImageListQuerySchema, response: featureImageListResponseSchema }),
    /** The owner's: hidden ones too. */
    listAll: endpoint({ method: "GET", path: "/common/feature/all", access: "admin", query: featureImageListQuerySchema, response: featureImageListResponseSchema }),
    add: endpoint({ method: "POST", path: "/common/feature/add", access: "admin", body: addFeatureImageSchema, response: featureImageResponseSchema, status: 201 }),
    update: endpoint({ method: "PUT", path: "/common/feature/update/:id", access: "admin", params: featureImageParamsSchema, body: updateFeatureImageSchema, response: featureImageResponseSchema }),
    reorder: endpoint({ method: "PUT", path: "/common/feature/reorder", access: "admin", body: reorderFeatureImagesSchema, response: featureImagesResponseSchema }),
    remove: endpoint({ method: "DELETE", path: "/common/feature/delete/:id", access: "admin", params: featureImageParamsSchema, response: deletedResponseSchema }),
  },
  contact: {
    send: endpoint({ method: "POST", path: "/common/contact/send", access: "public", body: contactSchema, response: messageOnlySchema }),
  },
  products: {
    list: endpoint({ method: "GET", path: "/shop/products/get", access: "public", query: productListQuerySchema, response: productListResponseSchema }),
    get: endpoint({ method: "GET", path: "/shop/products/get/:id", access: "public", params: productParamsSchema, response: productDetailsResponseSchema }),
    /** The product page's read: an active product by its slug (404 catalog.productNotFound otherwise). */
    bySlug: endpoint({ method: "GET", path: "/shop/products/by-slug/:slug", access: "public", params: productSlugParamsSchema, response: productDetailsResponseSchema }),
    /** The home page's featured and recommended sections, each read at its maxItems (no query: the settings decide). */
    home: endpoint({ method: "GET", path: "/shop/products/home", access: "public", response: homeProductsResponseSchema }),
  },
  search: {
    products: endpoint({ method: "GET", path: "/shop/search/:keyword", access: "public", params: searchParamsSchema, query: searchQuerySchema, response: searchResponseSchema }),
  },
  reviews: {
    list: endpoint({ method: "GET", path: "/shop/review/:productId", access: "public", params: reviewParamsSchema, query: reviewListQuerySchema, response: reviewListResponseSchema }),
    add: endpoint({ method: "POST", path: "/shop/review/add", access: "user", body: addReviewSchema, response: addReviewResponseSchema, status: 201 }),
  },
  cart: {
    get: endpoint({ method: "GET", path: "/shop/cart/get/:userId", access: "user", params: cartUserParamsSchema, response: cartResponseSchema }),
    add: endpoint({ method: "POST", path: "/shop/cart/add", access: "user", body: addToCartSchema, response: cartResponseSchema }),
    update: endpoint({ method: "PUT", path: "/shop/cart/update-cart", access: "user", body: updateCartSchema, response: cartResponseSchema }),
    remove: endpoint({ method: "DELETE", path: "/shop/cart/:userId/:productId", access: "user", params: cartItemParamsSchema, response: cartResponseSchema }),
  },
  addresses: {
    list: endpoint({ method: "GET", path: "/shop/address/get/:userId", access: "user", params: addressUserParamsSchema, response: addressListResponseSchema }),
    add: endpoint({ method: "POST", path: "/shop/address/add", access: "user", body: addAddressSchema, response: addressResponseSchema, status: 201 }),
    update: endpoint({ method: "PUT", path: "/shop/address/update/:userId/:addressId", access: "user", params: addressParamsSchema, body: updateAddressSchema, response: addressResponseSchema }),
    /** Answers the addresses that remain. */
    remove: endpoint({ method: "DELETE", path: "/shop/address/delete/:userId/:addressId", access: "user", params: addressParamsSchema, response: addressListResponseSchema }),
  },
  /** The atelier's calendar: when and how an order can be received. */
  delivery: {
    /** Each day of a range for one way: open or why not, its Hebrew date, its slots and places left. The same for every caller (a minute's shared cache). */
    availability: endpoint({ method: "GET", path: "/shop/delivery/availability", access: "public", query: availabilityQuerySchema, response: availabilityResponseSchema }),
    /** The ways the session's cart can be received (to the chosen address), each with its fee and first date. */
    options: endpoint({ method: "GET", path: "/shop/delivery/options", access: "user", query: deliveryOptionsQuerySchema, response: deliveryOptionsResponseSchema }),
  },
  orders: {
    create: endpoint({ method: "POST", path: "/shop/order/create", access: "user", body: createOrderSchema, response: createOrderResponseSchema, status: 201 }),
    capture: endpoint({
      method: "POST",
      path: "/shop/order/capture",
      access: "user",
      body: captureOrderSchema,
      response: orderResponseSchema,
      failures: { 402: "The payment provider refused the payment: nothing was charged, the order failed and its stock is back." },
    }),
    cancel: endpoint({ method: "POST", path: "/shop/order/cancel", access: "user", body: cancelOrderSchema, response: orderResponseSchema }),
    list: endpoint({ method: "GET", path: "/shop/order/list/:userId", access: "user", params: orderListParamsSchema, query: orderListQuerySchema, response: orderListResponseSchema }),
    get: endpoint({ method: "GET", path: "/shop/order/details/:id", access: "user", params: orderParamsSchema, response: orderResponseSchema }),
    /** A gift's card words and sender, changed by the buyer until the atelier starts on the order (409 after). */
    giftMessage: endpoint({ method: "PUT", path: "/shop/order/gift-message/:id", access: "user", params: orderParamsSchema, body: giftMessageSchema, response: orderResponseSchema }),
    /**
     * The session's cart priced with the promotions: the automatic ones that qualify and the typed code,
     * applied or why not. A code that does not exist counts against the guessing limits (429 past them).
     */
    quote: endpoint({ method: "POST", path: "/shop/order/quote", access: "user", body: orderQuoteRequestSchema, response: orderQuoteResponseSchema }),
  },
  /** Gift cards (issue 36): bought like an order, sent on their day, their balance looked up by code. */
  giftCards: {
    /** A card for someone: an order of one gift-card line, paid at the provider like any order (answers where to pay). */
    purchase: endpoint({ method: "POST", path: "/shop/gift-cards/purchase", access: "user", body: giftCardPurchaseSchema, response: createOrderResponseSchema, status: 201 }),
    /** What a card holds, by its code (POST: a code stays out of addresses and logs); every check counts against a per-client limit. */
    balance: endpoint({ method: "POST", path: "/shop/gift-cards/balance", access: "public", body: giftCardBalanceRequestSchema, response: giftCardBalanceResponseSchema }),
  },
  admin: {
    /** Every gift card: issued, sent, balance, its ledger; issue by hand, adjust with a note, void. */
    giftCards: {
      list: endpoint({ method: "GET", path: "/admin/gift-cards", access: "admin", query: giftCardListQuerySchema, response: giftCardListResponseSchema }),
      get: endpoint({ method: "GET", path: "/admin/gift-cards/details/:id", access: "admin", params: giftCardParamsSchema, response: giftCardResponseSchema }),
      issue: endpoint({ method: "POST", path: "/admin/gift-cards", access: "admin", body: giftCardIssueSchema, response: giftCardResponseSchema, status: 201 }),
      adjust: endpoint({ method: "POST", path: "/admin/gift-cards/adjust/:id", access: "admin", params: giftCardParamsSchema, body: giftCardAdjustSchema, response: giftCardResponseSchema }),
      void: endpoint({ method: "PUT", path: "/admin/gift-cards/void/:id", access: "admin", params: giftCardParamsSchema, body: giftCardVoidSchema, response: giftCardResponseSchema }),
    },
    products: {
      list: endpoint({ method: "GET", path: "/admin/products/get", access: "admin", query: adminProductListQuerySchema, response: adminProductListResponseSchema }),
      add: endpoint({ method: "POST", path: "/admin/products/add", access: "admin", body: productInputSchema, response: saveProductResponseSchema, status: 201 }),
      edit: endpoint({ method: "PUT", path: "/admin/products/edit/:id", access: "admin", params: productIdParamsSchema, body: productInputSchema, response: saveProductResponseSchema }),
      remove: endpoint({ method: "DELETE", path: "/admin/products/delete/:id", access: "admin", params: productIdParamsSchema, response: deletedResponseSchema }),
      /** The products' CSV read against the catalogue: per product, create, change (which columns), unchanged or refused (row, column, why); nothing written. */
      importPreview: endpoint({ method: "POST", path: "/admin/products/import/preview", access: "admin", body: productsCsvImportSchema, response: productsCsvPreviewResponseSchema }),
      /** The same file applied all or nothing: 400 `productsCsv.refused` (nothing written) when any product of it is refused. */
      importApply: endpoint({ method: "POST", path: "/admin/products/import/apply", access: "admin", body: productsCsvImportSchema, response: productsCsvApplyResponseSchema }),
    },
    orders: {
      list: endpoint({ method: "GET", path: "/admin/orders/get", access: "admin", query: adminOrderListQuerySchema, response: adminOrderListResponseSchema }),
      get: endpoint({ method: "GET", path: "/admin/orders/details/:id", access: "admin", params: adminOrderParamsSchema, response: adminOrderDetailsResponseSchema }),
      updateStatus: endpoint({ method: "PUT", path: "/admin/orders/update/:id", access: "admin", params: adminOrderParamsSchema, body: updateOrderStatusSchema, response: updateOrderStatusResponseSchema }),
      /** A part of a paid order given back through its provider (an amount, or lines); idempotent by `requestId`. */
      refund: endpoint({ method: "POST", path: "/admin/orders/refund/:id", access: "admin", params: adminOrderParamsSchema, body: refundOrderSchema, response: adminOrderDetailsResponseSchema }),
    },
    settings: {
      get: endpoint({ method: "GET", path: "/admin/settings/get", access: "admin", response: adminSettingsResponseSchema }),
      general: endpoint({ method: "PUT", path: "/admin/settings/general", access: "admin", body: generalSettingsSchema, response: adminSettingsResponseSchema }),
      homePageSections: endpoint({ method: "PUT", path: "/admin/settings/homepage-sections", access: "admin", body: homePageSectionsSchema, response: adminSettingsResponseSchema }),
      categories: catalogGroupEndpoints("categories"),
      brands: catalogGroupEndpoints("brands"),
      /** The whole list of carriers, in the order the shipping form offers them. */
      carriers: endpoint({ method: "PUT", path: "/admin/settings/carriers", access: "admin", body: carriersSchema, response: adminSettingsResponseSchema }),
      /** The gift wrapping checkout offers: on or off, its name in both languages, its price. */
      giftWrap: endpoint({ method: "PUT", path: "/admin/settings/gift-wrap", access: "admin", body: giftWrapSettingsSchema, response: adminSettingsResponseSchema }),
      /** Gift cards: sold or not, the amounts offered, the bounds of one's own amount. */
      giftCards: endpoint({ method: "PUT", path: "/admin/settings/gift-cards", access: "admin", body: giftCardSettingsInputSchema, response: adminSettingsResponseSchema }),
      deliveryGet: endpoint({ method: "GET", path: "/admin/settings/delivery", access: "admin", response: adminDeliverySettingsResponseSchema }),
      delivery: endpoint({ method: "PUT", path: "/admin/settings/delivery", access: "admin", body: deliverySettingsInputSchema, response: adminDeliverySettingsResponseSchema }),
    },
    overview: {
      get: endpoint({ method: "GET", path: "/admin/overview", access: "admin", response: adminOverviewResponseSchema }),
    },
    /** Sales at a glance (issue 37): a range beside the one before it, from the daily statistics only. */
    insights: {
      get: endpoint({ method: "GET", path: "/admin/insights", access: "admin", query: insightsQuerySchema, response: adminInsightsResponseSchema }),
    },
    customers: {
      /** The accounts, newest first, a page at a time; `search` matches the start of a name's word or of the email, any case. */
      list: endpoint({ method: "GET", path: "/admin/customers/get", access: "admin", query: adminCustomerListQuerySchema, response: adminCustomerListResponseSchema }),
      get: endpoint({ method: "GET", path: "/admin/customers/details/:id", access: "admin", params: adminCustomerParamsSchema, response: adminCustomerDetailsResponseSchema }),
      /** Disabling ends every session of the account and blocks each way of signing in; never one's own. */
      setDisabled: endpoint({ method: "PUT", path: "/admin/customers/disabled/:id", access: "admin", params: adminCustomerParamsSchema, body: setCustomerDisabledSchema, response: setCustomerDisabledResponseSchema }),
    },
    /** Codes and automatic promotions (issue 36): uses and revenue per promotion, a promotion's orders. */
    promotions: {
      list: endpoint({ method: "GET", path: "/admin/promotions", access: "admin", query: promotionListQuerySchema, response: promotionListResponseSchema }),
      get: endpoint({ method: "GET", path: "/admin/promotions/details/:id", access: "admin", params: promotionParamsSchema, response: promotionResponseSchema }),
      add: endpoint({ method: "POST", path: "/admin/promotions", access: "admin", body: promotionInputSchema, response: promotionResponseSchema, status: 201 }),
      /** The whole promotion again; its uses and revenue stay. An ended promotion answers 409. */
      edit: endpoint({ method: "PUT", path: "/admin/promotions/edit/:id", access: "admin", params: promotionParamsSchema, body: promotionInputSchema, response: promotionResponseSchema }),
      /** Pause, resume, or end for good (409 from ended). */
      setStatus: endpoint({ method: "PUT", path: "/admin/promotions/status/:id", access: "admin", params: promotionParamsSchema, body: promotionStatusSchema, response: promotionResponseSchema }),
      /** The paid orders that used it, newest first. */
      orders: endpoint({ method: "GET", path: "/admin/promotions/orders/:id", access: "admin", params: promotionParamsSchema, query: promotionOrdersQuerySchema, response: promotionOrdersResponseSchema }),
    },
    production: {
      /** The days `from`.. (today on the shop's clock; `days`, 7 by default, at most 14): places per way and the paid orders of each day. */
      agenda: endpoint({ method: "GET", path: "/admin/production", access: "admin", query: productionQuerySchema, response: productionAgendaResponseSchema }),
      /** The owner closes or opens a day, or sets a way's limit for it (null: the setting's); orders already on it stay. */
      updateDay: endpoint({ method: "PUT", path: "/admin/production/day/:date", access: "admin", params: productionDayParamsSchema, body: productionDayInputSchema, response: productionDayResponseSchema }),
    },
  },
} as const;

export type Endpoints = typeof endpoints;

