import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH } from "@cocoa/contracts";
import { summarise } from "../../platform/errors";
import { fieldTexts } from "../../test/schema-messages";
import { loginSchema, registerSchema } from "@cocoa/contracts";

function errorsOf(schema: typeof registerSchema | typeof loginSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be rejected");
  return fieldTexts(result.error);
}

const valid = { userName: "Dana Levi", email: "dana@example.com", password: "cocoa-bean-42" };

describe("registerSchema", () => {
  it("accepts a valid registration, trimming the name and normalising the email", () => {
    expect(registerSchema.parse({ userName: "  Dana Levi ", email: " Dana@Example.COM ", password: " spaced pw " })).toEqual({
      userName: "Dana Levi",
      email: "dana@example.com",
      password: " spaced pw ",
    });
  });

  it("drops unknown fields (a client cannot smuggle a role in)", () => {
    expect(registerSchema.parse({ ...valid, role: "admin" })).toEqual(valid);
  });

  it("names every missing field", () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      userName: "User name is required.",
      email: "Email is required.",
      password: "Password is required.",
    });
  });

  it("treats blank text as missing", () => {
    expect(errorsOf(registerSchema, { userName: "   ", email: "  ", password: "" })).toEqual({
      userName: "User name is required.",
      email: "Email is required.",
      password: "Password is required.",
    });
  });

  it("rejects a malformed email", () => {
    expect(errorsOf(registerSchema, { ...valid, email: "dana@" })).toEqual({
      email: "Enter a valid email address, like name@example.com.",
    });
  });

  it("rejects a short password and states the minimum", () => {
    expect(errorsOf(registerSchema, { ...valid, password: "short" })).toEqual({
      password: "Password must be at least 8 characters.",
    });
  });

  it("rejects a too long password", () => {
    expect(errorsOf(registerSchema, { ...valid, password: "x".repeat(PASSWORD_MAX_LENGTH + 1) })).toHaveProperty("password");
  });

  it("bounds the user name", () => {
    expect(errorsOf(registerSchema, { ...valid, userName: " D " })).toEqual({
      userName: "User name must be at least 2 characters.",
    });
    expect(errorsOf(registerSchema, { ...valid, userName: "D".repeat(USER_NAME_MAX_LENGTH + 1) })).toEqual({
      userName: `User name must be at most ${USER_NAME_MAX_LENGTH} characters.`,
    });
    expect(registerSchema.parse({ ...valid, userName: "D".repeat(USER_NAME_MAX_LENGTH) }).userName).toHaveLength(
      USER_NAME_MAX_LENGTH,
    );
  });

  it("says so when a field is not text", () => {
    expect(errorsOf(registerSchema, { ...valid, userName: 42 })).toEqual({ userName: "User name must be text." });
  });

  it("rejects a body that is not an object", () => {
    expect(errorsOf(registerSchema, ["dana"])).toEqual({ body: "Send the request body as a JSON object." });
    expect(errorsOf(registerSchema, "dana")).toEqual({ body: "Send the request body as a JSON object." });
  });
});

describe("loginSchema", () => {
  it("accepts an email and any non-empty password", () => {
    expect(loginSchema.parse({ email: "DANA@example.com", password: "x" })).toEqual({ email: "dana@example.com", password: "x" });
  });

  it("requires both fields", () => {
    expect(errorsOf(loginSchema, {})).toEqual({ email: "Email is required.", password: "Password is required." });
  });
});

describe("validation failure body", () => {
  it("sums the field messages up in one message", () => {
    const result = registerSchema.safeParse({ ...valid, email: "nope", password: "short" });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldTexts(result.error);
    expect({ success: false, message: summarise(Object.values(errors), ""), errors }).toEqual({
      success: false,
      message: "Enter a valid email address, like name@example.com. Password must be at least 8 characters.",
      errors: {
        email: "Enter a valid email address, like name@example.com.",
        password: "Password must be at least 8 characters.",
      },
    });
  });
});
