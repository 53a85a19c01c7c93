import { ALLERGENS, ADDRESS_FIELD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_NUMBER_LIMITS, USER_NAME_MIN_LENGTH, productInputSchema, registerSchema, updateAddressSchema } from "@contracts";
import { describe, expect, it } from "vitest";
import { checkForm, fieldProblem, numberFromText, problemOf } from "./checkForm";

const ADDRESS = { address: "12 Cocoa Lane", city: "Tel Aviv", pincode: "6100001", phone: "+972 3 555 0147", notes: "Ring twice" };

describe("checkForm", () => {
  it("answers the parsed value the server will read: trimmed, extra fields dropped", () => {
    expect(checkForm(updateAddressSchema, { ...ADDRESS, city: "  Tel Aviv ", _id: "a1" })).toEqual({ ok: true, value: ADDRESS, problems: {} });
  });

  it("names the first problem of each field by the issue's code and bounds, not its message", () => {
    const check = checkForm(updateAddressSchema, {
      address: "   ",
      city: undefined,
      pincode: "1".repeat(ADDRESS_FIELD_MAX_LENGTH.pincode + 1),
      phone: "call me",
      notes: "x",
    });
    expect(check).toEqual({
      ok: false,
      problems: {
        address: { kind: "required" },
        city: { kind: "required" },
        pincode: { kind: "tooLong", maximum: ADDRESS_FIELD_MAX_LENGTH.pincode },
        phone: { kind: "format" },
      },
    });
  });

  it("tells a short text from a missing one, and a wrong type from a blank one", () => {
    const check = checkForm(registerSchema, { userName: "a", email: "", password: 12345678 });
    expect(check.problems).toEqual({
      userName: { kind: "tooShort", minimum: USER_NAME_MIN_LENGTH },
      email: { kind: "required" },
      password: { kind: "invalid" },
    });
    expect(checkForm(registerSchema, { userName: "abc", email: "a@b.co", password: "short" }).problems).toEqual({
      password: { kind: "tooShort", minimum: PASSWORD_MIN_LENGTH },
    });
  });

  it("reads numbers' ranges and whole numbers, and a refinement's named problem, with nested paths dotted", () => {
    const declared = { ingredients: "Cocoa mass, sugar", allergens: Object.fromEntries(ALLERGENS.map((key) => [key, "free"])), kosher: { status: "parve", certifier: "OU", passover: false } };
    const base = { image: "x.png", title: "Bar", description: "Dark", category: "bars", brand: "atelier", price: 1250, salePrice: 0, totalStock: 3, ...declared };
    expect(checkForm(productInputSchema, { ...base, price: 0, totalStock: 2.5 }).problems).toEqual({
      price: { kind: "tooLow", minimum: 1 },
      totalStock: { kind: "notWhole" },
    });
    expect(checkForm(productInputSchema, { ...base, price: PRODUCT_NUMBER_LIMITS.maxPrice + 1 }).problems).toEqual({
      price: { kind: "tooHigh", maximum: PRODUCT_NUMBER_LIMITS.maxPrice },
    });
    expect(checkForm(productInputSchema, { ...base, salePrice: 1250 }).problems).toEqual({ salePrice: { kind: "saleNotBelowPrice" } });
    expect(problemOf({ code: "too_big", origin: "array", maximum: 3, path: ["a", 0, "b"] }, [])).toEqual({ kind: "tooMany", maximum: 3 });
    expect(problemOf({ code: "custom", path: [] }, "x")).toEqual({ kind: "invalid" });
  });

  it("checks one field with its own schema", () => {
    expect(fieldProblem(updateAddressSchema.shape.city, "  ")).toEqual({ kind: "required" });
    expect(fieldProblem(updateAddressSchema.shape.city, "Haifa")).toBeNull();
  });
});

describe("numberFromText", () => {
  const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);
  it("reads blank as nothing, a number as the number, anything else as the text (for the schema to refuse)", () => {
    expect(numberFromText("  ", whole)).toBeUndefined();
    expect(numberFromText(" 12 ", whole)).toBe(12);
    expect(numberFromText(" 2.5 ", whole)).toBe("2.5");
  });
});
