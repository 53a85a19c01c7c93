/**
 * The admin's accounts list (/api/admin/customers): who shops here, whether their email is verified
 * and their account enabled, and what they have bought. Every route requires a signed-in admin.
 */
import { z } from "./zod";
import { USER_ROLES } from "./auth";
import { orderSchema } from "./order";
import { minorUnitsSchema } from "./product";
import { codedSuccessMessage, pageSchema, successSchema } from "./responses/envelope";

/** Money in one currency: minor units and the ISO code. */
export const moneyAmountSchema = z.object({ amount: minorUnitsSchema, currency: z.string() });
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

/**
 * One account as the admin sees it. `emailVerified` and `disabled` are Firebase Auth's (the profile's
 * copy when Auth has no such user any more); name and email the profile's. `ordersCount` counts the
 * paid orders, and `totalSpent` is what they brought in less what went back (refunds), one entry per
 * currency the shopper paid in (none when nothing was paid).
 */
export const adminCustomerSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  /** ISO time the account was made ("" when unknown). */
  createdAt: z.string(),
  ordersCount: z.number().int(),
  totalSpent: z.array(moneyAmountSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** GET /api/admin/customers/get: the accounts, newest first, a page at a time. */
export const adminCustomerListResponseSchema = pageSchema(adminCustomerSchema);
export type AdminCustomerListResponse = z.infer<typeof adminCustomerListResponseSchema>;

/** How many of a customer's orders the details show (the newest). */
export const CUSTOMER_ORDERS_SHOWN = 50;

/** GET /api/admin/customers/details/{id}: the account and its newest orders (CUSTOMER_ORDERS_SHOWN), newest first. */
export const adminCustomerDetailsSchema = z.object({ customer: adminCustomerSchema, orders: z.array(orderSchema) });
export type AdminCustomerDetails = z.infer<typeof adminCustomerDetailsSchema>;
export const adminCustomerDetailsResponseSchema = successSchema(adminCustomerDetailsSchema);
export type AdminCustomerDetailsResponse = z.infer<typeof adminCustomerDetailsResponseSchema>;

/** PUT /api/admin/customers/disabled/{id}: the account as it is now, and a message for the toast. */
export const setCustomerDisabledResponseSchema = successSchema(adminCustomerSchema).extend(codedSuccessMessage);
export type SetCustomerDisabledResponse = z.infer<typeof setCustomerDisabledResponseSchema>;
