import {
  CATALOG_GROUP_ID_PATTERN,
  CURRENCIES,
  HOME_PAGE_SECTION_KEYS,
  HOME_SECTION_MAX_ITEMS,
  TAX_RATE_RANGE,
  type CatalogGroup,
  type CurrencyCode,
  type GeneralSettings,
  type HomePageSection,
  type HomePageSectionKey,
  type LanguageCode,
  type ShopSettings,
} from "@contracts";
import { moneyInputValue, parseMoneyInput } from "@/shared/lib/money-input";
import { tabFrom } from "@/shared/lib/useTabParam";

/**
 * The settings forms' rules, kept apart from the screens: drafts hold what the admin types (numbers
 * as text), and these turn them into what the API takes.
 */

// ---------------------------------------------------------------------------------------------
// Tabs

export const SETTINGS_TABS = ["general", "homepage", "categories", "brands"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab named in `?tab=`, or the first. */
export function settingsTabFrom(query: URLSearchParams): SettingsTab {
  return tabFrom(query, SETTINGS_TABS);
}

// ---------------------------------------------------------------------------------------------
// Numbers (spec 5)

/** Tax rate: a number from 0 to 100; anything else becomes 0. */
export function coerceTaxRate(text: string | number): number {
  const value = typeof text === "number" ? text : text.trim() === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(value) || value < TAX_RATE_RANGE.min || value > TAX_RATE_RANGE.max) return TAX_RATE_RANGE.fallback;
  return Math.round(value * 100) / 100;
}

/** A homepage section's item count: a whole number from 1 to 20; anything else becomes 4. */
export function coerceMaxItems(text: string | number): number {
  const value = typeof text === "number" ? text : text.trim() === "" ? Number.NaN : Number(text);
  if (!Number.isInteger(value) || value < HOME_SECTION_MAX_ITEMS.min || value > HOME_SECTION_MAX_ITEMS.max) {
    return HOME_SECTION_MAX_ITEMS.fallback;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// General

export interface GeneralDraft {
  siteName: string;
  currency: CurrencyCode;
  defaultLanguage: LanguageCode;
  taxRate: string;
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
}
export type GeneralField = keyof GeneralDraft;

/** Where each field lives in the API's settings, to place the server's field errors (`contactInfo.email`). */
export const GENERAL_FIELD_PATHS: Record<GeneralField, string> = {
  siteName: "siteName",
  currency: "currency",
  defaultLanguage: "defaultLanguage",
  taxRate: "taxRate",
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
  return {
    siteName: settings.siteName ?? "",
    currency: settings.currency in CURRENCIES ? settings.currency : "USD",
    defaultLanguage: settings.defaultLanguage === "he" ? "he" : "en",
    taxRate: String(coerceTaxRate(settings.taxRate ?? 0)),
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
  };
}

/** "truffles, pralines,, Truffles " → ["truffles", "pralines"]: trimmed, no blanks, no repeats. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(/[,،\n]/)) {
    const keyword = part.trim().replace(/\s+/g, " ");
    const key = keyword.toLocaleLowerCase();
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

export type GeneralSettingsResult = { ok: true; settings: GeneralSettings } | { ok: false; errors: Partial<Record<GeneralField, "invalidAmount">> };

/**
 * The draft as PUT /admin/settings/general takes it: text trimmed, the tax rate coerced (spec 5), money
 * in minor units and the symbol that goes with the currency. A money field that is not an amount is
 * refused, to be shown under it.
 */
export function generalSettingsFrom(draft: GeneralDraft): GeneralSettingsResult {
  const freeShippingThreshold = parseMoneyInput(draft.freeShippingThreshold);
  const defaultShippingCost = parseMoneyInput(draft.defaultShippingCost);
  if (freeShippingThreshold === null || defaultShippingCost === null) {
    return {
      ok: false,
      errors: {
        ...(freeShippingThreshold === null ? { freeShippingThreshold: "invalidAmount" as const } : {}),
        ...(defaultShippingCost === null ? { defaultShippingCost: "invalidAmount" as const } : {}),
      },
    };
  }
  const text = (value: string) => value.trim();
  return {
    ok: true,
    settings: {
      siteName: text(draft.siteName),
      currency: draft.currency,
      currencySymbol: currencySymbolOf(draft.currency),
      defaultLanguage: draft.defaultLanguage,
      taxRate: coerceTaxRate(draft.taxRate),
      contactInfo: {
        email: text(draft.email),
        phone: text(draft.phone),
        address: text(draft.address),
        socialMedia: {
          facebook: text(draft.facebook),
          instagram: text(draft.instagram),
          twitter: text(draft.twitter),
          linkedin: text(draft.linkedin),
        },
      },
      shippingSettings: { freeShippingThreshold, defaultShippingCost },
      seoSettings: { metaTitle: text(draft.metaTitle), metaDescription: text(draft.metaDescription), keywords: parseKeywords(draft.keywords) },
    },
  };
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

export interface NewGroupDraft {
  id: string;
  label: string;
  labelHe: string;
}

export type NewGroupProblem = "required" | "invalidId";

/**
 * What is wrong with the add form before any call: a missing id or label (spec 5, the required-fields
 * error) or an id the shop cannot use (lowercase letters, digits and single hyphens).
 */
export function newGroupProblem(draft: NewGroupDraft): NewGroupProblem | null {
  if (draft.id.trim() === "" || draft.label.trim() === "") return "required";
  if (!CATALOG_GROUP_ID_PATTERN.test(draft.id.trim())) return "invalidId";
  return null;
}

export function sameGroups(a: readonly CatalogGroup[], b: readonly CatalogGroup[]): boolean {
  return JSON.stringify(groupsToSave(a)) === JSON.stringify(groupsToSave(b));
}
