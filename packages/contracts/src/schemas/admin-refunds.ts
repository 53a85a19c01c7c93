/**
 * zod schema of POST /api/admin/orders/refund/:id: a part of a paid order given back through the
 * provider that took the payment, as an amount or as lines. `requestId` is the admin's screen's id
 * for this one refund: sent again (a retry after a timeout, a double click) it never refunds twice.
 */
import { z } from "../zod";
import { REFUND_LIMITS } from "../admin-rules";
import { SKU_PATTERN } from "../variant-rules";
import { BODY_MUST_BE_OBJECT } from "./parts";

const refundLineSchema = z.object(
  {
    productId: z.string({ error: "refund.lineInvalid" }).min(1, { error: "refund.lineInvalid" }).max(REFUND_LIMITS.productIdLength, { error: "refund.lineInvalid" }),
    /** The line's variant, for a product sold by variant. */
    variantSku: z.string({ error: "refund.lineInvalid" }).regex(SKU_PATTERN, { error: "refund.lineInvalid" }).optional(),
    quantity: z.number({ error: "refund.lineQuantity" }).int({ error: "refund.lineQuantity" }).min(1, { error: "refund.lineQuantity" }).max(REFUND_LIMITS.lineQuantity, { error: "refund.lineQuantity" }),
  },
  { error: "refund.lineInvalid" },
);

export const refundOrderSchema = z
  .object(
    {
      requestId: z.string({ error: "refund.requestIdInvalid" }).regex(REFUND_LIMITS.requestIdPattern, { error: "refund.requestIdInvalid" }),
      /** Minor units; or `lines`, never both. */
      amount: z.number({ error: "refund.amountInvalid" }).int({ error: "refund.amountInvalid" }).positive({ error: "refund.amountInvalid" }).optional(),
      lines: z.array(refundLineSchema, { error: "refund.linesInvalid" }).min(1, { error: "refund.linesInvalid" }).max(REFUND_LIMITS.lines, { error: "refund.linesInvalid" }).optional(),
      note: z.string({ error: "refund.noteTooLong" }).trim().max(REFUND_LIMITS.noteLength, { error: "refund.noteTooLong" }).optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .superRefine((body, ctx) => {
    if ((body.amount === undefined) === (body.lines === undefined)) ctx.addIssue({ code: "custom", path: ["amount"], message: "refund.amountOrLines", input: body.amount });
  });
export type RefundOrderRequest = z.input<typeof refundOrderSchema>;
export type RefundOrderInput = z.output<typeof refundOrderSchema>;
