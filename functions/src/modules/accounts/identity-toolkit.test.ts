import { describe, expect, it } from "vitest";
import { readConfig } from "../../platform/config";
import { classifySignInError, signInWithPasswordUrl } from "./identity-toolkit";

describe("signInWithPasswordUrl", () => {
  it("uses the Auth emulator when one is configured", () => {
    expect(signInWithPasswordUrl(readConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9299" }))).toBe(
      "http://127.0.0.1:9299/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key",
    );
  });

  it("uses Identity Toolkit with the Web API key in production", () => {
    expect(signInWithPasswordUrl(readConfig({ SHOP_WEB_API_KEY: "AIza+key" }))).toBe(
      "https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=AIza%2Bkey",
    );
  });

  it("fails loudly when production has no API key", () => {
    expect(() => signInWithPasswordUrl(readConfig({}))).toThrow(/SHOP_WEB_API_KEY/);
  });
});

describe("classifySignInError", () => {
  it.each(["EMAIL_NOT_FOUND", "INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS", "USER_DISABLED", "INVALID_EMAIL"])(
    "treats %s as invalid credentials",
    (code) => {
      expect(classifySignInError(code)).toEqual({ ok: false, reason: "invalid-credentials" });
    },
  );

  it("reads the code before an explanation", () => {
    expect(classifySignInError("TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been disabled")).toEqual({
      ok: false,
      reason: "too-many-attempts",
    });
    expect(classifySignInError("INVALID_PASSWORD : The password is invalid")).toEqual({
      ok: false,
      reason: "invalid-credentials",
    });
  });

  it("leaves other errors to the caller", () => {
    expect(classifySignInError("API_KEY_INVALID")).toBeUndefined();
    expect(classifySignInError("")).toBeUndefined();
  });
});
