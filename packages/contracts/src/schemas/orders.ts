/** zod schemas of the order requests (/api/shop/order). */
import { z } from "../zod";
import { PAGE_SIZES } from "../api";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, pageQuerySchema, userIdSchema } from "./parts";
import type { MessageCode } from "../messages";
import { deliveryChoiceSchema } from "../delivery";

const documentId = (required: MessageCode, invalid: MessageCode) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .min(1, { error: required })
    .regex(DOCUMENT_ID, { error: invalid });

const addressIdSchema = documentId("order.selectAddress", "order.selectAddress");

/**
 * The body may carry the spec's whole order shape; only `userId`, the address id (`addressId`, or
 * `addressInfo.addressId`) and the delivery choice are read. Items, prices, totals and statuses are
 * dropped. A pickup needs no address; without `delivery` the order ships by carrier on the first
 * possible dispatch day (the spec's checkout, which has no calendar).
 */
export const createOrderSchema = z
  .object(
    {
      userId: userIdSchema,
      addressId: addressIdSchema.optional(),
      addressInfo: z.object({ addressId: addressIdSchema }, { error: "order.selectAddress" }).optional(),
      delivery: deliveryChoiceSchema.optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform(({ userId, addressId, addressInfo, delivery }) => ({ userId, addressId: addressId ?? addressInfo?.addressId, delivery }))
  .refine((input) => input.addressId !== undefined || input.delivery?.method === "pickup", {
    error: "order.selectAddress",
    path: ["addressId"],
  });
/**
 * POST /api/shop/order/create. Only `userId` (which must be the session's), the address id and
 * `delivery` are read; the id may come as `addressId` or as `addressInfo.addressId` (the spec's order shape).
 */
export type CreateOrderRequest = z.input<typeof createOrderSchema>;
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** Ids the providers hand out: letters, digits, `-` and `_` (PayPal's order and payer ids, the sandbox's). */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const captureOrderSchema = z.object(
  {
    orderId: documentId("order.idRequired", "order.idInvalid"),
    paymentId: z
      .string({ error: "order.paymentIdRequired" })
      .min(1, { error: "order.paymentIdRequired" })
      .regex(PROVIDER_ID, { error: "order.paymentIdInvalid" }),
    payerId: z
      .string({ error: "order.payerIdRequired" })
      .min(1, { error: "order.payerIdRequired" })
      .regex(PROVIDER_ID, { error: "order.payerIdInvalid" }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** POST /api/shop/order/capture. `paymentId` is what the provider sent back (PayPal's `token`). */
export type CaptureOrderRequest = z.input<typeof captureOrderSchema>;

export const cancelOrderSchema = z.object(
  { orderId: documentId("order.idRequired", "order.idInvalid") },
  { error: BODY_MUST_BE_OBJECT },
);
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;

export const orderListParamsSchema = z.object({ userId: userIdSchema });
export const orderListQuerySchema = pageQuerySchema(PAGE_SIZES.orders);
export const orderParamsSchema = z.object({ id: documentId("order.idRequired", "order.idInvalid") });
