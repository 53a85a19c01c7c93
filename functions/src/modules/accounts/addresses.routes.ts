/**
 * /api/shop/address — the session user's addresses. Every route needs a session (401 without) and
 * a `userId` (body or URL) that is the session's (403 otherwise, before anything is read).
 *
 * POST   /add                          {userId, address, city, pincode, phone, notes} → 201 {data: Address}
 * GET    /get/:userId                  → {data: Address[]} (oldest first)
 * PUT    /update/:userId/:addressId    {address, city, pincode, phone, notes} → {data: Address}
 * DELETE /delete/:userId/:addressId    → {data: Address[]} (the ones that remain)
 *
 * 400: a blank or too long field, or 'You can add max 3 addresses'; 404: an address that is not the
 * user's (or does not exist).
 */
import { endpoints } from "@cocoa/contracts";
import { sessionUserNamed } from "./session";
import { endpointRouter } from "./endpoint-router";
import { messageOf } from "../../platform/http/localize";
import { ok } from "../../platform/http/route";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "./addresses.service";

export function addressRouter() {
  const { router, route } = endpointRouter("/shop/address");
  const { addresses } = endpoints;

  route(addresses.add, async ({ body: { userId, ...fields } }, req, res) => {
    const user = sessionUserNamed(res, userId, "address.notYours");
    return ok(await addAddress(user.id, fields), messageOf(req, "address.added"));
  });

  route(addresses.list, async ({ params }, _req, res) => {
    const user = sessionUserNamed(res, params.userId, "address.notYours");
    return ok(await listAddresses(user.id));
  });

  route(addresses.update, async ({ params: { userId, addressId }, body }, req, res) => {
    const user = sessionUserNamed(res, userId, "address.notYours");
    return ok(await updateAddress(user.id, addressId, body), messageOf(req, "address.updated"));
  });

  route(addresses.remove, async ({ params: { userId, addressId } }, req, res) => {
    const user = sessionUserNamed(res, userId, "address.notYours");
    return ok(await deleteAddress(user.id, addressId), messageOf(req, "address.deleted"));
  });

  return router;
}
