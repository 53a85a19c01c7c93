import { describe, expect, it } from "vitest";
import { PAGE_SIZES, issueMessage } from "@cocoa/contracts";
import { fieldTexts, isRendered } from "../../test/schema-messages";
import { contactSchema } from "@cocoa/contracts";
import { pageQuerySchema } from "@cocoa/contracts";
import { addReviewSchema, productListQuerySchema, productParamsSchema } from "@cocoa/contracts";

describe("pageQuerySchema (every list route)", () => {
  const reviews = pageQuerySchema(PAGE_SIZES.reviews);
  it("uses the list's default page size when none is asked for, and never more than its max", () => {
    expect(reviews.parse({})).toEqual({ pageSize: PAGE_SIZES.reviews.default, cursor: undefined });
    expect(reviews.parse({ pageSize: String(PAGE_SIZES.reviews.max), cursor: "abc" })).toEqual({ pageSize: PAGE_SIZES.reviews.max, cursor: "abc" });
    expect(productListQuerySchema.parse({}).pageSize).toBe(PAGE_SIZES.products.default);
  });
  it.each([["0"], ["-1"], ["51"], ["1e1"], ["10.0"], [" 5"], ["99999"], [["5", "6"]], [{ x: "1" }]])("refuses the page size %j with a sentence", (pageSize) => {
    const result = reviews.safeParse({ pageSize });
    expect(result.success).toBe(false);
    expect(issueMessage(result.error!.issues[0]!)).toEqual({ code: "paging.pageSize", params: { min: 1, max: PAGE_SIZES.reviews.max } });
  });
  it.each([[""], ["x".repeat(2000)], [["a", "b"]]])("refuses the cursor %j", (cursor) => {
    const result = reviews.safeParse({ cursor });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe("cursor");
  });
});

describe("productListQuerySchema", () => {
  it("splits id lists, defaults the sort and reads the page size", () => {
    expect(productListQuerySchema.parse({ category: "a, b,,a", pageSize: "12" })).toEqual({
      category: ["a", "b"],
      brand: undefined,
      sortBy: "price-lowtohigh",
      pageSize: 12,
      cursor: undefined,
    });
  });
  it.each([
    [{ sortBy: "cheapest" }, "sortBy"],
    [{ pageSize: "0" }, "pageSize"],
    [{ pageSize: "61" }, "pageSize"],
    [{ pageSize: "2.5" }, "pageSize"],
    [{ pageSize: "abc" }, "pageSize"],
    [{ category: ["a", "b"] }, "category"],
    [{ brand: "bad id!" }, "brand"],
    [{ cursor: "" }, "cursor"],
  ])("refuses %j", (query, field) => {
    const result = productListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe("productParamsSchema", () => {
  it("accepts slugs and auto ids, refuses absurd ids", () => {
    expect(productParamsSchema.safeParse({ id: "dark-bar_1" }).success).toBe(true);
    expect(productParamsSchema.safeParse({ id: "aB3dE5gH7jK9mN1pQ3sT" }).success).toBe(true);
    expect(productParamsSchema.safeParse({ id: "../x" }).success).toBe(false);
    expect(productParamsSchema.safeParse({ id: "a".repeat(200) }).success).toBe(false);
  });
});

describe("addReviewSchema", () => {
  const ok = { productId: "p1", reviewMessage: "  Lovely  ", reviewValue: 5 };
  it("trims the message and drops userId/userName", () => {
    expect(addReviewSchema.parse({ ...ok, userId: "x", userName: "y" })).toEqual({ ...ok, reviewMessage: "Lovely" });
  });
  it.each([0, 6, 2.5, "5", null])("refuses the rating %j", (reviewValue) => {
    expect(addReviewSchema.safeParse({ ...ok, reviewValue }).success).toBe(false);
  });
  it("refuses a blank or too long message", () => {
    expect(addReviewSchema.safeParse({ ...ok, reviewMessage: "   " }).success).toBe(false);
    expect(addReviewSchema.safeParse({ ...ok, reviewMessage: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("contactSchema", () => {
  const ok = { name: " Dana ", email: " dana@example.com ", subject: "orders", message: " Hello " };
  it("trims every field", () => {
    expect(contactSchema.parse(ok)).toEqual({ name: "Dana", email: "dana@example.com", subject: "orders", message: "Hello" });
  });
  it.each([
    { name: "" },
    { email: "not-an-email" },
    { subject: "spam" },
    { message: "   " },
    { name: "x".repeat(101) },
    { message: "x".repeat(5001) },
  ])("refuses %j", (patch) => {
    expect(contactSchema.safeParse({ ...ok, ...patch }).success).toBe(false);
  });
});

describe("Hebrew for every validation message", () => {
  it("has a translation for each message these schemas give", () => {
    const failures = [
      productListQuerySchema.safeParse({ sortBy: "x", pageSize: "0", category: ["a"], brand: "bad id!", cursor: "" }),
      productListQuerySchema.safeParse({ category: Array.from({ length: 31 }, (_, i) => `c${i}`).join(","), brand: 1 }),
      productParamsSchema.safeParse({ id: "../x" }),
      productParamsSchema.safeParse({}),
      addReviewSchema.safeParse({ productId: "p", reviewMessage: 5, reviewValue: 0 }),
      addReviewSchema.safeParse({ productId: "p", reviewMessage: "x".repeat(1001), reviewValue: 2.5 }),
      addReviewSchema.safeParse({ productId: "p" }),
      contactSchema.safeParse({ name: 1, email: "x", subject: "y", message: 2 }),
      contactSchema.safeParse({ name: "x".repeat(101), email: "x".repeat(255), subject: "other", message: "x".repeat(5001) }),
      contactSchema.safeParse({}),
      contactSchema.safeParse("text"),
    ];
    const messages = new Set(failures.flatMap((r) => (r.error ? Object.values(fieldTexts(r.error, "he")) : [])));
    expect(messages.size).toBeGreaterThan(15);
    expect([...messages].filter((m) => !isRendered(m))).toEqual([]);
  });
});
