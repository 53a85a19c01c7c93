/**
 * The saved address's fields and limits. Kept apart from the zod schemas (address.ts) so that a page
 * that needs only these does not download zod with them (a module is bundled whole; see
 * web/vite.config.ts).
 */
import type { AddressFields } from "./address";

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
