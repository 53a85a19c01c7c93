/**
 * Addresses API (issue 4): `addresses/{id}`, each owned by one user. Every route touches only the
 * session user's addresses: a `userId` (URL or body) that is not the session's gives 403.
 */
import type { ApiSuccess } from "./api";

/** The five saved fields (spec 3). `pincode` is labelled "zip code" in the forms. */
export interface AddressFields {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

export interface Address extends AddressFields {
  _id: string;
  userId: string;
}

/** POST /api/shop/address/add. */
export interface AddAddressRequest extends AddressFields {
  userId: string;
}

/** PUT /api/shop/address/update/{userId}/{addressId}: the five fields. */
export type UpdateAddressRequest = AddressFields;

export type AddressResponse = ApiSuccess<Address>;
export type AddressListResponse = ApiSuccess<Address[]>;
/** DELETE answers the addresses that remain. */
export type DeleteAddressResponse = ApiSuccess<Address[]>;

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
