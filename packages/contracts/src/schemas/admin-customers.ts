/** zod schemas of /api/admin/customers: the accounts list, one customer, and disabling an account. */
import { z } from "../zod";
import { PAGE_SIZES } from "../api";
import { schemaMessage } from "../messages";
import { BODY_MUST_BE_OBJECT, NOT_ONE_LINE, pageQueryFields, userIdSchema, withoutBidiControls } from "./parts";

/** The longest search text: a name or an email address fits (EMAIL_MAX_LENGTH is longer, but nobody types it whole). */
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;

/**
 * GET get: `?search=&pageSize=&cursor=`. `search` is the start of a name (any of its words) or of an
 * email address, any case; blank reads as no search. Bidi controls are dropped, control characters refused.
 */
export const adminCustomerListQuerySchema = z.object({
  ...pageQueryFields(PAGE_SIZES.adminCustomers),
  search: z
    .string({ error: "adminCustomer.searchInvalid" })
    .overwrite(withoutBidiControls)
    .trim()
    .refine((value) => !NOT_ONE_LINE.test(value), { error: "adminCustomer.searchInvalid", abort: true })
    .max(CUSTOMER_SEARCH_MAX_LENGTH, { error: schemaMessage("adminCustomer.searchTooLong", { max: CUSTOMER_SEARCH_MAX_LENGTH }) })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type AdminCustomerListQuery = z.input<typeof adminCustomerListQuerySchema>;

/** details/:id and disabled/:id: the customer's uid. */
export const adminCustomerParamsSchema = z.object({ id: userIdSchema });

/** PUT disabled/:id: `{ disabled: true }` disables the account (and ends its sessions), `false` enables it. */
export const setCustomerDisabledSchema = z.object(
  { disabled: z.boolean({ error: "adminCustomer.disabledRequired" }) },
  { error: BODY_MUST_BE_OBJECT },
);
export type SetCustomerDisabledRequest = z.input<typeof setCustomerDisabledSchema>;
