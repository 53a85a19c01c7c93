import { describe, expect, it } from "vitest";
import { API_MESSAGES, issueMessage, renderMessage, schemaMessage, type MessageCatalogue } from ".";

/** Every text's key path with its plural form dropped, and the placeholders the text holds. */
function entries(catalogue: MessageCatalogue, prefix = ""): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") {
      const code = `${prefix}${key}`.replace(/_(one|two|other)$/, "");
      const names = out.get(code) ?? new Set<string>();
      for (const match of value.matchAll(/\{\{(\w+)\}\}/g)) if (match[1] !== "count") names.add(match[1] ?? "");
      out.set(code, names);
    } else {
      for (const [code, names] of entries(value, `${prefix}${key}.`)) out.set(code, names);
    }
  }
  return out;
}

describe("the message catalogue", () => {
  const en = entries(API_MESSAGES.en);
  const he = entries(API_MESSAGES.he);

  it("has the same codes in English and Hebrew", () => {
    expect([...he.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it("uses the same placeholders in both languages", () => {
    for (const [code, names] of en) expect([code, [...(he.get(code) ?? [])].sort()]).toEqual([code, [...names].sort()]);
  });

  it("gives Hebrew every plural form a counted English message has, and `_two`", () => {
    const forms = (catalogue: MessageCatalogue, group: string) => Object.keys(catalogue[group] as MessageCatalogue).filter((k) => /_(one|two|other)$/.test(k));
    for (const group of Object.keys(API_MESSAGES.en)) {
      const english = forms(API_MESSAGES.en, group);
      for (const key of english) expect(forms(API_MESSAGES.he, group)).toContain(key);
      for (const key of english.filter((k) => k.endsWith("_other"))) expect(forms(API_MESSAGES.he, group)).toContain(key.replace(/_other$/, "_two"));
    }
  });
});

describe("renderMessage", () => {
  it("writes the params in and picks the plural form of `count`", () => {
    expect(renderMessage("cart.stockLimit", { count: 3 })).toBe("only 3 quantity can be added");
    expect(renderMessage("cart.stockLimit", { count: 1 }, "he")).toBe("ניתן להוסיף רק יחידה אחת");
    expect(renderMessage("cart.stockLimit", { count: 2 }, "he")).toBe("ניתן להוסיף רק 2 יחידות");
    expect(renderMessage("settings.categoryInUse", { id: "truffles", count: 1 })).toBe('Category "truffles" is used by 1 product. Move it to another category first.');
    expect(renderMessage("order.soldOut", { title: "Dark $& bar" })).toBe('Sorry, "Dark $& bar" sold out. You have not been charged.');
  });

  it("answers the code itself when no text has it", () => {
    expect(renderMessage("no.such" as never)).toBe("no.such");
  });
});

describe("issueMessage", () => {
  it("reads the code, the issue's bounds and the params the message carries", () => {
    expect(issueMessage({ message: "field.city.tooLong", maximum: 80 })).toEqual({ code: "field.city.tooLong", params: { max: 80 } });
    expect(issueMessage({ message: schemaMessage("review.rating", { min: 1, max: 5 }), minimum: 1 })).toEqual({ code: "review.rating", params: { min: 1, max: 5 } });
    expect(issueMessage({ message: "auth.emailFormat" })).toEqual({ code: "auth.emailFormat" });
  });

  it("reads a message that is not a code as the general validation message", () => {
    expect(issueMessage({ message: "Invalid input" })).toEqual({ code: "request.validation" });
  });
});
