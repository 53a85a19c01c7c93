/**
 * Addresses API (issue 4): `addresses/{id}`, each owned by one user. Every route touches only the
 * session user's addresses: a `userId` (URL or body) that is not the session's gives 403.
 */
import { z } from "./zod";
import { successSchema } from "./responses/envelope";

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

export const ADDRESS_FIELDS = ["address", "city", "pincode", "phone", "notes"] as const satisfies readonly (keyof AddressFields)[];

/** At most this many addresses per user (spec 9). */
export const MAX_ADDRESSES_PER_USER = 3;

/** Longest accepted value of each field, after trimming. */
export const ADDRESS_FIELD_MAX_LENGTH: Readonly<Record<keyof AddressFields, number>> = {
  address: 200,
  city: 100,
  pincode: 20,
  phone: 30,
  notes: 500,
};

export const ADDRESS_MESSAGES = {
  maxReached: "You can add max 3 addresses",
  notYours: "You can only manage your own addresses.",
  notFound: "Address not found",
  added: "Address added",
  updated: "Address updated",
  deleted: "Address deleted",
} as const;
