import { describe, expect, it } from "vitest";
import { CURSOR_MAX_LENGTH, comparePositions, decodeCursor, encodeCursor, type ListOrder } from "./cursor";

const reviews: ListOrder = { list: "reviews", fields: [{ field: "createdAt", direction: "desc" }] };
const listing: ListOrder = { list: "products", fields: [{ field: "titleSortKeyHe", direction: "asc" }], uniqueLastField: true };
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("page cursor", () => {
  it("round-trips a sort key and is URL-safe", () => {
    const text = encodeCursor(listing, "title-atoz:he", ["שוקולד\u0001bar-1"]);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(listing, "title-atoz:he", text)).toEqual(["שוקולד\u0001bar-1"]);
  });

  it("round-trips a timestamp with its nanoseconds and the id tie-breaker", () => {
    const position = [{ seconds: 1_767_225_600, nanoseconds: 123_456_789 }, "p-a_uid42"];
    expect(decodeCursor(reviews, "p-a", encodeCursor(reviews, "p-a", position))).toEqual(position);
  });

  it("belongs to one list and one scope", () => {
    const text = encodeCursor(reviews, "p-a", [{ seconds: 1, nanoseconds: 0 }, "x"]);
    expect(decodeCursor(reviews, "p-b", text)).toBeUndefined();
    expect(decodeCursor({ ...reviews, list: "orders" }, "p-a", text)).toBeUndefined();
    expect(decodeCursor(listing, "p-a", text)).toBeUndefined();
  });

  it("refuses to encode a position of the wrong length", () => {
    expect(() => encodeCursor(reviews, "", [{ seconds: 1, nanoseconds: 0 }])).toThrow();
  });

  it.each([
    ["empty", ""],
    ["not base64url", "not base64!"],
    ["not JSON", Buffer.from("not json").toString("base64url")],
    ["an array", raw([1])],
    ["another list", raw({ l: "orders", s: "p-a", v: [{ t: [1, 0] }, "x"] })],
    ["no values", raw({ l: "reviews", s: "p-a" })],
    ["too few values", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 0] }] })],
    ["too many values", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 0] }, "x", "y"] })],
    ["an id with a slash", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 0] }, "users/x"] })],
    ["an empty id", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 0] }, ""] })],
    ["a reserved id", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 0] }, "__name__"] })],
    ["an id that is a number", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 0] }, 7] })],
    ["nanoseconds out of range", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 1e9] }, "x"] })],
    ["a time beyond year 9999", raw({ l: "reviews", s: "p-a", v: [{ t: [1e13, 0] }, "x"] })],
    ["a fractional second", raw({ l: "reviews", s: "p-a", v: [{ t: [1.5, 0] }, "x"] })],
    ["an object value", raw({ l: "reviews", s: "p-a", v: [{ t: [1, 0], x: 1 }, "x"] })],
    ["a nested array", raw({ l: "reviews", s: "p-a", v: [[1], "x"] })],
    ["a text value too long", raw({ l: "reviews", s: "p-a", v: ["a".repeat(700), "x"] })],
    ["longer than the limit", "a".repeat(CURSOR_MAX_LENGTH + 1)],
  ])("refuses %s", (_name, text) => {
    expect(decodeCursor(reviews, "p-a", text)).toBeUndefined();
  });

  it("takes any scalar value Firestore can order by, so a hand-made cursor positions but never breaks a query", () => {
    for (const value of ["2026-01-01T00:00:00.000Z", 12, true, null]) {
      expect(decodeCursor(reviews, "p-a", raw({ l: "reviews", s: "p-a", v: [value, "x"] }))).toEqual([value, "x"]);
    }
  });

  it("orders positions as the list's query does, the id following the last field's direction", () => {
    const at = (seconds: number) => ({ seconds, nanoseconds: 0 });
    const sorted = [
      [at(1), "b"],
      [at(2), "a"],
      [at(1), "c"],
      [at(2), "d"],
    ].sort((a, b) => comparePositions(reviews, a, b));
    expect(sorted).toEqual([
      [at(2), "d"],
      [at(2), "a"],
      [at(1), "c"],
      [at(1), "b"],
    ]);
    expect(comparePositions(listing, ["b"], ["a"])).toBeGreaterThan(0);
    expect(comparePositions(reviews, [null, "a"], [at(0), "a"])).toBeGreaterThan(0); // null last when newest first
  });
});
