import { ADDRESS_FIELD_MAX_LENGTH, MAX_ADDRESSES_PER_USER } from "@contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_ADDRESS_DRAFT,
  addressFieldProblem,
  addressProblems,
  addressSummary,
  canAddAddress,
  draftFromAddress,
  checkAddressDraft,
  isAddressDraftComplete,
} from "./addressForm";

const FILLED = { address: "12 Cocoa Lane", city: "Tel Aviv", pincode: "6100001", phone: "+972 3 555 0147", notes: "Ring twice" };

describe("address form rules", () => {
  it("is complete only when all five fields are non-blank after trimming", () => {
    expect(isAddressDraftComplete(FILLED)).toBe(true);
    expect(isAddressDraftComplete(EMPTY_ADDRESS_DRAFT)).toBe(false);
    for (const field of Object.keys(FILLED) as (keyof typeof FILLED)[]) {
      expect(isAddressDraftComplete({ ...FILLED, [field]: "" }), field).toBe(false);
      expect(isAddressDraftComplete({ ...FILLED, [field]: "   \t " }), field).toBe(false);
    }
    expect(isAddressDraftComplete({ ...FILLED, notes: "  x  " })).toBe(true);
  });

  it("names each field's problem: required when blank, tooLong beyond the API's limit (after trimming)", () => {
    expect(addressFieldProblem("city", "  ")).toBe("required");
    expect(addressFieldProblem("city", undefined)).toBe("required");
    expect(addressFieldProblem("pincode", "1".repeat(ADDRESS_FIELD_MAX_LENGTH.pincode))).toBeNull();
    expect(addressFieldProblem("pincode", "1".repeat(ADDRESS_FIELD_MAX_LENGTH.pincode + 1))).toBe("tooLong");
    expect(addressFieldProblem("pincode", ` ${"1".repeat(ADDRESS_FIELD_MAX_LENGTH.pincode)} `)).toBeNull();
    expect(isAddressDraftComplete({ ...FILLED, notes: "n".repeat(ADDRESS_FIELD_MAX_LENGTH.notes + 1) })).toBe(false);
    expect(addressProblems({ ...FILLED, city: "", phone: "9".repeat(ADDRESS_FIELD_MAX_LENGTH.phone + 1) })).toEqual({ city: "required", phone: "tooLong" });
    expect(addressProblems(FILLED)).toEqual({});
  });

  it("sends the five fields trimmed and nothing else", () => {
    const draft = { ...FILLED, address: "  12 Cocoa Lane ", notes: "\nRing twice  ", _id: "a1", userId: "u-9" } as typeof FILLED;
    expect(checkAddressDraft(draft)).toEqual({ ok: true, value: FILLED, problems: {} });
  });

  it("refuses what the server's schema refuses, the phone's characters too (a gain: the form did not check them)", () => {
    expect(addressFieldProblem("phone", "call me")).toBe("format");
    expect(addressProblems({ ...FILLED, phone: "call me" })).toEqual({ phone: "format" });
    // Submit stays enabled: the problem is said under the field on submit.
    expect(isAddressDraftComplete({ ...FILLED, phone: "call me" })).toBe(true);
    expect(checkAddressDraft({ ...FILLED, phone: "call me" }).ok).toBe(false);
  });

  it("fills the edit form from a saved address, blanks for missing fields", () => {
    expect(draftFromAddress({ ...FILLED, _id: "a1", userId: "u-1" } as typeof FILLED)).toEqual(FILLED);
    expect(draftFromAddress({ address: "x" })).toEqual({ ...EMPTY_ADDRESS_DRAFT, address: "x" });
  });

  it("allows another address only below the maximum of 3", () => {
    expect(MAX_ADDRESSES_PER_USER).toBe(3);
    expect(canAddAddress(0)).toBe(true);
    expect(canAddAddress(2)).toBe(true);
    expect(canAddAddress(3)).toBe(false);
    expect(canAddAddress(4)).toBe(false);
  });

  it("summarises an address as street and city", () => {
    expect(addressSummary(FILLED)).toBe("12 Cocoa Lane, Tel Aviv");
    expect(addressSummary({ address: " 12 Cocoa Lane ", city: "" })).toBe("12 Cocoa Lane");
  });
});
