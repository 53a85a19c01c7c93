import { describe, expect, it } from "vitest";
import { readConfig } from "../../platform/config";
import { accountActionLink, oobCodeOf } from "./email-actions";
import { classifyActionCodeError, identityToolkitUrl } from "./identity-toolkit";

describe("accountActionLink", () => {
  it("makes the one link shape of the shop's account emails, on the configured site", () => {
    const link = new URL(accountActionLink("resetPassword", "abc-_123", "he"));
    expect(`${link.origin}${link.pathname}`).toBe("http://127.0.0.1:5000/auth/action");
    expect(Object.fromEntries(link.searchParams)).toEqual({ mode: "resetPassword", oobCode: "abc-_123", lang: "he" });
    expect(new URL(accountActionLink("verifyEmail", "x", "en")).searchParams.get("lang")).toBe("en");
  });
});

describe("oobCodeOf", () => {
  it("takes the code from the Admin SDK's link, and fails loudly without one", () => {
    expect(oobCodeOf("http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=Q1w2-e3&apiKey=fake")).toBe("Q1w2-e3");
    expect(() => oobCodeOf("https://example.firebaseapp.com/__/auth/action?mode=verifyEmail")).toThrow(/oobCode/);
  });
});

describe("identityToolkitUrl", () => {
  it("names the method on the emulator and in production", () => {
    expect(identityToolkitUrl("resetPassword", readConfig({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9299" }))).toBe(
      "http://127.0.0.1:9299/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key",
    );
    expect(identityToolkitUrl("update", readConfig({ SHOP_WEB_API_KEY: "AIza" }))).toBe("https://identitytoolkit.googleapis.com/v1/accounts:update?key=AIza");
  });
});

describe("classifyActionCodeError", () => {
  it.each(["INVALID_OOB_CODE", "EXPIRED_OOB_CODE", "MISSING_OOB_CODE", "USER_DISABLED", "USER_NOT_FOUND"])("reads %s as a dead link", (code) => {
    expect(classifyActionCodeError(code)).toEqual({ ok: false, reason: "invalid-code" });
  });

  it("reads a weak password and a taken email, and leaves anything else to fail loudly", () => {
    expect(classifyActionCodeError("WEAK_PASSWORD : Password should be at least 6 characters")).toEqual({ ok: false, reason: "weak-password" });
    expect(classifyActionCodeError("EMAIL_EXISTS")).toEqual({ ok: false, reason: "email-exists" });
    expect(classifyActionCodeError("CONFIGURATION_NOT_FOUND")).toBeUndefined();
  });
});
