import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor";

describe("page cursor", () => {
  it("round-trips and is URL-safe", () => {
    const cursor = { sortBy: "title-atoz" as const, lang: "he" as const, key: "שוקולד\u0001bar-1" };
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
  });
  it.each([
    "",
    "not base64!",
    Buffer.from("not json").toString("base64url"),
    Buffer.from(JSON.stringify({ s: "nope", l: "en", k: "x" })).toString("base64url"),
    Buffer.from(JSON.stringify({ s: "title-atoz", l: "fr", k: "x" })).toString("base64url"),
    Buffer.from(JSON.stringify({ s: "title-atoz", l: "en", k: "" })).toString("base64url"),
    Buffer.from(JSON.stringify([1])).toString("base64url"),
    "a".repeat(2000),
  ])("refuses %s", (text) => {
    expect(decodeCursor(text)).toBeUndefined();
  });
});
