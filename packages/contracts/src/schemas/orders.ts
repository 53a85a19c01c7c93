/** zod schemas of the order requests (/api/shop/order). */
import { z } from "../zod";
import { ORDER_MESSAGES } from "../order";
import { PAGE_SIZES } from "../api";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, pageQuerySchema, userIdSchema } from "./parts";

const documentId = (required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .min(1, { error: required })
    .regex(DOCUMENT_ID, { error: invalid });

const addressIdSchema = documentId(ORDER_MESSAGES.selectAddress, ORDER_MESSAGES.selectAddress);

/**
 * The body may carry the spec's whole order shape; only `userId` and the address id are read
 * (`addressId`, or `addressInfo.addressId`). Items, prices, totals and statuses are dropped.
 */
export const createOrderSchema = z
  .object(
    {
      userId: userIdSchema,
      addressId: addressIdSchema.optional(),
      addressInfo: z.object({ addressId: addressIdSchema }, { error: ORDER_MESSAGES.selectAddress }).optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .transform(({ userId, addressId, addressInfo }) => ({ userId, addressId: addressId ?? addressInfo?.addressId }))
  .refine((input): input is { userId: string; addressId: string } => input.addressId !== undefined, {
    error: ORDER_MESSAGES.selectAddress,
    path: ["addressId"],
  });
/**
 * POST /api/shop/order/create. Only `userId` (which must be the session's) and the address id are
 * read; the id may come as `addressId` or as `addressInfo.addressId` (the spec's order shape).
 */
export type CreateOrderRequest = z.input<typeof createOrderSchema>;
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** Ids the providers hand out: letters, digits, `-` and `_` (PayPal's order and payer ids, the sandbox's). */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const captureOrderSchema = z.object(
  {
    orderId: documentId("Order id is required.", "That is not a valid order id."),
    paymentId: z
      .string({ error: "Payment id is required." })
      .min(1, { error: "Payment id is required." })
      .regex(PROVIDER_ID, { error: "That is not a valid payment id." }),
    payerId: z
      .string({ error: "Payer id is required." })
      .min(1, { error: "Payer id is required." })
      .regex(PROVIDER_ID, { error: "That is not a valid payer id." }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
/** POST /api/shop/order/capture. `paymentId` is what the provider sent back (PayPal's `token`). */
export type CaptureOrderRequest = z.input<typeof captureOrderSchema>;

export const cancelOrderSchema = z.object(
  { orderId: documentId("Order id is required.", "That is not a valid order id.") },
  { error: BODY_MUST_BE_OBJECT },
);
export type CancelOrderRequest = z.input<typeof cancelOrderSchema>;

export const orderListParamsSchema = z.object({ userId: userIdSchema });
export const orderListQuerySchema = pageQuerySchema(PAGE_SIZES.orders);
export const orderParamsSchema = z.object({ id: documentId("Order id is required.", "That is not a valid order id.") });
