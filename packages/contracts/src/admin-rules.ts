/**
 * The admin panel's limits and rules both sides apply: image uploads, product and settings bounds,
 * and the order status steps. Kept apart from the zod schemas (admin.ts) so that a
 * page that needs only these does not download zod with them (a module is bundled whole; see
 * web/vite.config.ts).
 */
import type { MessageCode } from "./messages";
import type { OrderStatus } from "./order-rules";
import type { FeatureImage } from "./product";
import type { ShopSettings } from "./settings";

// ---------------------------------------------------------------------------------------------
// Images

/** The multipart field of POST /api/admin/products/upload-image. */
export const IMAGE_UPLOAD_FIELD = "my_file";
/** Largest image the shop stores: 5 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the shop stores, judged by the file's content (magic bytes), never its name. */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Products

/** Bounds on the product form's text fields. */
export const PRODUCT_TEXT_LIMITS = { title: 120, description: 2000 } as const;
/** Upper bounds that keep a typo from becoming a price or stock nobody meant. */
export const PRODUCT_NUMBER_LIMITS = { maxPrice: 100_000_00, maxStock: 100_000 } as const;

// ---------------------------------------------------------------------------------------------
// Feature images (home-page banners)

/** What the owner edits on a banner: its texts in both languages, its link and whether it is shown. */
export type FeatureImageContent = Pick<FeatureImage, "headline" | "headlineHe" | "text" | "textHe" | "alt" | "altHe" | "link" | "active">;


// ---------------------------------------------------------------------------------------------
// Orders

/**
 * A partial refund's request (schemas/admin-refunds.ts): the admin's screen names each refund with
 * its own id (8-64 letters, digits, dashes: a UUID fits), which the provider's idempotency key is
 * made from; at most 50 lines, a short note the shopper reads.
 */
export const REFUND_LIMITS = { requestIdPattern: /^[A-Za-z0-9-]{8,64}$/, lines: 50, lineQuantity: 10_000, productIdLength: 128, noteLength: 200 } as const;

/** The statuses the admin's status form offers (spec 4); `confirmed` is set by payment only. */
export const ADMIN_ORDER_STATUSES = ["pending", "inProcess", "inShipping", "delivered", "rejected"] as const satisfies readonly OrderStatus[];
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/**
 * The order of statuses (issue 12): pending → confirmed (by payment only) → inProcess → inShipping →
 * delivered, one step at a time; rejected from any status before delivered; never back. Delivered
 * and rejected are final. Shared by the server, which enforces it, and the admin's status form,
 * which offers only these.
 */
const NEXT_STEP: Partial<Record<OrderStatus, AdminOrderStatus>> = { confirmed: "inProcess", inProcess: "inShipping", inShipping: "delivered" };

/** The statuses an admin may move an order to from `current` (empty when it is final). */
export function allowedStatusChanges(current: OrderStatus): AdminOrderStatus[] {
  if (current === "delivered" || current === "rejected") return [];
  const next = NEXT_STEP[current];
  return next ? [next, "rejected"] : ["rejected"];
}

/** Why moving from `from` to `to` is refused (409), or undefined when allowed. */
export function statusChangeRefusal(from: OrderStatus, to: OrderStatus): MessageCode | undefined {
  if (from === to || allowedStatusChanges(from).includes(to as AdminOrderStatus)) return undefined;
  // A rejected order (by the admin, or a failed or cancelled payment) never changes again.
  if (from === "rejected") return "adminOrder.rejectedIsFinal";
  if (from === "delivered") return "adminOrder.deliveredIsFinal";
  if (from === "pending") return "adminOrder.unpaidOnlyRejected";
  return "adminOrder.forwardOnly";
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Bounds on settings text. */
export const SETTINGS_TEXT_LIMITS = { short: 120, long: 500, groupId: 40, keyword: 60, keywords: 30, groups: 50 } as const;
/** Category and brand ids: lowercase letters, digits and single hyphens, so they sit in URLs as they are. */
export const CATALOG_GROUP_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** PUT /api/admin/settings/general: everything but the homepage sections, categories, brands, carriers and gift wrapping. */
/** The general settings' save; the low-stock threshold may be left out (the stored one stays). */
/** The tax mode and business details may be left out too (issue 37; older admin screens): the stored ones stay. */
export type GeneralSettings = Omit<ShopSettings, "homePageSections" | "categories" | "brands" | "carriers" | "giftWrap" | "giftCards" | "lowStockThreshold" | "allergenPrinting" | "taxMode" | "business"> & {
  lowStockThreshold?: number;
  allergenPrinting?: ShopSettings["allergenPrinting"];
  taxMode?: ShopSettings["taxMode"];
  business?: ShopSettings["business"];
};

/** The gift wrapping's name, in each language. */
export const GIFT_WRAP_NAME_MAX_LENGTH = 80;

/**
 * Bounds on the carriers list: a handful is all a shop ships with, and the shipping form offers
 * them all in one select. Ids follow the category ids' pattern (CATALOG_GROUP_ID_PATTERN).
 */
export const CARRIER_LIMITS = { max: 10, id: 40, name: 60, trackingUrl: 300 } as const;

/** Which list of catalogue groups a settings call is about (the URL segment and the settings field). */
export type CatalogGroupKind = "categories" | "brands";
