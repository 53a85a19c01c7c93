/**
 * The admin panel's calls (spec section 7, Admin; and the feature image add/delete). Every route
 * here requires a signed-in admin: no session answers 401, a shopper 403, and nothing changes.
 */
import { z } from "./zod";
import type { MessageCode } from "./messages";
import { PAGE_SIZES } from "./api";
import { orderSchema, type OrderStatus } from "./order";
import { featureImageSchema, imageVariantSchema, minorUnitsSchema, productSchema, type FeatureImage } from "./product";
import { codedSuccessMessage, messageCodeSchema, pageSchema, successSchema } from "./responses/envelope";
import { settingsResponseSchema, type ShopSettings } from "./settings";

// ---------------------------------------------------------------------------------------------
// Images

/** The multipart field of POST /api/admin/products/upload-image. */
export const IMAGE_UPLOAD_FIELD = "my_file";
/** Largest image the shop stores: 5 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the shop stores, judged by the file's content (magic bytes), never its name. */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/**
 * POST /api/admin/products/upload-image → the stored original's URL, which the storefront can show,
 * and its resized WebP variants (a product or banner saved with that URL gets them by itself).
 */
export const uploadImageResponseSchema = z.object({
  success: z.literal(true),
  code: messageCodeSchema.optional(),
  message: z.string().optional(),
  result: z.object({ url: z.string(), imageVariants: z.array(imageVariantSchema) }),
});
export type UploadImageResponse = z.infer<typeof uploadImageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Products

/** Bounds on the product form's text fields. */
export const PRODUCT_TEXT_LIMITS = { title: 120, description: 2000 } as const;
/** Upper bounds that keep a typo from becoming a price or stock nobody meant. */
export const PRODUCT_NUMBER_LIMITS = { maxPrice: 100_000_00, maxStock: 100_000 } as const;

/** GET /api/admin/products/get: every product, newest first, a page at a time. */
export const adminProductListResponseSchema = pageSchema(productSchema);
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;
/** add / edit answer the saved product. */
export const saveProductResponseSchema = successSchema(productSchema);
export type SaveProductResponse = z.infer<typeof saveProductResponseSchema>;
/** delete answers the deleted document's id (products and banners alike). */
export const deletedResponseSchema = successSchema(z.object({ _id: z.string() }));
export type DeleteProductResponse = z.infer<typeof deletedResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Feature images (home-page banners)

export const featureImageResponseSchema = successSchema(featureImageSchema);
export type AddFeatureImageResponse = z.infer<typeof featureImageResponseSchema>;
export type DeleteFeatureImageResponse = z.infer<typeof deletedResponseSchema>;

/** What the owner edits on a banner: its texts in both languages, its link and whether it is shown. */
export type FeatureImageContent = Pick<FeatureImage, "headline" | "headlineHe" | "text" | "textHe" | "alt" | "altHe" | "link" | "active">;
export type UpdateFeatureImageResponse = z.infer<typeof featureImageResponseSchema>;
/** PUT /api/common/feature/reorder answers every banner in the new order. */
export const featureImagesResponseSchema = successSchema(z.array(featureImageSchema));
export type ReorderFeatureImagesResponse = z.infer<typeof featureImagesResponseSchema>;

/**
 * The most banners the shop holds. The home carousel shows them all, so they stay one page of
 * GET /api/common/feature/get; adding one more answers 409 (FEATURE_IMAGE_LIMIT_TEMPLATE).
 */
export const FEATURE_IMAGE_LIMIT = PAGE_SIZES.featureImages.max;

// ---------------------------------------------------------------------------------------------
// Orders

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

/** An order as the admin sees it: with the customer's name for the shipping label. */
export const adminOrderSchema = orderSchema.extend({ userName: z.string() });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /api/admin/orders/get: every shopper's orders, newest first, a page at a time. */
export const adminOrderListResponseSchema = pageSchema(adminOrderSchema);
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;
export const adminOrderDetailsResponseSchema = successSchema(adminOrderSchema);
export type AdminOrderDetailsResponse = z.infer<typeof adminOrderDetailsResponseSchema>;

/** PUT /api/admin/orders/update/{id}: the updated order and a message for the toast. */
export const updateOrderStatusResponseSchema = adminOrderDetailsResponseSchema.extend(codedSuccessMessage);
export type UpdateOrderStatusResponse = z.infer<typeof updateOrderStatusResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Settings

/** Bounds on settings text. */
export const SETTINGS_TEXT_LIMITS = { short: 120, long: 500, groupId: 40, keyword: 60, keywords: 30, groups: 50 } as const;
/** Category and brand ids: lowercase letters, digits and single hyphens, so they sit in URLs as they are. */
export const CATALOG_GROUP_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** PUT /api/admin/settings/general: everything but the homepage sections, categories and brands. */
export type GeneralSettings = Omit<ShopSettings, "homePageSections" | "categories" | "brands">;
/** Every settings call answers the settings as now stored. */
export const adminSettingsResponseSchema = settingsResponseSchema;
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** Which list of catalogue groups a settings call is about (the URL segment and the settings field). */
export type CatalogGroupKind = "categories" | "brands";

// ---------------------------------------------------------------------------------------------
// The owner's overview (above the banner manager)

/** Paid orders in a period and what they brought in (minor units of the shop's currency). */
export const overviewPeriodSchema = z.object({ paidOrders: z.number().int(), revenue: minorUnitsSchema });
export type OverviewPeriod = z.infer<typeof overviewPeriodSchema>;

/** GET /api/admin/overview. */
export const adminOverviewSchema = z.object({
  /** Since 00:00 UTC today. */
  today: overviewPeriodSchema,
  /** Since 00:00 UTC on the last Sunday (the week of both the shop's countries starts on Sunday). */
  week: overviewPeriodSchema,
  /** Orders paid for and not yet handed to the carrier (confirmed or in process). */
  awaitingShipment: z.number().int(),
  /** Products with fewer than LOW_STOCK_THRESHOLD left, sold-out ones included. */
  lowStock: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = successSchema(adminOverviewSchema);
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
