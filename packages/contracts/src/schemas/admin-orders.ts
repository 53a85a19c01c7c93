/** zod schemas of /api/admin/orders. The order id in the path reuses the shopper routes' check. */
import { z } from "../zod";
import { ADMIN_ORDER_STATUSES, CARRIER_LIMITS } from "../admin-rules";
import { PAGE_SIZES } from "../api";
import { schemaMessage } from "../messages";
import { TRACKING_NUMBER_LENGTH, TRACKING_NUMBER_PATTERN } from "../order-rules";
import { BODY_MUST_BE_OBJECT, pageQueryFields } from "./parts";

export { orderParamsSchema as adminOrderParamsSchema } from "./orders";

const TRACKING_NUMBER_FORMAT = schemaMessage("shipment.trackingNumberFormat", { min: TRACKING_NUMBER_LENGTH.min, max: TRACKING_NUMBER_LENGTH.max });

/**
 * How an order ships: one of the settings' carriers (whether the id is one is the service's check:
 * it depends on the stored settings) and the parcel's tracking number, trimmed
 * (TRACKING_NUMBER_PATTERN).
 */
export const shipmentInputSchema = z.object(
  {
    carrierId: z
      .string({ error: "shipment.carrierRequired" })
      .trim()
      .min(1, { error: "shipment.carrierRequired" })
      // No stored id is longer, so a longer one is unknown without asking the settings.
      .max(CARRIER_LIMITS.id, { error: "shipment.carrierUnknown" }),
    trackingNumber: z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "shipment.trackingNumberRequired" : TRACKING_NUMBER_FORMAT) })
      .trim()
      .min(1, { error: "shipment.trackingNumberRequired", abort: true })
      .min(TRACKING_NUMBER_LENGTH.min, { error: TRACKING_NUMBER_FORMAT })
      .max(TRACKING_NUMBER_LENGTH.max, { error: TRACKING_NUMBER_FORMAT })
      .regex(TRACKING_NUMBER_PATTERN, { error: TRACKING_NUMBER_FORMAT }),
  },
  { error: "shipment.object" },
);
export type ShipmentInput = z.output<typeof shipmentInputSchema>;

/**
 * PUT update/:id: `{orderStatus, shipment?}`, one of the statuses the admin may set (spec 4). The
 * shipment goes with `inShipping` and only with it: required there, refused with any other status
 * (so a tracking number is never silently dropped). Other keys are dropped.
 */
export const updateOrderStatusSchema = z
  .object(
    {
      orderStatus: z.enum(ADMIN_ORDER_STATUSES, {
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ""
            ? "adminOrder.statusRequired"
            : // `confirmed` is a real status, so it gets its own explanation rather than "not a status".
              issue.input === "confirmed"
              ? "adminOrder.statusConfirmed"
              : "adminOrder.statusInvalid",
      }),
      // null reads as left out, like the other optional fields of the API.
      shipment: shipmentInputSchema.nullish().transform((shipment) => shipment ?? undefined),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .superRefine((body, ctx) => {
    const shipping = body.orderStatus === "inShipping";
    if (shipping && !body.shipment) ctx.addIssue({ code: "custom", path: ["shipment"], message: "shipment.required", input: body.shipment });
    if (!shipping && body.shipment) ctx.addIssue({ code: "custom", path: ["shipment"], message: "shipment.onlyWhenShipping", input: body.shipment });
  });
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusSchema>;

export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusSchema>;

/**
 * GET get: `?pageSize=&cursor=` (PAGE_SIZES.adminOrders: the first page is the 100 newest, as before
 * paging); `gift=true` for the gifts only (a cursor belongs to its filter).
 */
export const adminOrderListQuerySchema = z.object({
  ...pageQueryFields(PAGE_SIZES.adminOrders),
  gift: z
    .enum(["true", "false"], { error: "adminOrder.giftFilter" })
    .optional()
    .transform((value) => value === "true"),
});
