/**
 * The admin panel's calls (spec section 7, Admin; and the feature image add/delete). Every route
 * here requires a signed-in admin: no session answers 401, a shopper 403, and nothing changes.
 */
import { PAGE_SIZES, type ApiPage, type ApiSuccess, type MinorUnits } from "./api";
import type { MessageCode } from "./messages";
import type { Order, OrderStatus } from "./order";
import type { FeatureImage, Product } from "./product";
import type { CatalogGroup, CatalogIcon, HomePageSection, HomePageSectionKey, ShopSettings } from "./settings";

// ---------------------------------------------------------------------------------------------
// Images

/** The multipart field of POST /api/admin/products/upload-image. */
export const IMAGE_UPLOAD_FIELD = "my_file";
/** Largest image the shop stores: 5 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Image types the shop stores, judged by the file's content (magic bytes), never its name. */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** POST /api/admin/products/upload-image → the stored image's URL, which the storefront can show. */
export interface UploadImageResponse {
  success: true;
  code?: MessageCode;
  message?: string;
  result: { url: string };
}

// ---------------------------------------------------------------------------------------------
// Products

/** Bounds on the product form's text fields. */
export const PRODUCT_TEXT_LIMITS = { title: 120, description: 2000 } as const;
/** Upper bounds that keep a typo from becoming a price or stock nobody meant. */
export const PRODUCT_NUMBER_LIMITS = { maxPrice: 100_000_00, maxStock: 100_000 } as const;

/**
 * POST /api/admin/products/add and PUT /api/admin/products/edit/{id}. Money in minor units.
 * `averageReview` is accepted for the spec's payload but ignored: reviews decide it.
 */
export interface ProductInput {
  image: string;
  title: string;
  titleHe?: string;
  description: string;
  descriptionHe?: string;
  category: string;
  brand: string;
  price: MinorUnits;
  /** 0 when not on sale; otherwise below `price`. */
  salePrice: MinorUnits;
  totalStock: number;
  averageReview?: number;
}

/** GET /api/admin/products/get: every product, newest first, a page at a time. */
export type AdminProductListResponse = ApiPage<Product>;
/** add / edit answer the saved product. */
export type SaveProductResponse = ApiSuccess<Product>;
/** delete answers the deleted product's id. */
export type DeleteProductResponse = ApiSuccess<{ _id: string }>;

// ---------------------------------------------------------------------------------------------
// Feature images (home-page banners)

/** POST /api/common/feature/add. `image` must be a URL the shop stored (an upload's `result.url`). */
export interface AddFeatureImageRequest extends Partial<FeatureImageContent> {
  image: string;
}
export type AddFeatureImageResponse = ApiSuccess<FeatureImage>;
export type DeleteFeatureImageResponse = ApiSuccess<{ _id: string }>;

/** What the owner edits on a banner: its texts in both languages, its link and whether it is shown. */
export type FeatureImageContent = Pick<FeatureImage, "headline" | "headlineHe" | "text" | "textHe" | "alt" | "altHe" | "link" | "active">;
/** PUT /api/common/feature/update/:id: the banner's content, whole. */
export type UpdateFeatureImageRequest = FeatureImageContent;
export type UpdateFeatureImageResponse = ApiSuccess<FeatureImage>;
/** PUT /api/common/feature/reorder: every banner's id, in the carousel's new order. */
export interface ReorderFeatureImagesRequest {
  ids: string[];
}
export type ReorderFeatureImagesResponse = ApiSuccess<FeatureImage[]>;

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
export interface AdminOrder extends Order {
  userName: string;
}

/** GET /api/admin/orders/get: every shopper's orders, newest first, a page at a time. */
export type AdminOrderListResponse = ApiPage<AdminOrder>;
export type AdminOrderDetailsResponse = ApiSuccess<AdminOrder>;

/** PUT /api/admin/orders/update/{id}. */
export interface UpdateOrderStatusRequest {
  orderStatus: OrderStatus;
}
/** Answers the updated order and a message for the toast. */
export type UpdateOrderStatusResponse = ApiSuccess<AdminOrder> & { code: MessageCode; message: string };

// ---------------------------------------------------------------------------------------------
// Settings

/** Bounds on settings text. */
export const SETTINGS_TEXT_LIMITS = { short: 120, long: 500, groupId: 40, keyword: 60, keywords: 30, groups: 50 } as const;
/** Category and brand ids: lowercase letters, digits and single hyphens, so they sit in URLs as they are. */
export const CATALOG_GROUP_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** PUT /api/admin/settings/general: everything but the homepage sections, categories and brands. */
export type GeneralSettings = Omit<ShopSettings, "homePageSections" | "categories" | "brands">;
export type UpdateGeneralSettingsRequest = GeneralSettings;
/** PUT /api/admin/settings/homepage-sections. */
export interface UpdateHomePageSectionsRequest {
  homePageSections: Record<HomePageSectionKey, HomePageSection>;
}
/** PUT /api/admin/settings/categories and /brands: the whole list, in the order to show. */
export interface UpdateCategoriesRequest {
  categories: CatalogGroup[];
}
export interface UpdateBrandsRequest {
  brands: CatalogGroup[];
}
/** POST /api/admin/settings/categories and /brands. */
export interface AddCatalogGroupRequest {
  id: string;
  label: string;
  labelHe?: string;
  icon?: CatalogIcon;
}
/** Every settings call answers the settings as now stored. */
export type AdminSettingsResponse = ApiSuccess<ShopSettings>;

/** Which list of catalogue groups a settings call is about (the URL segment and the settings field). */
export type CatalogGroupKind = "categories" | "brands";

// ---------------------------------------------------------------------------------------------
// The owner's overview (above the banner manager)

/** Paid orders in a period and what they brought in (minor units of the shop's currency). */
export interface OverviewPeriod {
  paidOrders: number;
  revenue: MinorUnits;
}

/** GET /api/admin/overview. */
export interface AdminOverview {
  /** Since 00:00 UTC today. */
  today: OverviewPeriod;
  /** Since 00:00 UTC on the last Sunday (the week of both the shop's countries starts on Sunday). */
  week: OverviewPeriod;
  /** Orders paid for and not yet handed to the carrier (confirmed or in process). */
  awaitingShipment: number;
  /** Products with fewer than LOW_STOCK_THRESHOLD left, sold-out ones included. */
  lowStock: number;
}
export type AdminOverviewResponse = ApiSuccess<AdminOverview>;
