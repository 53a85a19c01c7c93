import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./contactLinks";

describe("contact links", () => {
  it("keeps only the digits and a leading plus of a phone number", () => {
    expect(telHref("+1 (212) 555-0147")).toBe("tel:+12125550147");
    expect(telHref("03-555 0147")).toBe("tel:035550147");
    expect(telHref(undefined)).toBe("tel:");
  });

  it("builds a mailto link", () => {
    expect(mailtoHref(" hello@cocoa-atelier.example ")).toBe("mailto:hello@cocoa-atelier.example");
  });
});
