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
import { Router } from "express";
import { type AddressListResponse, type AddressResponse, type DeleteAddressResponse } from "@cocoa/contracts";
import { requireUser, sessionUserNamed } from "./session";
import { parseInput, validateBody } from "../../platform/http/validate";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "./addresses.service";
import { addAddressSchema, addressParamsSchema, addressUserParamsSchema, updateAddressSchema, type AddressInput } from "@cocoa/contracts";
import { messageOf } from "../../platform/http/localize";

export function addressRouter(): Router {
  const router = Router();

  router.post("/add", requireUser, validateBody(addAddressSchema), async (req, res) => {
    const { userId, ...fields } = req.body as AddressInput & { userId: string };
    const user = sessionUserNamed(res, userId, "address.notYours");
    const body: AddressResponse = { success: true, ...messageOf(req, "address.added"), data: await addAddress(user.id, fields) };
    res.status(201).json(body);
  });

  router.get("/get/:userId", requireUser, async (req, res) => {
    const { userId } = parseInput(addressUserParamsSchema, req.params);
    const user = sessionUserNamed(res, userId, "address.notYours");
    const body: AddressListResponse = { success: true, data: await listAddresses(user.id) };
    res.json(body);
  });

  router.put("/update/:userId/:addressId", requireUser, async (req, res) => {
    const { userId, addressId } = parseInput(addressParamsSchema, req.params);
    const user = sessionUserNamed(res, userId, "address.notYours");
    const fields = parseInput(updateAddressSchema, req.body);
    const body: AddressResponse = {
      success: true,
      ...messageOf(req, "address.updated"),
      data: await updateAddress(user.id, addressId, fields),
    };
    res.json(body);
  });

  router.delete("/delete/:userId/:addressId", requireUser, async (req, res) => {
    const { userId, addressId } = parseInput(addressParamsSchema, req.params);
    const user = sessionUserNamed(res, userId, "address.notYours");
    const body: DeleteAddressResponse = {
      success: true,
      ...messageOf(req, "address.deleted"),
      data: await deleteAddress(user.id, addressId),
    };
    res.json(body);
  });

  return router;
}
