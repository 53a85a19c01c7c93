/** zod schemas of the /api/common requests. */
import { z } from "../zod";
import { BANNER_TEXT_LIMITS } from "../product-rules";
import { CONTACT_LIMITS, CONTACT_SUBJECTS } from "../shop-rules";
import { FEATURE_IMAGE_LIMIT } from "../api";
import { PAGE_SIZES } from "../api";

import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, optionalText, pageQuerySchema, requiredText } from "./parts";
import { imageUrlSchema } from "./catalog";

export const contactSchema = z.object(
  {
    name: requiredText("name", CONTACT_LIMITS.name),
    email: requiredText("email", CONTACT_LIMITS.email).pipe(
      z.email({ error: "auth.emailFormat" }),
    ),
    subject: z.enum(CONTACT_SUBJECTS, { error: "contact.subject" }),
    message: requiredText("message", CONTACT_LIMITS.message, { lines: "many" }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type ContactMessageRequest = z.input<typeof contactSchema>;
export type ContactInput = z.output<typeof contactSchema>;

/**
 * Where a banner's button may lead: a page of the storefront only (`/shop/listing?category=truffles`,
 * `/shop/about`), never another site, a protocol-relative `//host` or a `javascript:` URL, so a banner
 * cannot send shoppers away from the shop.
 */
export const BANNER_LINK = /^\/shop\/[a-z0-9-]+(\/[A-Za-z0-9_-]+)*(\?[A-Za-z0-9_.,=&%-]*)?$/;

const bannerLink = z
  .string({ error: "banner.badLink" })
  .trim()
  .max(BANNER_TEXT_LIMITS.link, { error: "banner.badLink" })
  .refine((link) => link === "" || BANNER_LINK.test(link), { error: "banner.badLink" })
  .nullish()
  .transform((link) => link ?? "");

/** A banner's texts, link and switch; texts may be blank (the Hebrew ones then fall back to English). */
const bannerContentFields = {
  headline: optionalText("headline", BANNER_TEXT_LIMITS.headline),
  headlineHe: optionalText("headlineHe", BANNER_TEXT_LIMITS.headline),
  text: optionalText("bannerText", BANNER_TEXT_LIMITS.text),
  textHe: optionalText("bannerTextHe", BANNER_TEXT_LIMITS.text),
  alt: optionalText("alt", BANNER_TEXT_LIMITS.alt),
  altHe: optionalText("altHe", BANNER_TEXT_LIMITS.alt),
  link: bannerLink,
  active: z.boolean({ error: "banner.active" }).nullish().transform((active) => active ?? true),
};

/** POST /api/common/feature/add. Whether the shop stored the image is the service's check. */
export const addFeatureImageSchema = z.object({ image: imageUrlSchema, ...bannerContentFields }, { error: BODY_MUST_BE_OBJECT });
/** `image` must be a URL the shop stored (an upload's `result.url`); the rest may be left out. */
export type AddFeatureImageRequest = z.input<typeof addFeatureImageSchema>;

/** PUT /api/common/feature/update/:id: the whole content (left-out texts become blank). */
export const updateFeatureImageSchema = z.object(bannerContentFields, { error: BODY_MUST_BE_OBJECT });
export type UpdateFeatureImageRequest = z.input<typeof updateFeatureImageSchema>;
export type FeatureImageContentInput = z.output<typeof updateFeatureImageSchema>;

const REORDER_MESSAGE = "banner.reorderIds";
/** PUT /api/common/feature/reorder: whether the ids are exactly the stored banners is the service's check. */
export const reorderFeatureImagesSchema = z.object(
  {
    ids: z
      .array(z.string({ error: REORDER_MESSAGE }).regex(DOCUMENT_ID, { error: REORDER_MESSAGE }), { error: REORDER_MESSAGE })
      .min(1, { error: REORDER_MESSAGE })
      .max(FEATURE_IMAGE_LIMIT, { error: REORDER_MESSAGE })
      .refine((ids) => new Set(ids).size === ids.length, { error: REORDER_MESSAGE }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** Every banner's id, in the carousel's new order. */
export type ReorderFeatureImagesRequest = z.input<typeof reorderFeatureImagesSchema>;

export const featureImageParamsSchema = z.object({
  id: z.string({ error: "banner.idInvalid" }).regex(DOCUMENT_ID, { error: "banner.idInvalid" }),
});

/** GET feature/get: `?pageSize=&cursor=` (PAGE_SIZES.featureImages, whose max is the banner cap). */
export const featureImageListQuerySchema = pageQuerySchema(PAGE_SIZES.featureImages);
