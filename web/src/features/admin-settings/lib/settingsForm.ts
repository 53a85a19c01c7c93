import {
  CURRENCIES,
  DEFAULT_SHOP_SETTINGS,
  HOME_PAGE_SECTION_KEYS,
  HOME_SECTION_MAX_ITEMS,
  LOW_STOCK_THRESHOLD_RANGE,
  TAX_RATE_RANGE,
  type AddCatalogGroupRequest,
  type CatalogGroup,
  type CatalogGroupKind,
  type CurrencyCode,
  type GeneralSettings,
  type HomePageSection,
  type HomePageSectionKey,
  type LanguageCode,
  type ShopSettings,
  type TaxMode,
  addCatalogGroupSchema,
  defaultBusinessDetails,
  taxModeOf,
  catalogGroupsSchema,
  generalSettingsSchema,
  homePageSectionsSchema,
} from "@contracts";
import { checkForm } from "@/shared/forms";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";
import { tabFrom } from "@/shared/lib/useTabParam";

/**
 * The settings forms' rules, kept apart from the screens: drafts hold what the admin types (numbers
 * as text), and these turn them into what the API takes, checked with the schemas the server
 * validates the settings with (ranges, rounding, trimming, keywords, ids).
 */

// ---------------------------------------------------------------------------------------------
// Tabs

export const SETTINGS_TABS = ["general", "homepage", "categories", "brands", "carriers", "delivery", "giftWrap", "giftCards"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab named in `?tab=`, or the first. */
export function settingsTabFrom(query: URLSearchParams): SettingsTab {
  return tabFrom(query, SETTINGS_TABS);
}

// ---------------------------------------------------------------------------------------------
// Numbers (spec 5)

/** What a number field holds, as a number: NaN when blank or not a number. */
const numberIn = (text: string | number) => (typeof text === "number" ? text : text.trim() === "" ? Number.NaN : Number(text));

/** The general settings' fields as the server checks them (before it sets the currency's symbol). */
const GENERAL_SCHEMA_FIELDS = generalSettingsSchema.in.shape;
/** A homepage section's fields as the server checks them (every section has the same). */
const SECTION_SCHEMA_FIELDS = homePageSectionsSchema.shape.homePageSections.shape.shopByCategory.in.shape;

/** Tax rate: a number from 0 to 100, rounded to two decimals as the server stores it; anything else becomes 0. */
export function coerceTaxRate(text: string | number): number {
  const check = GENERAL_SCHEMA_FIELDS.taxRate.safeParse(numberIn(text));
  return check.success ? check.data : TAX_RATE_RANGE.fallback;
}

/** Low-stock threshold: a whole number from 0 to 1000; anything else becomes 3. */
export function coerceLowStockThreshold(text: string | number): number {
  const check = GENERAL_SCHEMA_FIELDS.lowStockThreshold.safeParse(numberIn(text));
  return check.success && check.data !== undefined ? check.data : LOW_STOCK_THRESHOLD_RANGE.fallback;
}

/** A homepage section's item count: a whole number from 1 to 20; anything else becomes 4. */
export function coerceMaxItems(text: string | number): number {
  const check = SECTION_SCHEMA_FIELDS.maxItems.safeParse(numberIn(text));
  return check.success ? check.data : HOME_SECTION_MAX_ITEMS.fallback;
}

// ---------------------------------------------------------------------------------------------
// General

export interface GeneralDraft {
  siteName: string;
  currency: CurrencyCode;
  defaultLanguage: LanguageCode;
  taxRate: string;
  /** Whether shelf prices include VAT or have tax added at checkout (issue 37). */
  taxMode: TaxMode;
  /** The business as receipts name it (issue 37). */
  businessName: string;
  registrationNumber: string;
  businessAddress: string;
  /** A switch, sent as loaded until changed. */
  vatRegistered: boolean;
  /** The owner's daily email lists products with this many units or fewer. */
  lowStockThreshold: string;
  email: string;
  phone: string;
  address: string;
  facebook: string;
  instagram: string;
  twitter: string;
  linkedin: string;
  /** Decimals as typed ("100.00"); stored as minor units. */
  freeShippingThreshold: string;
  defaultShippingCost: string;
  metaTitle: string;
  metaDescription: string;
  /** Comma-separated. */
  keywords: string;
  /** Whether the packing slip and the gift card's back print the order's allergen line (issue 35): two switches, sent as loaded until changed. */
  allergenPrinting: AllergenPrinting;
}
export type AllergenPrinting = ShopSettings["allergenPrinting"];
/** The draft's text fields (the switches are not typed into). */
export type GeneralField = Exclude<keyof GeneralDraft, "allergenPrinting" | "vatRegistered">;

/** Where each field lives in the API's settings, to place the server's field errors (`contactInfo.email`). */
export const GENERAL_FIELD_PATHS: Record<GeneralField, string> = {
  siteName: "siteName",
  currency: "currency",
  defaultLanguage: "defaultLanguage",
  taxRate: "taxRate",
  taxMode: "taxMode",
  businessName: "business.name",
  registrationNumber: "business.registrationNumber",
  businessAddress: "business.address",
  lowStockThreshold: "lowStockThreshold",
  email: "contactInfo.email",
  phone: "contactInfo.phone",
  address: "contactInfo.address",
  facebook: "contactInfo.socialMedia.facebook",
  instagram: "contactInfo.socialMedia.instagram",
  twitter: "contactInfo.socialMedia.twitter",
  linkedin: "contactInfo.socialMedia.linkedin",
  freeShippingThreshold: "shippingSettings.freeShippingThreshold",
  defaultShippingCost: "shippingSettings.defaultShippingCost",
  metaTitle: "seoSettings.metaTitle",
  metaDescription: "seoSettings.metaDescription",
  keywords: "seoSettings.keywords",
};

export function currencySymbolOf(currency: CurrencyCode): string {
  return CURRENCIES[currency] ?? CURRENCIES.USD;
}

export function generalDraftFrom(settings: ShopSettings): GeneralDraft {
  const { contactInfo, shippingSettings, seoSettings } = settings;
  // Settings answered before issue 37 hold neither: read as the server reads them.
  const business = settings.business ?? defaultBusinessDetails(settings.siteName ?? "");
  return {
    siteName: settings.siteName ?? "",
    currency: settings.currency in CURRENCIES ? settings.currency : "USD",
    defaultLanguage: settings.defaultLanguage === "he" ? "he" : "en",
    taxRate: String(coerceTaxRate(settings.taxRate ?? 0)),
    taxMode: taxModeOf(settings),
    businessName: business.name ?? "",
    registrationNumber: business.registrationNumber ?? "",
    businessAddress: business.address ?? "",
    vatRegistered: business.vatRegistered === true,
    lowStockThreshold: String(coerceLowStockThreshold(settings.lowStockThreshold ?? LOW_STOCK_THRESHOLD_RANGE.fallback)),
    email: contactInfo?.email ?? "",
    phone: contactInfo?.phone ?? "",
    address: contactInfo?.address ?? "",
    facebook: contactInfo?.socialMedia?.facebook ?? "",
    instagram: contactInfo?.socialMedia?.instagram ?? "",
    twitter: contactInfo?.socialMedia?.twitter ?? "",
    linkedin: contactInfo?.socialMedia?.linkedin ?? "",
    freeShippingThreshold: moneyInputValue(shippingSettings?.freeShippingThreshold),
    defaultShippingCost: moneyInputValue(shippingSettings?.defaultShippingCost),
    metaTitle: seoSettings?.metaTitle ?? "",
    metaDescription: seoSettings?.metaDescription ?? "",
    keywords: (seoSettings?.keywords ?? []).join(", "),
    // Settings answered before the switches existed hold none: the shop's defaults.
    allergenPrinting: { ...(settings.allergenPrinting ?? DEFAULT_SHOP_SETTINGS.allergenPrinting) },
  };
}

/** Keywords are typed comma-separated (a Hebrew comma or a new line works too). */
const KEYWORD_SEPARATORS = /[,،\n]/;

export type GeneralSettingsResult = { ok: true; settings: GeneralSettings } | { ok: false; errors: Partial<Record<GeneralField, "invalidAmount">> };

const MONEY_FIELDS = ["freeShippingThreshold", "defaultShippingCost"] as const satisfies readonly GeneralField[];

/**
 * The draft as PUT /admin/settings/general takes it, as the server's schema reads it: text trimmed,
 * the tax rate coerced (spec 5) and rounded, keywords without blanks or repeats, money in minor units
 * and the symbol that goes with the currency. A money field that is not an amount is refused, to be
 * shown under it. What else the schema refuses (an email, a link, a phone) is sent as typed: the
 * server refuses it and the form shows its words under the field, as it always has.
 */
export function generalSettingsFrom(draft: GeneralDraft): GeneralSettingsResult {
  // NaN for money that is not an amount: the schema refuses it, and the form names the field.
  const money = (text: string) => parseMoneyInput(text) ?? Number.NaN;
  const body: GeneralSettings = {
    siteName: draft.siteName,
    currency: draft.currency,
    currencySymbol: currencySymbolOf(draft.currency),
    defaultLanguage: draft.defaultLanguage,
    taxRate: coerceTaxRate(draft.taxRate),
    taxMode: draft.taxMode,
    business: { name: draft.businessName, registrationNumber: draft.registrationNumber, address: draft.businessAddress, vatRegistered: draft.vatRegistered },
    lowStockThreshold: coerceLowStockThreshold(draft.lowStockThreshold),
    contactInfo: {
      email: draft.email,
      phone: draft.phone,
      address: draft.address,
      socialMedia: { facebook: draft.facebook, instagram: draft.instagram, twitter: draft.twitter, linkedin: draft.linkedin },
    },
    shippingSettings: { freeShippingThreshold: money(draft.freeShippingThreshold), defaultShippingCost: money(draft.defaultShippingCost) },
    seoSettings: { metaTitle: draft.metaTitle, metaDescription: draft.metaDescription, keywords: draft.keywords.split(KEYWORD_SEPARATORS) },
    allergenPrinting: { packingSlip: draft.allergenPrinting.packingSlip, giftCard: draft.allergenPrinting.giftCard },
  };
  const check = checkForm(generalSettingsSchema, body);
  if (check.ok) return { ok: true, settings: check.value };
  const errors: Partial<Record<GeneralField, "invalidAmount">> = {};
  for (const field of MONEY_FIELDS) {
    const kind = check.problems[GENERAL_FIELD_PATHS[field]]?.kind;
    if (kind === "required" || kind === "invalid") errors[field] = "invalidAmount";
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, settings: body };
}

/**
 * The server's field errors (keyed by dotted API paths such as `contactInfo.email` or
 * `seoSettings.keywords.2`) placed on the form's fields.
 */
export function errorsOnFields<F extends string>(serverErrors: Record<string, string>, paths: Record<F, string>): Partial<Record<F, string>> {
  const placed: Partial<Record<F, string>> = {};
  for (const [key, message] of Object.entries(serverErrors)) {
    const field = (Object.keys(paths) as F[]).find((f) => key === paths[f] || key.startsWith(`${paths[f]}.`));
    if (field && placed[field] === undefined) placed[field] = message;
  }
  return placed;
}

// ---------------------------------------------------------------------------------------------
// Homepage sections

export interface SectionDraft {
  enabled: boolean;
  title: string;
  maxItems: string;
  translationKey?: string;
}
export type SectionsDraft = Record<HomePageSectionKey, SectionDraft>;

export function sectionsDraftFrom(sections: ShopSettings["homePageSections"]): SectionsDraft {
  return Object.fromEntries(
    HOME_PAGE_SECTION_KEYS.map((key) => {
      const section = sections?.[key];
      return [
        key,
        {
          enabled: section?.enabled ?? true,
          title: section?.title ?? "",
          maxItems: String(coerceMaxItems(section?.maxItems ?? HOME_SECTION_MAX_ITEMS.fallback)),
          ...(section?.translationKey ? { translationKey: section.translationKey } : {}),
        },
      ];
    }),
  ) as SectionsDraft;
}

/** The draft as PUT /admin/settings/homepage-sections takes it, maxItems coerced (spec 5). */
export function homePageSectionsFrom(draft: SectionsDraft): Record<HomePageSectionKey, HomePageSection> {
  return Object.fromEntries(
    HOME_PAGE_SECTION_KEYS.map((key) => {
      const section = draft[key];
      return [
        key,
        {
          enabled: section.enabled,
          title: section.title.trim(),
          maxItems: coerceMaxItems(section.maxItems),
          ...(section.translationKey ? { translationKey: section.translationKey } : {}),
        },
      ];
    }),
  ) as Record<HomePageSectionKey, HomePageSection>;
}

// ---------------------------------------------------------------------------------------------
// Categories and brands

/** The groups in the order the shop shows them. */
export function inShowOrder(groups: readonly CatalogGroup[] | undefined): CatalogGroup[] {
  return [...(groups ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveGroup<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The list as PUT takes it: labels trimmed, sortOrder following the position. */
export function groupsToSave(groups: readonly CatalogGroup[]): CatalogGroup[] {
  return groups.map((group, sortOrder) => {
    const labelHe = group.labelHe?.trim();
    const { labelHe: _, ...rest } = group;
    return { ...rest, label: group.label.trim(), ...(labelHe ? { labelHe } : {}), sortOrder };
  });
}

/** The ids of the groups whose label is blank (spec 5: every entry needs one), by the server's list schema. */
export function groupsWithoutLabel(kind: CatalogGroupKind, groups: readonly CatalogGroup[]): string[] {
  const { problems } = checkForm(catalogGroupsSchema(kind), { [kind]: groups });
  return groups.filter((_, index) => problems[`${kind}.${index}.label`]?.kind === "required").map((group) => group.id);
}

export interface NewGroupDraft {
  id: string;
  label: string;
  labelHe: string;
}

export type NewGroupProblem = "required" | "invalidId";

export interface NewGroupCheck {
  problem: NewGroupProblem | null;
  /** The fields left blank, to mark them. */
  missing: ("id" | "label")[];
  /** The group as it is sent (trimmed, a blank Hebrew label left out), once the schema takes it. */
  group: Omit<AddCatalogGroupRequest, "icon"> | null;
}

/**
 * The add form checked before any call with the server's schema: a missing id or label (spec 5, the
 * required-fields error) or an id the shop cannot use (lowercase letters, digits and single hyphens,
 * not too long).
 */
export function checkNewGroup(draft: NewGroupDraft, kind: CatalogGroupKind = "categories"): NewGroupCheck {
  const check = checkForm(addCatalogGroupSchema(kind), draft);
  const missing = (["id", "label"] as const).filter((field) => check.problems[field]?.kind === "required");
  const problem = missing.length > 0 ? "required" : check.problems.id ? "invalidId" : null;
  const group = check.ok ? { id: check.value.id, label: check.value.label, ...(check.value.labelHe ? { labelHe: check.value.labelHe } : {}) } : null;
  return { problem, missing, group };
}

export function newGroupProblem(draft: NewGroupDraft, kind: CatalogGroupKind = "categories"): NewGroupProblem | null {
  return checkNewGroup(draft, kind).problem;
}

export function sameGroups(a: readonly CatalogGroup[], b: readonly CatalogGroup[]): boolean {
  return JSON.stringify(groupsToSave(a)) === JSON.stringify(groupsToSave(b));
}
