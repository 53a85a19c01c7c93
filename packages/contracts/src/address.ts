/**
 * Addresses API (issue 4): `addresses/{id}`, each owned by one user. Every route touches only the
 * session user's addresses: a `userId` (URL or body) that is not the session's gives 403.
 */
import { z } from "./zod";
import { successSchema } from "./responses/envelope";

export * from "./address-rules";

/** The five saved fields (spec 3). `pincode` is labelled "zip code" in the forms. */
export const addressFieldsSchema = z.object({
  address: z.string(),
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  notes: z.string(),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

export const addressSchema = addressFieldsSchema.extend({ _id: z.string(), userId: z.string() });
export type Address = z.infer<typeof addressSchema>;

export const addressResponseSchema = successSchema(addressSchema);
export type AddressResponse = z.infer<typeof addressResponseSchema>;
export const addressListResponseSchema = successSchema(z.array(addressSchema));
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
/** DELETE answers the addresses that remain. */
export type DeleteAddressResponse = AddressListResponse;
