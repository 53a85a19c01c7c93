import { z } from "./zod";
import { minorUnitsSchema } from "./product";
import { successSchema } from "./responses/envelope";
import { CATALOG_ICONS, CURRENCIES, HOME_PAGE_SECTION_KEYS, LANGUAGES, TAX_MODES, type CurrencyCode } from "./settings-defaults";

export * from "./settings-defaults";

/** A category or a brand: both are managed the same way in the settings. */
export const catalogGroupSchema = z.object({
  /** URL-safe id stored on products (`product.category` / `product.brand`). */
  id: z.string(),
  /** English label; also the fallback in every other language. */
  label: z.string(),
  /** Hebrew label, shown when the shop is in Hebrew. */
  labelHe: z.string().optional(),
  translationKey: z.string(),
  icon: z.enum(CATALOG_ICONS),
  isActive: z.boolean(),
  sortOrder: z.number(),
});
export type CatalogGroup = z.infer<typeof catalogGroupSchema>;

export const homePageSectionSchema = z.object({
  enabled: z.boolean(),
  title: z.string(),
  maxItems: z.number().int(),
  translationKey: z.string().optional(),
});
export type HomePageSection = z.infer<typeof homePageSectionSchema>;

/** A carrier the shop ships with (the admin's list, PUT /api/admin/settings/carriers). Public: shoppers see the name and follow the link. */
export const carrierSchema = z.object({
  /** Stable id an order's shipment names (`shipment.carrierId`). */
  id: z.string(),
  /** English name; also the fallback in every other language. */
  name: z.string(),
  nameHe: z.string().optional(),
  /** https address with `{tracking}` where the tracking number goes (TRACKING_NUMBER_PLACEHOLDER). */
  trackingUrl: z.string(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/**
 * The gift wrapping a shopper may add to a gift (issue 33): its name in both languages and its price,
 * minor units (0: free). Off: checkout does not offer it and the server refuses it.
 */
export const giftWrapSchema = z.object({
  enabled: z.boolean(),
  name: z.string(),
  nameHe: z.string(),
  price: minorUnitsSchema,
});
export type GiftWrap = z.infer<typeof giftWrapSchema>;

/**
 * Gift cards (issue 36): whether the shop sells them, the amounts it offers, and the bounds of an
 * amount a shopper types (minor units).
 */
export const giftCardSettingsSchema = z.object({
  enabled: z.boolean(),
  amounts: z.array(minorUnitsSchema),
  min: minorUnitsSchema,
  max: minorUnitsSchema,
});
export type GiftCardSettings = z.infer<typeof giftCardSettingsSchema>;

/** The business's details printed on receipts: its legal name, registration number (ח.פ. / ע.מ.), address, and whether it is VAT-registered. */
export const businessDetailsSchema = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  address: z.string(),
  vatRegistered: z.boolean(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

const currencyCodes = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

export const shopSettingsSchema = z.object({
  siteName: z.string(),
  currency: z.enum(currencyCodes),
  currencySymbol: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  /** Percent, 0 to 100. */
  taxRate: z.number(),
  /**
   * Whether shelf prices include VAT ("included": Israeli law for consumer prices; the shopper pays the
   * shelf price and `taxRate` says what part of it is VAT) or have tax added on top ("added"). A stored
   * document without it reads as `taxModeOf` says (the server's settings reader fills it).
   */
  taxMode: z.enum(TAX_MODES),
  /** The business as its receipts name it (issue 37). */
  business: businessDetailsSchema,
  /** The owner's daily email lists products with this many units or fewer (LOW_STOCK_THRESHOLD_RANGE). */
  lowStockThreshold: z.number().int(),
  contactInfo: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    socialMedia: z.object({ facebook: z.string(), instagram: z.string(), twitter: z.string(), linkedin: z.string() }),
  }),
  shippingSettings: z.object({
    /** Minor units: orders at or above this subtotal ship free. */
    freeShippingThreshold: minorUnitsSchema,
    /** Minor units. */
    defaultShippingCost: minorUnitsSchema,
  }),
  seoSettings: z.object({ metaTitle: z.string(), metaDescription: z.string(), keywords: z.array(z.string()) }),
  homePageSections: z.record(z.enum(HOME_PAGE_SECTION_KEYS), homePageSectionSchema),
  categories: z.array(catalogGroupSchema),
  brands: z.array(catalogGroupSchema),
  /** The carriers the admin picks from when an order ships, in the order to offer them. */
  carriers: z.array(carrierSchema),
  /** Gift wrapping: offered at checkout for a gift, priced here. */
  giftWrap: giftWrapSchema,
  /** Gift cards: sold or not, the amounts offered, the bounds of one's own amount. */
  giftCards: giftCardSettingsSchema,
  /** Whether the packing slip and the gift card's back print the order's allergen line (issue 35). */
  allergenPrinting: z.object({ packingSlip: z.boolean(), giftCard: z.boolean() }),
  /**
   * Which provider checkout pays with right now (answered by the API, never stored): the storefront
   * says "test payment" only when this is "sandbox". Absent when no provider is configured.
   */
  checkoutPayment: z.enum(["paypal", "sandbox"]).optional(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** GET /api/common/settings/get; the admin's settings calls answer the same. */
export const settingsResponseSchema = successSchema(shopSettingsSchema);
export type GetSettingsResponse = z.infer<typeof settingsResponseSchema>;

