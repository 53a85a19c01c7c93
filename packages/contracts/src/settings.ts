import { z } from "./zod";
import { minorUnitsSchema } from "./product";
import { successSchema } from "./responses/envelope";

/**
 * Icon names an admin may pick for a category or brand: the spec's list (section 5) first, then icons that
 * suit a chocolatier, named as in `@mui/icons-material`.
 */
export const CATALOG_ICONS = [
  "ShirtIcon",
  "CloudLightning",
  "BabyIcon",
  "WatchIcon",
  "UmbrellaIcon",
  "Shirt",
  "WashingMachine",
  "ShoppingBasket",
  "Airplay",
  "Images",
  "Heater",
  "ViewModule",
  "Diamond",
  "Favorite",
  "Cake",
  "Cookie",
  "CardGiftcard",
  "Celebration",
  "EmojiFoodBeverage",
  "LocalFlorist",
  "Palette",
  "Spa",
  "Public",
  "Nightlife",
  "WorkspacePremium",
  "AutoAwesome",
] as const;
export type CatalogIcon = (typeof CATALOG_ICONS)[number];

export const DEFAULT_CATEGORY_ICON: CatalogIcon = "ShirtIcon";
export const DEFAULT_BRAND_ICON: CatalogIcon = "Shirt";

export const CURRENCIES = { USD: "$", ILS: "₪" } as const;
export type CurrencyCode = keyof typeof CURRENCIES;

export const LANGUAGES = ["en", "he"] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

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

export const HOME_PAGE_SECTION_KEYS = [
  "shopByCategory",
  "shopByBrand",
  "recommendedProducts",
  "featuredProducts",
] as const;
export type HomePageSectionKey = (typeof HOME_PAGE_SECTION_KEYS)[number];

const currencyCodes = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];

export const shopSettingsSchema = z.object({
  siteName: z.string(),
  currency: z.enum(currencyCodes),
  currencySymbol: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  /** Percent, 0 to 100. */
  taxRate: z.number(),
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

export const HOME_SECTION_MAX_ITEMS = { min: 1, max: 20, fallback: 4 } as const;
export const TAX_RATE_RANGE = { min: 0, max: 100, fallback: 0 } as const;

/** Section 9 defaults for the homepage sections. */
export const DEFAULT_HOME_PAGE_SECTIONS: Record<HomePageSectionKey, HomePageSection> = {
  shopByCategory: { enabled: true, title: "Shop by category", maxItems: 6, translationKey: "home.shopByCategory" },
  shopByBrand: { enabled: true, title: "Shop by brand", maxItems: 6, translationKey: "home.shopByBrand" },
  recommendedProducts: {
    enabled: true,
    title: "Recommended for you",
    maxItems: 8,
    translationKey: "home.recommendedProducts",
  },
  featuredProducts: { enabled: true, title: "Featured products", maxItems: 4, translationKey: "home.featuredProducts" },
};

/**
 * The settings a new shop starts with (spec sections 3 and 9). Categories and brands are
 * empty here; the seed fills them with the atelier's own.
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  siteName: "Cocoa Atelier",
  currency: "USD",
  currencySymbol: CURRENCIES.USD,
  defaultLanguage: "en",
  taxRate: 0,
  contactInfo: {
    email: "hello@cocoa-atelier.example",
    phone: "+1 (212) 555-0147",
    address: "214 Mercer Street, New York, NY 10012",
    socialMedia: {
      facebook: "https://facebook.com/cocoa.atelier",
      instagram: "https://instagram.com/cocoa.atelier",
      twitter: "https://twitter.com/cocoa_atelier",
      linkedin: "https://linkedin.com/company/cocoa-atelier",
    },
  },
  shippingSettings: { freeShippingThreshold: 10000, defaultShippingCost: 1000 },
  seoSettings: {
    metaTitle: "Cocoa Atelier | Handmade chocolate art and confectionery",
    metaDescription: "Hand-painted truffles, single-origin bars, pralines and chocolate sculptures made to order.",
    keywords: ["chocolate", "truffles", "pralines", "chocolate art", "gift boxes"],
  },
  homePageSections: DEFAULT_HOME_PAGE_SECTIONS,
  categories: [],
  brands: [],
};
