/**
 * The admin panel's calls (spec section 7, Admin; and the feature image add/delete). Every route
 * here requires a signed-in admin: no session answers 401, a shopper 403, and nothing changes.
 */
import { z } from "./zod";
import { orderSchema } from "./order";
import { featureImageSchema, imageVariantSchema, minorUnitsSchema, productSchema } from "./product";
import { codedSuccessMessage, messageCodeSchema, pageSchema, successSchema } from "./responses/envelope";
import { LANGUAGES, settingsResponseSchema } from "./settings";

export * from "./admin-rules";

// ---------------------------------------------------------------------------------------------
// Images

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
export type UpdateFeatureImageResponse = z.infer<typeof featureImageResponseSchema>;
/** PUT /api/common/feature/reorder answers every banner in the new order. */
export const featureImagesResponseSchema = successSchema(z.array(featureImageSchema));
export type ReorderFeatureImagesResponse = z.infer<typeof featureImagesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Orders

/**
 * An order as the admin sees it: with the customer's name for the shipping label, and the language
 * the shopper ordered in (the packing slip's default; absent on orders placed before it was kept).
 */
export const adminOrderSchema = orderSchema.extend({
  userName: z.string(),
  language: z.enum(LANGUAGES).optional(),
  /** True once the shopper deleted their account: the order is kept without their name, street, phone or notes. */
  customerDeleted: z.boolean().optional(),
});
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

/** Every settings call answers the settings as now stored. */
export const adminSettingsResponseSchema = settingsResponseSchema;
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

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
  /**
   * Products whose food declaration is incomplete (ingredients, an allergen or the kosher status
   * missing, on the product or a variant): the shop must not sell them so.
   */
  undeclaredProducts: z.number().int().optional(),
  /** Paid orders to be picked up today (the shop's calendar date). */
  pickupsToday: z.number().int().optional(),
  /** Paid orders leaving today: courier runs and parcels dispatched. */
  deliveriesToday: z.number().int().optional(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = successSchema(adminOverviewSchema);
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;
