/**
 * zod schemas of /api/admin/settings. Each PUT takes its whole part of the settings, so every field
 * is checked here (shape, bounds, formats); what depends on stored data (an id already in use,
 * products that still use a category) is the service's check (./settings.service.ts).
 *
 * Normalising done here, so the service stores exactly what it gets:
 * - text is trimmed; optional text that is missing or null becomes "" (a PUT replaces the whole part);
 * - `currencySymbol` is ignored: the server sets the symbol of the chosen currency (CURRENCIES);
 * - `taxRate` is rounded to two decimals; SEO keywords lose blanks and repeats (case-insensitive);
 * - a homepage section's blank title becomes its default title; its `translationKey` is the default
 *   one while the title is the default title, and is dropped once the admin writes their own (else
 *   the storefront would keep showing the translated default heading instead of the admin's title);
 * - a category's or brand's `sortOrder` is ignored (the list order decides it), a missing
 *   `translationKey` becomes `<kind>.<id>`, a blank Hebrew label is left out.
 */
import { z } from "../zod";
import { CATALOG_GROUP_ID_PATTERN, PRODUCT_NUMBER_LIMITS, SETTINGS_MESSAGES, SETTINGS_TEXT_LIMITS, type CatalogGroupKind, type GeneralSettings } from "../admin";
import { CATALOG_ICONS, CURRENCIES, DEFAULT_BRAND_ICON, DEFAULT_CATEGORY_ICON, DEFAULT_HOME_PAGE_SECTIONS, HOME_PAGE_SECTION_KEYS, HOME_SECTION_MAX_ITEMS, LANGUAGES, TAX_RATE_RANGE, type CatalogGroup, type CatalogIcon, type CurrencyCode, type HomePageSection, type HomePageSectionKey } from "../settings";
import { BODY_MUST_BE_OBJECT, controlCharactersMessage, isOneLine, optionalText, requiredText, withoutBidiControls } from "./parts";

const { short, long, groupId, keyword, keywords, groups } = SETTINGS_TEXT_LIMITS;
const MAX_AMOUNT = PRODUCT_NUMBER_LIMITS.maxPrice;
/** Longest id a DELETE path may name: stored ids are at most `groupId`, but older ones may be longer. */
const DELETE_ID_MAX_LENGTH = 200;

const SOCIAL_NETWORKS = { facebook: "Facebook", instagram: "Instagram", twitter: "Twitter", linkedin: "LinkedIn" } as const;
type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export const SETTINGS_FIELD_MESSAGES = {
  currency: `Currency must be one of: ${Object.keys(CURRENCIES).join(", ")}.`,
  defaultLanguage: `Default language must be one of: ${LANGUAGES.join(", ")}.`,
  taxRate: `Tax rate must be a number from ${TAX_RATE_RANGE.min} to ${TAX_RATE_RANGE.max}.`,
  email: "Enter a valid email address, like name@example.com.",
  // The same words as an address's phone (address.schemas.ts).
  phone: "Phone may hold only digits, spaces and + ( ) - .",
  contactInfo: "Send contactInfo as an object with email, phone, address and socialMedia.",
  socialMedia: "Send socialMedia as an object with facebook, instagram, twitter and linkedin.",
  shippingSettings: "Send shippingSettings as an object with freeShippingThreshold and defaultShippingCost.",
  seoSettings: "Send seoSettings as an object with metaTitle, metaDescription and keywords.",
  freeShippingThreshold: `Free shipping threshold must be a whole number of minor units (cents) from 0 to ${MAX_AMOUNT}.`,
  defaultShippingCost: `Shipping cost must be a whole number of minor units (cents) from 0 to ${MAX_AMOUNT}.`,
  keywordsList: "Keywords must be a list of words.",
  keywordText: "Each keyword must be text.",
  keywordTooLong: `Each keyword must be at most ${keyword} characters.`,
  keywordOneLine: "Each keyword must be one line of text, without control characters.",
  tooManyKeywords: `Keep to at most ${keywords} keywords.`,
  homePageSections: `Send homePageSections as an object with ${HOME_PAGE_SECTION_KEYS.join(", ")}.`,
  unknownSection: `The homepage sections are only ${HOME_PAGE_SECTION_KEYS.join(", ")}.`,
  section: "Send each homepage section as an object with enabled, title and maxItems.",
  sectionEnabled: "Say whether the section is shown (enabled: true or false).",
  maxItems: `Items to show must be a whole number from ${HOME_SECTION_MAX_ITEMS.min} to ${HOME_SECTION_MAX_ITEMS.max}.`,
  icon: `Icon must be one of: ${CATALOG_ICONS.join(", ")}.`,
  invalidCategoryId: "That is not a valid category id.",
  invalidBrandId: "That is not a valid brand id.",
} as const;

/** The per-kind messages of categories and brands (same rules, own words). */
export const CATALOG_GROUP_MESSAGES = {
  categories: {
    list: "Send categories as a list.",
    tooMany: `A shop can have at most ${groups} categories.`,
    item: "Send each category as an object with id, label, icon and isActive.",
    idRequired: "Category id is required.",
    idPattern: "Category id must be lowercase letters, digits and single hyphens, like dark-chocolate.",
    idTooLong: `Category id must be at most ${groupId} characters.`,
    isActive: "Say whether the category is shown (isActive: true or false).",
  },
  brands: {
    list: "Send brands as a list.",
    tooMany: `A shop can have at most ${groups} brands.`,
    item: "Send each brand as an object with id, label, icon and isActive.",
    idRequired: "Brand id is required.",
    idPattern: "Brand id must be lowercase letters, digits and single hyphens, like dark-chocolate.",
    idTooLong: `Brand id must be at most ${groupId} characters.`,
    isActive: "Say whether the brand is shown (isActive: true or false).",
  },
} as const satisfies Record<CatalogGroupKind, Record<string, string>>;

/** The field labels the generic text messages use ("Site name is required."). */
const LABELS = {
  siteName: "Site name",
  contactEmail: "Contact email",
  phone: "Phone",
  address: "Address",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  sectionTitle: "Section title",
  categoryLabel: "Category name",
  brandLabel: "Brand name",
  hebrewName: "Hebrew name",
  translationKey: "Translation key",
} as const;
/** Labels of `requiredText` fields; the others are optional text (`optionalText`). */
const REQUIRED_LABELS: readonly string[] = [LABELS.siteName, LABELS.contactEmail, LABELS.categoryLabel, LABELS.brandLabel];

/** Every message these schemas can send, for the Hebrew-coverage test (`{n}` / `{text}` as in messages.he.ts). */
export function settingsSchemaMessageTemplates(): string[] {
  const textMessages = (label: string) => [
    ...(REQUIRED_LABELS.includes(label) ? [`${label} is required.`] : []),
    `${label} must be text.`,
    `${label} must be at most {n} characters.`,
    controlCharactersMessage(label, label === LABELS.address ? "many" : "one"),
  ];
  return [
    ...Object.values(SETTINGS_FIELD_MESSAGES),
    ...Object.values(CATALOG_GROUP_MESSAGES).flatMap((messages) => Object.values(messages)),
    ...Object.values(LABELS).flatMap(textMessages),
    SOCIAL_LINK_TEMPLATE,
    SOCIAL_LINK_TOO_LONG_TEMPLATE,
    SECTION_MISSING_TEMPLATE,
    SETTINGS_MESSAGES.duplicateId,
  ];
}

// ---------------------------------------------------------------------------------------------
// Pieces

/** A whole amount of minor units from 0 to the shop's largest price. */
function amount(message: string) {
  return z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(MAX_AMOUNT, { error: message });
}

export const SOCIAL_LINK_TEMPLATE = "{text} link must be a web address starting with https:// or http://, or left empty.";
export const SOCIAL_LINK_TOO_LONG_TEMPLATE = "{text} link must be at most {n} characters.";

/** True for an absolute http(s) address with a host name that has a dot (or is localhost). */
export function isWebAddress(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  return url.hostname === "localhost" || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

/** A social network's page: empty, or an http(s) address. */
function socialLink(network: SocialNetwork) {
  const name = SOCIAL_NETWORKS[network];
  const invalid = SOCIAL_LINK_TEMPLATE.replace("{text}", name);
  return z
    .string({ error: invalid })
    .trim()
    .max(long, { error: SOCIAL_LINK_TOO_LONG_TEMPLATE.replace("{text}", name).replace("{n}", String(long)) })
    .refine((value) => value === "" || isWebAddress(value), { error: invalid })
    .nullish()
    .transform((value) => value ?? "");
}

/** As an address's phone, but may be empty. */
const PHONE_CHARACTERS = /^[0-9+()\-.\s]*$/;

/** Blank and repeated keywords (ignoring case) dropped, inner spaces collapsed. */
function distinctKeywords(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const word = raw.replace(/\s+/g, " ");
    const key = word.toLocaleLowerCase();
    if (word === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}

const keywordsSchema = z
  .array(
    z
      .string({ error: SETTINGS_FIELD_MESSAGES.keywordText })
      .overwrite(withoutBidiControls)
      .trim()
      .refine(isOneLine, { error: SETTINGS_FIELD_MESSAGES.keywordOneLine, abort: true })
      .max(keyword, { error: SETTINGS_FIELD_MESSAGES.keywordTooLong }),
    { error: SETTINGS_FIELD_MESSAGES.keywordsList },
  )
  // Bounds the work before de-duplicating; the real limit is checked on what is left.
  .max(keywords * 4, { error: SETTINGS_FIELD_MESSAGES.tooManyKeywords })
  .nullish()
  .transform((list) => distinctKeywords(list ?? []))
  .refine((list) => list.length <= keywords, { error: SETTINGS_FIELD_MESSAGES.tooManyKeywords });

// ---------------------------------------------------------------------------------------------
// PUT general

export const generalSettingsSchema = z
  .object(
    {
      siteName: requiredText(LABELS.siteName, short),
      currency: z.enum(Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]], { error: SETTINGS_FIELD_MESSAGES.currency }),
      // Ignored: set from the currency below, so the symbol can never disagree with it.
      currencySymbol: z.unknown().optional(),
      defaultLanguage: z.enum(LANGUAGES, { error: SETTINGS_FIELD_MESSAGES.defaultLanguage }),
      taxRate: z
        .number({ error: SETTINGS_FIELD_MESSAGES.taxRate })
        .min(TAX_RATE_RANGE.min, { error: SETTINGS_FIELD_MESSAGES.taxRate })
        .max(TAX_RATE_RANGE.max, { error: SETTINGS_FIELD_MESSAGES.taxRate })
        .transform((rate) => Math.round(rate * 100) / 100),
      contactInfo: z.object(
        {
          email: requiredText(LABELS.contactEmail, short).pipe(z.email({ error: SETTINGS_FIELD_MESSAGES.email })),
          phone: optionalText(LABELS.phone, short).refine((phone) => PHONE_CHARACTERS.test(phone), { error: SETTINGS_FIELD_MESSAGES.phone }),
          address: optionalText(LABELS.address, long, { lines: "many" }),
          socialMedia: z.object(
            {
              facebook: socialLink("facebook"),
              instagram: socialLink("instagram"),
              twitter: socialLink("twitter"),
              linkedin: socialLink("linkedin"),
            },
            { error: SETTINGS_FIELD_MESSAGES.socialMedia },
          ),
        },
        { error: SETTINGS_FIELD_MESSAGES.contactInfo },
      ),
      shippingSettings: z.object(
        {
          freeShippingThreshold: amount(SETTINGS_FIELD_MESSAGES.freeShippingThreshold),
          defaultShippingCost: amount(SETTINGS_FIELD_MESSAGES.defaultShippingCost),
        },
        { error: SETTINGS_FIELD_MESSAGES.shippingSettings },
      ),
      seoSettings: z.object(
        {
          metaTitle: optionalText(LABELS.metaTitle, short),
          metaDescription: optionalText(LABELS.metaDescription, long),
          keywords: keywordsSchema,
        },
        { error: SETTINGS_FIELD_MESSAGES.seoSettings },
      ),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform(({ currencySymbol: _ignored, ...settings }): GeneralSettings => ({ ...settings, currencySymbol: CURRENCIES[settings.currency] }));

// ---------------------------------------------------------------------------------------------
// PUT homepage-sections

export const SECTION_MISSING_TEMPLATE = "The homepage section {text} is missing.";

function homePageSection(key: HomePageSectionKey) {
  const fallback = DEFAULT_HOME_PAGE_SECTIONS[key];
  return z
    .object(
      {
        enabled: z.boolean({ error: SETTINGS_FIELD_MESSAGES.sectionEnabled }),
        title: optionalText(LABELS.sectionTitle, short),
        maxItems: z
          .number({ error: SETTINGS_FIELD_MESSAGES.maxItems })
          .int({ error: SETTINGS_FIELD_MESSAGES.maxItems })
          .min(HOME_SECTION_MAX_ITEMS.min, { error: SETTINGS_FIELD_MESSAGES.maxItems })
          .max(HOME_SECTION_MAX_ITEMS.max, { error: SETTINGS_FIELD_MESSAGES.maxItems }),
        // Accepted for the shape, then decided from the title (see the file's comment).
        translationKey: z.unknown().optional(),
      },
      {
        error: (issue) => (issue.input === undefined ? SECTION_MISSING_TEMPLATE.replace("{text}", key) : SETTINGS_FIELD_MESSAGES.section),
      },
    )
    .transform(({ enabled, title, maxItems }): HomePageSection => {
      const shown = title === "" ? fallback.title : title;
      const keepsDefault = shown === fallback.title && fallback.translationKey !== undefined;
      return { enabled, title: shown, maxItems, ...(keepsDefault ? { translationKey: fallback.translationKey } : {}) };
    });
}

const homePageSectionsShape = Object.fromEntries(HOME_PAGE_SECTION_KEYS.map((key) => [key, homePageSection(key)])) as {
  [K in HomePageSectionKey]: ReturnType<typeof homePageSection>;
};

export const homePageSectionsSchema = z.object(
  {
    homePageSections: z.strictObject(homePageSectionsShape, {
      error: (issue) => (issue.code === "unrecognized_keys" ? SETTINGS_FIELD_MESSAGES.unknownSection : SETTINGS_FIELD_MESSAGES.homePageSections),
    }),
  },
  { error: BODY_MUST_BE_OBJECT },
);

// ---------------------------------------------------------------------------------------------
// Categories and brands

function groupIdSchema(kind: CatalogGroupKind) {
  const messages = CATALOG_GROUP_MESSAGES[kind];
  return z
    .string({ error: messages.idRequired })
    .trim()
    .min(1, { error: messages.idRequired })
    .max(groupId, { error: messages.idTooLong })
    .regex(CATALOG_GROUP_ID_PATTERN, { error: messages.idPattern });
}

const labelOf = (kind: CatalogGroupKind) => (kind === "categories" ? LABELS.categoryLabel : LABELS.brandLabel);

/** The Hebrew label: trimmed; blank, missing or null reads as absent. */
const hebrewLabel = optionalText(LABELS.hebrewName, short).transform((value) => (value === "" ? undefined : value));

const iconSchema = z.enum(CATALOG_ICONS, { error: SETTINGS_FIELD_MESSAGES.icon });

/** A group as stored: `labelHe` only when there is one (Firestore refuses `undefined`). */
function catalogGroup(fields: Omit<CatalogGroup, "labelHe"> & { labelHe?: string | undefined }): CatalogGroup {
  const { labelHe, ...rest } = fields;
  return labelHe ? { ...rest, labelHe } : rest;
}

/** One item of a PUT list; `sortOrder` is set from the item's place by `catalogGroupsSchema`. */
function catalogGroupItem(kind: CatalogGroupKind) {
  return z.object(
    {
      id: groupIdSchema(kind),
      label: requiredText(labelOf(kind), short),
      labelHe: hebrewLabel,
      translationKey: optionalText(LABELS.translationKey, short),
      icon: iconSchema,
      isActive: z.boolean({ error: CATALOG_GROUP_MESSAGES[kind].isActive }),
      sortOrder: z.unknown().optional(),
    },
    { error: CATALOG_GROUP_MESSAGES[kind].item },
  );
}

/** The whole list of a PUT: ids unique, order = position. */
export function catalogGroupsSchema<K extends CatalogGroupKind>(kind: K) {
  const messages = CATALOG_GROUP_MESSAGES[kind];
  const list = z
    .array(catalogGroupItem(kind), { error: messages.list })
    .max(groups, { error: messages.tooMany })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.id)) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.duplicateId, path: [index, "id"], input: item.id });
        seen.add(item.id);
      });
    })
    .transform((items) =>
      items.map(({ sortOrder: _ignored, translationKey, ...item }, index) =>
        catalogGroup({ ...item, translationKey: translationKey || `${kind}.${item.id}`, sortOrder: index }),
      ),
    );
  // The body names the list after its kind: {categories: [...]} or {brands: [...]}.
  return z.object({ [kind]: list } as Record<K, typeof list>, { error: BODY_MUST_BE_OBJECT }).transform((body) => (body as Record<CatalogGroupKind, z.output<typeof list>>)[kind]);
}

/** POST: a new group, shown at the end, active, with the kind's default icon when none is given. */
export function addCatalogGroupSchema(kind: CatalogGroupKind) {
  const defaultIcon: CatalogIcon = kind === "categories" ? DEFAULT_CATEGORY_ICON : DEFAULT_BRAND_ICON;
  return z
    .object(
      {
        id: groupIdSchema(kind),
        label: requiredText(labelOf(kind), short),
        labelHe: hebrewLabel,
        icon: iconSchema.nullish().transform((icon) => icon ?? defaultIcon),
      },
      { error: BODY_MUST_BE_OBJECT },
    )
    .transform(({ id, label, labelHe, icon }) =>
      catalogGroup({ id, label, labelHe, icon, translationKey: `${kind}.${id}`, isActive: true, sortOrder: 0 }),
    );
}

/** DELETE /:id — any stored id (older ones may not follow today's pattern), bounded. */
export function catalogGroupParamsSchema(kind: CatalogGroupKind) {
  const message = kind === "categories" ? SETTINGS_FIELD_MESSAGES.invalidCategoryId : SETTINGS_FIELD_MESSAGES.invalidBrandId;
  return z.object({ id: z.string({ error: message }).min(1, { error: message }).max(DELETE_ID_MAX_LENGTH, { error: message }) });
}

export type GeneralSettingsInput = z.output<typeof generalSettingsSchema>;
export type HomePageSectionsInput = z.output<typeof homePageSectionsSchema>["homePageSections"];

/** PUT /api/admin/settings/general: everything but the homepage sections, categories and brands. */
export type UpdateGeneralSettingsRequest = z.input<typeof generalSettingsSchema>;
/** PUT /api/admin/settings/homepage-sections. */
export type UpdateHomePageSectionsRequest = z.input<typeof homePageSectionsSchema>;
/** PUT /api/admin/settings/categories and /brands: the whole list, in the order to show. */
export type UpdateCategoriesRequest = z.input<ReturnType<typeof catalogGroupsSchema<"categories">>>;
export type UpdateBrandsRequest = z.input<ReturnType<typeof catalogGroupsSchema<"brands">>>;
/** POST /api/admin/settings/categories and /brands. */
export type AddCatalogGroupRequest = z.input<ReturnType<typeof addCatalogGroupSchema>>;
