/**
 * /api/admin/customers — the accounts list (admin only: no session 401, a shopper 403, before
 * anything is read or parsed).
 *
 * GET get            [?search=&pageSize=20&cursor=…] → 200 {success, data: AdminCustomer[], nextCursor}:
 *                      every account, newest first (or those whose name, any word of it, or email starts
 *                      with `search`, any case), each with verified, disabled, paid orders and total
 *                      spent; 400 bad page size, cursor or search
 * GET details/:id    → 200 {success, data: {customer, orders}} (the newest CUSTOMER_ORDERS_SHOWN orders);
 *                      400 malformed id; 404 unknown
 * PUT disabled/:id   {disabled: boolean} → 200 {success, message, data: AdminCustomer}: disabling ends
 *                      every session and blocks every way of signing in, enabling allows it again;
 *                      400 bad id or body; 404 unknown; 409 disabling one's own account
 */
import { endpoints } from "@cocoa/contracts";
import { endpointRouter, requireAdmin, sessionUserOf } from "../accounts";
import { customersCsvDownload } from "./csv.routes";
import { messageOf, requestLanguage } from "../../platform/http/localize";
import { ok, okPage } from "../../platform/http/route";
import { orderInLanguage } from "../checkout";
import { getCustomer, listCustomers, setCustomerDisabled } from "./customers.service";

export function adminCustomersRouter() {
  const { router, route } = endpointRouter("/admin/customers");
  const { customers } = endpoints.admin;
  // Every path under here, unknown ones too, answers 401/403 to a caller who is not an admin.
  router.use(requireAdmin);
  // The CSV download (issue 37, ./csv.routes.ts): a file, so outside the endpoint table.
  router.get("/export", customersCsvDownload);

  route(customers.list, async ({ query }) => okPage(await listCustomers(query)));

  route(customers.get, async ({ params }, req) => {
    const { customer, orders } = await getCustomer(params.id);
    const language = requestLanguage(req);
    return ok({ customer, orders: orders.map((order) => orderInLanguage(order, language)) });
  });

  route(customers.setDisabled, async ({ params, body }, req, res) => {
    const customer = await setCustomerDisabled(params.id, body.disabled, sessionUserOf(res).id);
    const name = customer.userName || customer.email;
    return { ...ok(customer), ...messageOf(req, body.disabled ? "adminCustomer.disabled" : "adminCustomer.enabled", { name }) };
  });

  return router;
}
