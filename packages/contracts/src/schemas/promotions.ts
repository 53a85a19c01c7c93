/** zod schemas of the promotion requests: the admin's create and edit, its status, the checkout's quote (issue 36). */
import { z } from "../zod";
import { PAGE_SIZES } from "../api";
import { DELIVERY_METHODS } from "../delivery-rules";
import { schemaMessage } from "../messages";
import { PROMOTION_BENEFITS, PROMOTION_CODE_PATTERN, PROMOTION_KINDS, PROMOTION_LIMITS, PROMOTION_SCOPES, PROMOTION_STATUSES, normalizePromoCode } from "../promotion-rules";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, optionalText, pageQueryFields, requiredText } from "./parts";

const CODE_FORMAT = schemaMessage("promo.codeFormat", { min: PROMOTION_LIMITS.code.min, max: PROMOTION_LIMITS.code.max });

/** A code as a shopper types it: any case, trimmed; compared upper case. */
export const promoCodeSchema = z
  .string({ error: CODE_FORMAT })
  .trim()
  .min(PROMOTION_LIMITS.code.min, { error: CODE_FORMAT })
  .max(PROMOTION_LIMITS.code.max, { error: CODE_FORMAT })
  .regex(PROMOTION_CODE_PATTERN, { error: CODE_FORMAT })
  .transform(normalizePromoCode);

function wholeNumber(min: number, max: number, code: "promo.percent" | "promo.amount" | "promo.minSubtotal" | "promo.usageLimit") {
  const message = schemaMessage(code, { min, max });
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** `YYYY-MM-DDTHH:mm` on the shop's clock, or null / absent for an open start or end. */
const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
const localDateTime = z
  .string({ error: "promo.dateFormat" })
  .regex(LOCAL_DATE_TIME, { error: "promo.dateFormat" })
  .nullish()
  .transform((value) => value ?? null);

const idList = z
  .array(z.string({ error: "promo.targets" }).regex(DOCUMENT_ID, { error: "promo.targets" }), { error: "promo.targets" })
  .min(1, { error: "promo.targetsRequired" })
  .max(PROMOTION_LIMITS.targets, { error: schemaMessage("promo.targetsTooMany", { max: PROMOTION_LIMITS.targets }) })
  .transform((ids) => [...new Set(ids)]);

const benefitSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("percent"), percent: wholeNumber(PROMOTION_LIMITS.percent.min, PROMOTION_LIMITS.percent.max, "promo.percent") }),
    z.object({ type: z.literal("amount"), amount: wholeNumber(PROMOTION_LIMITS.amount.min, PROMOTION_LIMITS.amount.max, "promo.amount") }),
    z.object({
      type: z.literal("freeDelivery"),
      methods: z
        .array(z.enum(DELIVERY_METHODS.filter((method) => method !== "pickup") as ["courier", "shipping"], { error: "promo.methods" }), { error: "promo.methods" })
        .transform((methods) => [...new Set(methods)]),
    }),
  ],
  { error: schemaMessage("promo.benefit", { types: PROMOTION_BENEFITS.join(", ") }) },
);

const scopeSchema = z.discriminatedUnion(
  "type",
  [z.object({ type: z.literal("order") }), z.object({ type: z.literal("categories"), categoryIds: idList }), z.object({ type: z.literal("products"), productIds: idList })],
  { error: schemaMessage("promo.scope", { types: PROMOTION_SCOPES.join(", ") }) },
);

const flag = (code: "promo.oncePerCustomerFlag" | "promo.firstOrderOnlyFlag" | "promo.combinableFlag") =>
  z
    .boolean({ error: code })
    .nullish()
    .transform((value) => value ?? false);

/**
 * POST /api/admin/promotions and PUT /api/admin/promotions/{id}: the whole promotion. A code
 * promotion needs its code (unique, any case); an automatic one has none. The end comes after the start.
 */
export const promotionInputSchema = z
  .object(
    {
      kind: z.enum(PROMOTION_KINDS, { error: "promo.kind" }),
      code: promoCodeSchema.nullish().transform((value) => value ?? undefined),
      name: requiredText("promotionName", PROMOTION_LIMITS.name),
      nameHe: optionalText("promotionNameHe", PROMOTION_LIMITS.name),
      benefit: benefitSchema,
      scope: scopeSchema,
      minSubtotal: wholeNumber(PROMOTION_LIMITS.minSubtotal.min, PROMOTION_LIMITS.minSubtotal.max, "promo.minSubtotal")
        .nullish()
        .transform((value) => value ?? 0),
      startsAt: localDateTime,
      endsAt: localDateTime,
      usageLimit: wholeNumber(PROMOTION_LIMITS.usageLimit.min, PROMOTION_LIMITS.usageLimit.max, "promo.usageLimit")
        .nullish()
        .transform((value) => value ?? null),
      oncePerCustomer: flag("promo.oncePerCustomerFlag"),
      firstOrderOnly: flag("promo.firstOrderOnlyFlag"),
      combinable: flag("promo.combinableFlag"),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine((input) => input.kind !== "code" || input.code !== undefined, { error: "promo.codeRequired", path: ["code"] })
  .refine((input) => input.kind !== "automatic" || input.code === undefined, { error: "promo.codeOnAutomatic", path: ["code"] })
  .refine((input) => input.startsAt === null || input.endsAt === null || input.startsAt < input.endsAt, { error: "promo.endBeforeStart", path: ["endsAt"] });
export type PromotionInput = z.output<typeof promotionInputSchema>;
export type PromotionRequest = z.input<typeof promotionInputSchema>;

export const promotionParamsSchema = z.object({ id: z.string({ error: "promo.idInvalid" }).regex(DOCUMENT_ID, { error: "promo.idInvalid" }) });

/** PUT /api/admin/promotions/status/{id}: pause, resume, or end for good. */
export const promotionStatusSchema = z.object({ status: z.enum(PROMOTION_STATUSES, { error: "promo.status" }) }, { error: BODY_MUST_BE_OBJECT });
export type PromotionStatusRequest = z.input<typeof promotionStatusSchema>;

export const promotionListQuerySchema = z.object({ ...pageQueryFields(PAGE_SIZES.promotions) });
export const promotionOrdersQuerySchema = z.object({ ...pageQueryFields(PAGE_SIZES.promotionOrders) });

/**
 * POST /api/shop/order/quote: the session's cart priced with the promotions, with the code the
 * shopper typed (absent: the automatic ones only), for the way chosen and its fee (the checkout's
 * delivery options; the order's own fee decides at create).
 */
export const orderQuoteRequestSchema = z.object(
  {
    promoCode: promoCodeSchema.nullish().transform((value) => value ?? undefined),
    method: z.enum(DELIVERY_METHODS, { error: "promo.method" }).nullish().transform((value) => value ?? undefined),
    deliveryFee: z
      .number({ error: "promo.deliveryFee" })
      .int({ error: "promo.deliveryFee" })
      .min(0, { error: "promo.deliveryFee" })
      .max(PROMOTION_LIMITS.amount.max, { error: "promo.deliveryFee" })
      .nullish()
      .transform((value) => value ?? 0),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type OrderQuoteRequest = z.input<typeof orderQuoteRequestSchema>;
