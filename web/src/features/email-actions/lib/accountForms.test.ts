import { describe, expect, it } from "vitest";
import { checkResetEmail, newPasswordProblems, readEmailActionLink } from "./accountForms";

describe("the emailed link", () => {
  it("reads mode, code and language", () => {
    expect(readEmailActionLink(new URLSearchParams("mode=verifyEmail&oobCode=abc_-9&lang=he"))).toEqual({ ok: true, mode: "verifyEmail", oobCode: "abc_-9", lang: "he" });
    expect(readEmailActionLink(new URLSearchParams("mode=resetPassword&oobCode=x"))).toEqual({ ok: true, mode: "resetPassword", oobCode: "x", lang: null });
    expect(readEmailActionLink(new URLSearchParams("mode=resetPassword&oobCode=x&lang=fr"))).toMatchObject({ lang: null });
  });

  it("refuses a link without a known mode or a clean code", () => {
    for (const query of ["oobCode=x", "mode=signIn&oobCode=x", "mode=verifyEmail", "mode=verifyEmail&oobCode=a%2Fb", "mode=verifyEmail&oobCode="]) {
      expect(readEmailActionLink(new URLSearchParams(query)), query).toEqual({ ok: false });
    }
  });
});

describe("the forms' checks (the server's schemas)", () => {
  it("takes an email as the server does, and names what is wrong", () => {
    expect(checkResetEmail("  Dana@Example.com ")).toEqual({ ok: true, email: "dana@example.com" });
    expect(checkResetEmail("")).toEqual({ ok: false, problem: "required" });
    expect(checkResetEmail("dana@")).toMatchObject({ ok: false });
  });

  it("holds the new password to registration's rules and its repeat to the password", () => {
    expect(newPasswordProblems("long-enough-1", "long-enough-1")).toEqual({});
    expect(newPasswordProblems("short", "short")).toEqual({ password: "tooShort" });
    expect(newPasswordProblems("", "")).toEqual({ password: "required", confirm: "required" });
    expect(newPasswordProblems("long-enough-1", "long-enough-2")).toEqual({ confirm: "mismatch" });
  });
});
