import { ADDRESS_FIELDS, ADDRESS_FIELD_MAX_LENGTH, MAX_ADDRESSES_PER_USER, type AddressFields } from "@contracts";

/** The rules of the address form (spec 5), kept pure so they are tested without a screen. */

export type AddressField = keyof AddressFields;
/** What the form holds while the shopper types: the five fields, untrimmed. */
export type AddressDraft = AddressFields;
export type AddressFieldProblem = "required" | "tooLong";

export const EMPTY_ADDRESS_DRAFT: AddressDraft = Object.freeze({ address: "", city: "", pincode: "", phone: "", notes: "" });

/** What is wrong with one field: blank after trimming, or longer than the API accepts. */
export function addressFieldProblem(field: AddressField, value: string | null | undefined): AddressFieldProblem | null {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return "required";
  if (trimmed.length > ADDRESS_FIELD_MAX_LENGTH[field]) return "tooLong";
  return null;
}

/** Every field's problem; an empty object when the draft can be saved. */
export function addressProblems(draft: AddressDraft): Partial<Record<AddressField, AddressFieldProblem>> {
  const problems: Partial<Record<AddressField, AddressFieldProblem>> = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldProblem(field, draft[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Submit is enabled only when all five fields are non-blank after trimming (and not too long). */
export function isAddressDraftComplete(draft: AddressDraft): boolean {
  return ADDRESS_FIELDS.every((field) => addressFieldProblem(field, draft[field]) === null);
}

/** The five fields as they are sent: trimmed, and nothing else. */
export function trimAddressDraft(draft: AddressDraft): AddressFields {
  return {
    address: (draft.address ?? "").trim(),
    city: (draft.city ?? "").trim(),
    pincode: (draft.pincode ?? "").trim(),
    phone: (draft.phone ?? "").trim(),
    notes: (draft.notes ?? "").trim(),
  };
}

/** Edit mode: the form starts from the saved address (only its five fields). */
export function draftFromAddress(address: Partial<AddressFields>): AddressDraft {
  return {
    address: address.address ?? "",
    city: address.city ?? "",
    pincode: address.pincode ?? "",
    phone: address.phone ?? "",
    notes: address.notes ?? "",
  };
}

/** A user holding `count` addresses may add another only below the limit (spec 9: 3). */
export function canAddAddress(count: number): boolean {
  return count < MAX_ADDRESSES_PER_USER;
}

/** One line naming an address, for accessible names: "12 Cocoa Lane, Tel Aviv". */
export function addressSummary(address: Pick<AddressFields, "address" | "city">): string {
  return [address.address, address.city].map((part) => (part ?? "").trim()).filter(Boolean).join(", ");
}
