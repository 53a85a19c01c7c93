/**
 * The settings' fixed lists (icons, currencies, languages, home sections) and a new shop's defaults.
 * Kept apart from the zod schemas so that a storefront page that needs only these does not
 * download zod with them (a module is bundled whole; see web/vite.config.ts).
 */
import type { Carrier, HomePageSection, ShopSettings } from "./settings";

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

export const HOME_PAGE_SECTION_KEYS = [
  "shopByCategory",
  "shopByBrand",
  "recommendedProducts",
  "featuredProducts",
] as const;
export type HomePageSectionKey = (typeof HOME_PAGE_SECTION_KEYS)[number];

/**
 * How shelf prices and tax relate (issue 37): "included", the price holds the VAT (Israel's rule for
 * consumer prices); "added", tax is charged on top of it (the shop's behaviour before, kept for USD).
 */
export const TAX_MODES = ["included", "added"] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/**
 * The one reader of the settings' tax mode: the stored one, else the currency's custom (ILS prices
 * include VAT, others have it added), so a shop saved before the mode existed keeps charging as it did
 * unless it sells in shekels.
 */
export function taxModeOf(settings: { currency?: string | undefined; taxMode?: string | undefined }): TaxMode {
  if (settings.taxMode === "included" || settings.taxMode === "added") return settings.taxMode;
  return settings.currency === "ILS" ? "included" : "added";
}

/** A business's details before the owner gives them: the shop's name, nothing else known, not VAT-registered. */
export function defaultBusinessDetails(siteName: string): ShopSettings["business"] {
  return { name: siteName, registrationNumber: "", address: "", vatRegistered: false };
}

/** The business's registration number (ח.פ. / ע.מ. / a company number): a few dozen characters at most. */
export const BUSINESS_REGISTRATION_NUMBER_MAX_LENGTH = 40;

export const HOME_SECTION_MAX_ITEMS = { min: 1, max: 20, fallback: 4 } as const;
export const TAX_RATE_RANGE = { min: 0, max: 100, fallback: 0 } as const;

/**
 * The owner's daily low-stock email lists every product with this many units or fewer (0 sends it
 * for sold-out products only). A few pieces is when a handmade item needs making again.
 */
export const LOW_STOCK_THRESHOLD_RANGE = { min: 0, max: 1000, fallback: 3 } as const;

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

/** Where a carrier's tracking address takes the parcel's tracking number. */
export const TRACKING_NUMBER_PLACEHOLDER = "{tracking}";

/**
 * The carriers a new shop ships with (the admin edits the list in the settings). Each tracking
 * address holds TRACKING_NUMBER_PLACEHOLDER where the number goes.
 */
export const DEFAULT_CARRIERS: Carrier[] = [
  { id: "israel-post", name: "Israel Post", nameHe: "דואר ישראל", trackingUrl: "https://israelpost.co.il/itemtrace?itemcode={tracking}" },
  { id: "ups", name: "UPS", trackingUrl: "https://www.ups.com/track?tracknum={tracking}" },
  { id: "dhl", name: "DHL Express", nameHe: "DHL אקספרס", trackingUrl: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={tracking}" },
];

/** A parcel's tracking address: the carrier's pattern with the number, URL-encoded, in place of every placeholder. */
export function trackingUrlFor(pattern: string, trackingNumber: string): string {
  return pattern.split(TRACKING_NUMBER_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}

/** A carrier's name as a reader of `language` sees it: the Hebrew one in Hebrew when there is one. */
export function carrierName(carrier: { name: string; nameHe?: string | undefined }, language: string): string {
  return (language.startsWith("he") && carrier.nameHe) || carrier.name;
}

/** A new shop's gift wrapping: offered, at a small price the owner changes in the settings. */
export const DEFAULT_GIFT_WRAP: ShopSettings["giftWrap"] = {
  enabled: true,
  name: "Gift wrapping: a ribbon and the atelier's gold box",
  nameHe: "אריזת מתנה: סרט וקופסת הזהב של הסדנה",
  price: 800,
};

/** A new shop sells gift cards of $25, $50 and $100, or an amount of one's own from $10 to $500. */
export const DEFAULT_GIFT_CARDS: ShopSettings["giftCards"] = { enabled: true, amounts: [2500, 5000, 10000], min: 1000, max: 50000 };

/** The most amounts the gift-card page offers. */
export const GIFT_CARD_AMOUNTS_MAX = 6;

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
  taxMode: "added",
  business: defaultBusinessDetails("Cocoa Atelier"),
  lowStockThreshold: LOW_STOCK_THRESHOLD_RANGE.fallback,
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
  carriers: DEFAULT_CARRIERS,
  giftWrap: DEFAULT_GIFT_WRAP,
  giftCards: DEFAULT_GIFT_CARDS,
  allergenPrinting: { packingSlip: true, giftCard: false },
};
