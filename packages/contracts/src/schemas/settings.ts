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
import { CARRIER_LIMITS, CATALOG_GROUP_ID_PATTERN, GIFT_WRAP_NAME_MAX_LENGTH, PRODUCT_NUMBER_LIMITS, SETTINGS_TEXT_LIMITS, type CatalogGroupKind, type GeneralSettings } from "../admin-rules";
import { CATALOG_ICONS, CURRENCIES, DEFAULT_BRAND_ICON, DEFAULT_CATEGORY_ICON, DEFAULT_HOME_PAGE_SECTIONS, HOME_PAGE_SECTION_KEYS, HOME_SECTION_MAX_ITEMS, LANGUAGES, TAX_RATE_RANGE, TAX_MODES, BUSINESS_REGISTRATION_NUMBER_MAX_LENGTH, LOW_STOCK_THRESHOLD_RANGE, GIFT_CARD_AMOUNTS_MAX, TRACKING_NUMBER_PLACEHOLDER, type Carrier, type CatalogGroup, type CatalogIcon, type CurrencyCode, type HomePageSection, type HomePageSectionKey } from "../settings";
import { BODY_MUST_BE_OBJECT, isOneLine, optionalText, requiredText, withoutBidiControls, type TextField } from "./parts";
import { schemaMessage, type MessageCode } from "../messages";

const { short, long, groupId, keyword, keywords, groups } = SETTINGS_TEXT_LIMITS;
const MAX_AMOUNT = PRODUCT_NUMBER_LIMITS.maxPrice;
/** Longest id a DELETE path may name: stored ids are at most `groupId`, but older ones may be longer. */
const DELETE_ID_MAX_LENGTH = 200;

const SOCIAL_NETWORKS = { facebook: "Facebook", instagram: "Instagram", twitter: "Twitter", linkedin: "LinkedIn" } as const;
type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** Per-kind codes of the category and brand checks (same rules, own words). */
const CATALOG_GROUP_CODES = {
  categories: {
    list: "settings.categoryList",
    tooMany: "settings.tooManyCategories",
    item: "settings.categoryItem",
    idRequired: "settings.categoryIdRequired",
    idPattern: "settings.categoryIdPattern",
    idTooLong: "settings.categoryIdTooLong",
    isActive: "settings.categoryIsActive",
    label: "categoryName",
    invalidId: "settings.categoryIdInvalid",
  },
  brands: {
    list: "settings.brandList",
    tooMany: "settings.tooManyBrands",
    item: "settings.brandItem",
    idRequired: "settings.brandIdRequired",
    idPattern: "settings.brandIdPattern",
    idTooLong: "settings.brandIdTooLong",
    isActive: "settings.brandIsActive",
    label: "brandName",
    invalidId: "settings.brandIdInvalid",
  },
} as const satisfies Record<CatalogGroupKind, Record<string, MessageCode | TextField>>;

const TAX_RATE_MESSAGE = schemaMessage("settings.taxRate", { min: TAX_RATE_RANGE.min, max: TAX_RATE_RANGE.max });
const LOW_STOCK_MESSAGE = schemaMessage("settings.lowStockThreshold", { min: LOW_STOCK_THRESHOLD_RANGE.min, max: LOW_STOCK_THRESHOLD_RANGE.max });
const MAX_ITEMS_MESSAGE = schemaMessage("settings.maxItems", { min: HOME_SECTION_MAX_ITEMS.min, max: HOME_SECTION_MAX_ITEMS.max });

/** A whole amount of minor units from 0 to the shop's largest price. */
function amount(code: MessageCode) {
  const message = schemaMessage(code, { min: 0, max: MAX_AMOUNT });
  return z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(MAX_AMOUNT, { error: message });
}


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
  const invalid = schemaMessage("settings.socialLink", { network: name });
  return z
    .string({ error: invalid })
    .trim()
    .max(long, { error: schemaMessage("settings.socialLinkTooLong", { network: name }) })
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
      .string({ error: "settings.keywordText" })
      .overwrite(withoutBidiControls)
      .trim()
      .refine(isOneLine, { error: "settings.keywordOneLine", abort: true })
      .max(keyword, { error: "settings.keywordTooLong" }),
    { error: "settings.keywordsList" },
  )
  // Bounds the work before de-duplicating; the real limit is checked on what is left.
  .max(keywords * 4, { error: schemaMessage("settings.tooManyKeywords", { max: keywords }) })
  .nullish()
  .transform((list) => distinctKeywords(list ?? []))
  .refine((list) => list.length <= keywords, { error: "settings.tooManyKeywords", params: { max: keywords } });

// ---------------------------------------------------------------------------------------------
// PUT general

export const generalSettingsSchema = z
  .object(
    {
      siteName: requiredText("siteName", short),
      currency: z.enum(Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]], { error: "settings.currency" }),
      // Ignored: set from the currency below, so the symbol can never disagree with it.
      currencySymbol: z.unknown().optional(),
      defaultLanguage: z.enum(LANGUAGES, { error: "settings.defaultLanguage" }),
      taxRate: z
        .number({ error: TAX_RATE_MESSAGE })
        .min(TAX_RATE_RANGE.min, { error: TAX_RATE_MESSAGE })
        .max(TAX_RATE_RANGE.max, { error: TAX_RATE_MESSAGE })
        .transform((rate) => Math.round(rate * 100) / 100),
      // Optional: a client that does not know it (older admin screens) keeps the stored one.
      lowStockThreshold: z
        .number({ error: LOW_STOCK_MESSAGE })
        .int({ error: LOW_STOCK_MESSAGE })
        .min(LOW_STOCK_THRESHOLD_RANGE.min, { error: LOW_STOCK_MESSAGE })
        .max(LOW_STOCK_THRESHOLD_RANGE.max, { error: LOW_STOCK_MESSAGE })
        .optional(),
      // Optional likewise: whether the packing slip and the gift card's back print the allergens.
      allergenPrinting: z
        .object({ packingSlip: z.boolean({ error: "settings.allergenPrinting" }), giftCard: z.boolean({ error: "settings.allergenPrinting" }) }, { error: "settings.allergenPrinting" })
        .optional(),
      // Optional likewise (issue 37): whether prices include VAT, and the business as receipts name it.
      taxMode: z.enum(TAX_MODES, { error: "settings.taxMode" }).optional(),
      business: z
        .object(
          {
            name: optionalText("businessName", short),
            registrationNumber: optionalText("registrationNumber", BUSINESS_REGISTRATION_NUMBER_MAX_LENGTH),
            address: optionalText("businessAddress", long, { lines: "many" }),
            vatRegistered: z.boolean({ error: "settings.vatRegistered" }),
          },
          { error: "settings.business" },
        )
        .optional(),
      contactInfo: z.object(
        {
          email: requiredText("contactEmail", short).pipe(z.email({ error: "auth.emailFormat" })),
          phone: optionalText("phone", short).refine((phone) => PHONE_CHARACTERS.test(phone), { error: "address.phoneCharacters" }),
          address: optionalText("address", long, { lines: "many" }),
          socialMedia: z.object(
            {
              facebook: socialLink("facebook"),
              instagram: socialLink("instagram"),
              twitter: socialLink("twitter"),
              linkedin: socialLink("linkedin"),
            },
            { error: "settings.socialMedia" },
          ),
        },
        { error: "settings.contactInfo" },
      ),
      shippingSettings: z.object(
        {
          freeShippingThreshold: amount("settings.freeShippingThreshold"),
          defaultShippingCost: amount("settings.defaultShippingCost"),
        },
        { error: "settings.shippingSettings" },
      ),
      seoSettings: z.object(
        {
          metaTitle: optionalText("metaTitle", short),
          metaDescription: optionalText("metaDescription", long),
          keywords: keywordsSchema,
        },
        { error: "settings.seoSettings" },
      ),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform(({ currencySymbol: _ignored, ...settings }): GeneralSettings => ({ ...settings, currencySymbol: CURRENCIES[settings.currency] }));

// ---------------------------------------------------------------------------------------------
// PUT homepage-sections


function homePageSection(key: HomePageSectionKey) {
  const fallback = DEFAULT_HOME_PAGE_SECTIONS[key];
  return z
    .object(
      {
        enabled: z.boolean({ error: "settings.sectionEnabled" }),
        title: optionalText("sectionTitle", short),
        maxItems: z
          .number({ error: MAX_ITEMS_MESSAGE })
          .int({ error: MAX_ITEMS_MESSAGE })
          .min(HOME_SECTION_MAX_ITEMS.min, { error: MAX_ITEMS_MESSAGE })
          .max(HOME_SECTION_MAX_ITEMS.max, { error: MAX_ITEMS_MESSAGE }),
        // Accepted for the shape, then decided from the title (see the file's comment).
        translationKey: z.unknown().optional(),
      },
      {
        error: (issue) => (issue.input === undefined ? schemaMessage("settings.sectionMissing", { section: key }) : "settings.section"),
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
      error: (issue) => (issue.code === "unrecognized_keys" ? "settings.unknownSection" : "settings.homePageSections"),
    }),
  },
  { error: BODY_MUST_BE_OBJECT },
);

// ---------------------------------------------------------------------------------------------
// Categories and brands

function groupIdSchema(kind: CatalogGroupKind) {
  const messages = CATALOG_GROUP_CODES[kind];
  return z
    .string({ error: messages.idRequired })
    .trim()
    .min(1, { error: messages.idRequired })
    .max(groupId, { error: messages.idTooLong })
    .regex(CATALOG_GROUP_ID_PATTERN, { error: messages.idPattern });
}

const labelOf = (kind: CatalogGroupKind) => CATALOG_GROUP_CODES[kind].label;

/** The Hebrew label: trimmed; blank, missing or null reads as absent. */
const hebrewLabel = optionalText("hebrewName", short).transform((value) => (value === "" ? undefined : value));

const iconSchema = z.enum(CATALOG_ICONS, { error: "settings.icon" });

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
      translationKey: optionalText("translationKey", short),
      icon: iconSchema,
      isActive: z.boolean({ error: CATALOG_GROUP_CODES[kind].isActive }),
      sortOrder: z.unknown().optional(),
    },
    { error: CATALOG_GROUP_CODES[kind].item },
  );
}

/** The whole list of a PUT: ids unique, order = position. */
export function catalogGroupsSchema<K extends CatalogGroupKind>(kind: K) {
  const messages = CATALOG_GROUP_CODES[kind];
  const list = z
    .array(catalogGroupItem(kind), { error: messages.list })
    .max(groups, { error: messages.tooMany })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.id)) ctx.addIssue({ code: "custom", message: "settings.duplicateId", path: [index, "id"], input: item.id });
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
  const message = CATALOG_GROUP_CODES[kind].invalidId;
  return z.object({ id: z.string({ error: message }).min(1, { error: message }).max(DELETE_ID_MAX_LENGTH, { error: message }) });
}

// ---------------------------------------------------------------------------------------------
// Carriers

/**
 * True for a carrier's tracking address: an https address with a host, holding the placeholder
 * after the host (the number never decides which site the shopper is sent to).
 */
export function isTrackingUrlPattern(pattern: string): boolean {
  const scheme = "https://";
  if (!pattern.startsWith(scheme)) return false;
  // Where the host (and port) ends: the first `/`, `?` or `#` after the scheme.
  const hostEnd = pattern.slice(scheme.length).search(/[/?#]/);
  const placeholder = pattern.indexOf(TRACKING_NUMBER_PLACEHOLDER);
  if (hostEnd === -1 || placeholder < scheme.length + hostEnd) return false;
  return isWebAddress(pattern.split(TRACKING_NUMBER_PLACEHOLDER).join("0"));
}

const carrierItem = z.object(
  {
    id: z
      .string({ error: "carriers.idRequired" })
      .trim()
      .min(1, { error: "carriers.idRequired" })
      .max(CARRIER_LIMITS.id, { error: "carriers.idTooLong" })
      .regex(CATALOG_GROUP_ID_PATTERN, { error: "carriers.idPattern" }),
    name: requiredText("carrierName", CARRIER_LIMITS.name),
    // Blank, missing or null reads as absent.
    nameHe: optionalText("hebrewName", CARRIER_LIMITS.name).transform((value) => (value === "" ? undefined : value)),
    trackingUrl: z
      .string({ error: "carriers.trackingUrl" })
      .trim()
      .max(CARRIER_LIMITS.trackingUrl, { error: "carriers.trackingUrlTooLong" })
      .refine(isTrackingUrlPattern, { error: "carriers.trackingUrl" }),
  },
  { error: "carriers.item" },
);

/** A carrier as stored: `nameHe` only when there is one (Firestore refuses `undefined`). */
function storedCarrier({ nameHe, ...carrier }: z.output<typeof carrierItem>): Carrier {
  return nameHe ? { ...carrier, nameHe } : carrier;
}

/** PUT /api/admin/settings/carriers: `{carriers}`, the whole list in the order to offer; ids unique. */
export const carriersSchema = z
  .object(
    {
      carriers: z
        .array(carrierItem, { error: "carriers.list" })
        .max(CARRIER_LIMITS.max, { error: schemaMessage("carriers.tooMany", { max: CARRIER_LIMITS.max }) })
        .superRefine((items, ctx) => {
          const seen = new Set<string>();
          items.forEach((item, index) => {
            if (seen.has(item.id)) ctx.addIssue({ code: "custom", message: "settings.duplicateId", path: [index, "id"], input: item.id });
            seen.add(item.id);
          });
        })
        .transform((items) => items.map(storedCarrier)),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform((body) => body.carriers);

/** PUT /api/admin/settings/carriers. */
export type UpdateCarriersRequest = z.input<typeof carriersSchema>;

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

// ---------------------------------------------------------------------------------------------
// PUT gift-wrap

/** The gift wrapping: offered or not, its name (English required, Hebrew optional: "" shows the English) and price. */
export const giftWrapSettingsSchema = z.object(
  {
    enabled: z.boolean({ error: "giftWrap.enabled" }),
    name: requiredText("giftWrapName", GIFT_WRAP_NAME_MAX_LENGTH),
    nameHe: optionalText("giftWrapNameHe", GIFT_WRAP_NAME_MAX_LENGTH),
    price: amount("giftWrap.price"),
  },
  { error: "giftWrap.object" },
);
export type UpdateGiftWrapRequest = z.input<typeof giftWrapSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// PUT gift-cards

/** Gift cards: sold or not, the amounts offered (1 to GIFT_CARD_AMOUNTS_MAX, each within min..max), the bounds of one's own. */
export const giftCardSettingsInputSchema = z
  .object(
    {
      enabled: z.boolean({ error: "giftCardSettings.enabled" }),
      amounts: z
        .array(amount("giftCardSettings.amount"), { error: "giftCardSettings.amounts" })
        .min(1, { error: "giftCardSettings.amounts" })
        .max(GIFT_CARD_AMOUNTS_MAX, { error: schemaMessage("giftCardSettings.amountsTooMany", { max: GIFT_CARD_AMOUNTS_MAX }) })
        .transform((amounts) => [...new Set(amounts)].sort((a, b) => a - b)),
      min: amount("giftCardSettings.amount"),
      max: amount("giftCardSettings.amount"),
    },
    { error: "giftCardSettings.object" },
  )
  .refine((input) => input.min > 0 && input.min <= input.max, { error: "giftCardSettings.bounds", path: ["max"] })
  .refine((input) => input.amounts.every((value) => value >= input.min && value <= input.max), { error: "giftCardSettings.amountOutside", path: ["amounts"] });
export type UpdateGiftCardSettingsRequest = z.input<typeof giftCardSettingsInputSchema>;
