/** zod schemas of the address requests (/api/shop/address). */
import { z } from "../zod";
import { ADDRESS_FIELD_MAX_LENGTH } from "../address-rules";
import { BODY_MUST_BE_OBJECT, DOCUMENT_ID, requiredText, userIdSchema } from "./parts";

/** The five fields, each required and non-blank after trimming, with bounded lengths (spec 5). */
const addressFields = {
  address: requiredText("address", ADDRESS_FIELD_MAX_LENGTH.address),
  city: requiredText("city", ADDRESS_FIELD_MAX_LENGTH.city),
  pincode: requiredText("pincode", ADDRESS_FIELD_MAX_LENGTH.pincode),
  phone: requiredText("phone", ADDRESS_FIELD_MAX_LENGTH.phone).regex(/^[0-9+()\-.\s]+$/, {
    error: "address.phoneCharacters",
  }),
  notes: requiredText("notes", ADDRESS_FIELD_MAX_LENGTH.notes, { lines: "many" }),
};

/** Any other field (an `_id`, another `userId`) is dropped. */
export const addAddressSchema = z.object(
  { userId: userIdSchema, ...addressFields },
  { error: BODY_MUST_BE_OBJECT },
);
/** POST /api/shop/address/add. */
export type AddAddressRequest = z.input<typeof addAddressSchema>;

export const updateAddressSchema = z.object(addressFields, { error: BODY_MUST_BE_OBJECT });
/** PUT /api/shop/address/update/{userId}/{addressId}: the five fields. */
export type UpdateAddressRequest = z.input<typeof updateAddressSchema>;
export type AddressInput = z.output<typeof updateAddressSchema>;

export const addressIdSchema = z
  .string({ error: "address.idRequired" })
  .min(1, { error: "address.idRequired" })
  .regex(DOCUMENT_ID, { error: "address.idInvalid" });

export const addressUserParamsSchema = z.object({ userId: userIdSchema });
export const addressParamsSchema = z.object({ userId: userIdSchema, addressId: addressIdSchema });
