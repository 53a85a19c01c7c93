import { describe, expect, it } from "vitest";
import { HEBREW_MESSAGES } from "./i18n/messages.he";
import { controlCharactersMessage, optionalText, requiredText } from "@cocoa/contracts";

const name = requiredText("Name", 40);
const notes = requiredText("Notes", 200, { lines: "many" });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

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
    expect(optionalText("Name", 40).parse(undefined)).toBe("");
    expect(messageOf(optionalText("Name", 40).safeParse("a\nb"))).toBe("Name must be one line of text, without control characters.");
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
    ...["Address", "City", "Zip code", "Phone", "Product title", "Hebrew title", "Name", "Email", "User name"].map((l) => [l, "one"] as const),
    ...["Notes", "Product description", "Hebrew description", "Message", "Review message"].map((l) => [l, "many"] as const),
  ])("has %s (%s line)", (label, lines) => {
    expect(HEBREW_MESSAGES[controlCharactersMessage(label, lines)]).toBeDefined();
  });
});
