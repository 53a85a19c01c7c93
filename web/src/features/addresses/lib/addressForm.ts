import { MAX_ADDRESSES_PER_USER, updateAddressSchema, type AddressFields } from "@contracts";
import { checkForm, fieldProblem, type FormCheck, type ProblemKind } from "@/shared/forms";

/**
 * The address form (spec 5) checks its draft with the schema the server validates it with
 * (`updateAddressSchema`): each field trimmed and required, lengths bounded, the phone's characters.
 */

export type AddressField = keyof AddressFields;
/** What the form holds while the shopper types: the five fields, untrimmed. */
export type AddressDraft = AddressFields;
export type AddressFieldProblem = ProblemKind;

export const EMPTY_ADDRESS_DRAFT: AddressDraft = Object.freeze({ address: "", city: "", pincode: "", phone: "", notes: "" });

/** What is wrong with one field ("required", "tooLong", "format" ...), or null. */
export function addressFieldProblem(field: AddressField, value: string | null | undefined): AddressFieldProblem | null {
  return fieldProblem(updateAddressSchema.shape[field], value)?.kind ?? null;
}

/** The draft checked: the five fields as they are sent (trimmed, nothing else), or each field's problem. */
export function checkAddressDraft(draft: AddressDraft): FormCheck<AddressFields> {
  return checkForm(updateAddressSchema, draft);
}

/** Every field's problem; an empty object when the draft can be saved. */
export function addressProblems(draft: AddressDraft): Partial<Record<AddressField, AddressFieldProblem>> {
  return Object.fromEntries(Object.entries(checkAddressDraft(draft).problems).map(([field, problem]) => [field, problem.kind]));
}

/**
 * Submit is enabled once no field is blank (after trimming) or too long; what else the schema refuses
 * (a phone with letters) is shown under its field on submit.
 */
export function isAddressDraftComplete(draft: AddressDraft): boolean {
  return Object.values(checkAddressDraft(draft).problems).every((problem) => problem.kind !== "required" && problem.kind !== "tooLong");
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
