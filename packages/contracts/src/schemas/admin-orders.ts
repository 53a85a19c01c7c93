/** zod schemas of /api/admin/orders. The order id in the path reuses the shopper routes' check. */
import { z } from "../zod";
import { ADMIN_ORDER_STATUSES } from "../admin-rules";
import { PAGE_SIZES } from "../api";
import { BODY_MUST_BE_OBJECT, pageQuerySchema } from "./parts";

export { orderParamsSchema as adminOrderParamsSchema } from "./orders";

/** PUT update/:id: `{orderStatus}`, one of the statuses the admin may set (spec 4). Other keys are dropped. */
export const updateOrderStatusSchema = z.object(
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
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type UpdateOrderStatusRequest = z.input<typeof updateOrderStatusSchema>;

export type UpdateOrderStatusInput = z.output<typeof updateOrderStatusSchema>;

/** GET get: `?pageSize=&cursor=` (PAGE_SIZES.adminOrders: the first page is the 100 newest, as before paging). */
export const adminOrderListQuerySchema = pageQuerySchema(PAGE_SIZES.adminOrders);
