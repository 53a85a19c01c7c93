import { describe, expect, it } from "vitest";
import { controlCharactersMessage, issueMessage, optionalText, renderCoded, renderMessage, requiredText, type TextField } from "@cocoa/contracts";

const name = requiredText("name", 40);
const notes = requiredText("notes", 200, { lines: "many" });
/** The English text of the first problem, as an answer writes it. */
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? renderCoded(issueMessage(issue)) : undefined;
};

describe("one-line text", () => {
  it.each([
    ["NUL", "Dana\u0000Levi"],
    ["BEL", "Dana\u0007"],
    ["CR/LF", "Dana\r\nBcc: everyone@example.com"],
    ["a tab", "Dana\tLevi"],
    ["DEL", "Dana\u007F"],
    ["a C1 control", "Dana\u0085Levi"],
    ["a line separator", "Dana\u2028Levi"],
  ])("refuses %s", (_what, value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe("Name must be one line of text, without control characters.");
  });

  it("drops bidi overrides, embeddings and isolates, and keeps the marks Hebrew needs", () => {
    expect(name.parse("\u202Egpj.exe\u202C")).toBe("gpj.exe");
    expect(name.parse("a\u202Ab\u202Bc\u202Dd\u2066e\u2067f\u2068g\u2069")).toBe("abcdefg");
    expect(name.parse("דנה\u200F (Dana)\u200E")).toBe("דנה\u200F (Dana)\u200E");
  });

  it("still trims, requires and bounds the text", () => {
    expect(name.parse("  Dana  ")).toBe("Dana");
    expect(messageOf(name.safeParse("\u202E  "))).toBe("Name is required.");
    expect(messageOf(name.safeParse("x".repeat(41)))).toBe("Name must be at most 40 characters.");
    expect(optionalText("name", 40).parse(undefined)).toBe("");
    expect(messageOf(optionalText("name", 40).safeParse("a\nb"))).toBe("Name must be one line of text, without control characters.");
  });
});

describe("text of several lines", () => {
  it("keeps line breaks and tabs", () => {
    expect(notes.parse("Ring twice\r\n\tthen knock")).toBe("Ring twice\r\n\tthen knock");
  });

  it.each([["NUL", "a\u0000"], ["BEL", "a\u0007b"], ["ESC", "\u001B[31mred"]])("refuses %s", (_what, value) => {
    expect(messageOf(notes.safeParse(value))).toBe("Notes holds control characters; remove them and try again.");
  });
});

describe("the messages in Hebrew", () => {
  it.each([
    ...(["address", "city", "pincode", "phone", "productTitle", "titleHe", "name", "email", "userName"] as const).map((field) => [field, "one"] as const),
    ...(["notes", "productDescription", "descriptionHe", "message", "reviewMessage"] as const).map((field) => [field, "many"] as const),
  ])("has %s (%s line)", (field: TextField, lines) => {
    const code = controlCharactersMessage(field, lines);
    expect(renderMessage(code, {}, "he")).not.toBe(code);
  });
});
