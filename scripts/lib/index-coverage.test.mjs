import { describe, expect, it } from "vitest";
import { canonicalField, checkIndexCoverage, formatCoverage, requirementsOf } from "./index-coverage.mjs";
import { queryShape } from "./firestore-query-log.mjs";

const ASC = "ASCENDING";
const DESC = "DESCENDING";

/** One query shape as the emulator's log has it. */
const q = (collectionGroup, where = [], orderBy = [], extra = {}) => ({
  kind: "query",
  collectionGroup,
  allDescendants: false,
  parent: "",
  where: where.length === 0 ? null : where.length === 1 ? where[0] : { and: where },
  orderBy: orderBy.map(([field, direction = ASC]) => ({ field, direction })),
  reads: "plain",
  ...extra,
});
const f = (field, op) => ({ field, op });
const entry = (query, origin = "app") => ({ query, runs: 1, origins: { app: origin === "app" ? 1 : 0, test: origin === "test" ? 1 : 0, unmarked: 0 }, sites: ["functions/src/x.ts:1"] });
const index = (collectionGroup, ...fields) => ({
  collectionGroup,
  queryScope: "COLLECTION",
  fields: fields.map(([fieldPath, order]) => (order === "CONTAINS" ? { fieldPath, arrayConfig: "CONTAINS" } : { fieldPath, order })),
});
const check = (queries, config = {}) => checkIndexCoverage(queries.map((query) => entry(query)), { indexes: [], fieldOverrides: [], ...config });
const served = (query, config) => check([query], config).missing.length === 0;
const toAdd = (query, config) => check([query], config).missing[0]?.toAdd[0];

describe("index coverage: what the automatic single-field indexes serve", () => {
  it("serves a whole collection, one equality, one range with its order, and one order in either direction", () => {
    expect(served(q("products"))).toBe(true);
    expect(served(q("products", [f("category", "==")]))).toBe(true);
    expect(served(q("products", [f("totalStock", "<=")], [["totalStock"]]))).toBe(true);
    expect(served(q("products", [f("totalStock", "<")]))).toBe(true);
    expect(served(q("products", [], [["createdAt", DESC], ["__name__", DESC]]))).toBe(true);
    expect(served(q("orders", [f("orderStatus", "in")], [], { kind: "aggregation", aggregations: ["count"] }))).toBe(true);
    expect(served(q("carts", [f("productIds", "array-contains")]))).toBe(true);
  });

  it("merges single-field indexes for equalities only, `in` included", () => {
    expect(served(q("orders", [f("userId", "=="), f("paymentStatus", "==")]))).toBe(true);
    expect(served(q("orders", [f("userId", "in"), f("paymentStatus", "==")]))).toBe(true);
    expect(check([q("orders", [f("userId", "=="), f("paymentStatus", "==")])]).checked[0].plans[0]).toEqual([
      "orders.userId ASC (single field)",
      "orders.paymentStatus ASC (single field)",
    ]);
  });

  it("needs a composite index for an equality with an order or a range on another field", () => {
    const query = q("features", [f("active", "==")], [["createdAt"], ["__name__"]]);
    expect(toAdd(query)).toEqual({
      kind: "indexes",
      entry: { collectionGroup: "features", queryScope: "COLLECTION", fields: [{ fieldPath: "active", order: ASC }, { fieldPath: "createdAt", order: ASC }] },
    });
    expect(served(query, { indexes: [index("features", ["active", ASC], ["createdAt", ASC])] })).toBe(true);
    expect(toAdd(q("orders", [f("paymentStatus", "=="), f("orderDate", ">=")])).entry.fields).toEqual([
      { fieldPath: "paymentStatus", order: ASC },
      { fieldPath: "orderDate", order: ASC },
    ]);
  });

  it("orders by the document name in the direction of the index's last field", () => {
    const reviews = [index("reviews", ["productId", ASC], ["createdAt", DESC])];
    expect(served(q("reviews", [f("productId", "==")], [["createdAt", DESC], ["__name__", DESC]]), { indexes: reviews })).toBe(true);
    // The id tie-breaker against the field's direction is another index, which names __name__.
    const against = q("reviews", [f("productId", "==")], [["createdAt", DESC], ["__name__", ASC]]);
    expect(served(against, { indexes: reviews })).toBe(false);
    expect(toAdd(against, { indexes: reviews }).entry.fields.at(-1)).toEqual({ fieldPath: "__name__", order: ASC });
    // A single field against its tie-breaker's direction needs a composite too.
    expect(toAdd(q("products", [], [["createdAt", DESC], ["__name__", ASC]])).kind).toBe("indexes");
  });

  it("orders an inequality's field implicitly, so an equality beside it needs a composite", () => {
    expect(served(q("products", [f("status", "!=")]))).toBe(true);
    expect(toAdd(q("products", [f("featured", "=="), f("status", "!=")])).entry.fields.map((x) => x.fieldPath)).toEqual(["featured", "status"]);
    expect(toAdd(q("products", [f("a", ">"), f("b", "<")])).entry.fields.map((x) => x.fieldPath)).toEqual(["a", "b"]);
  });

  it("takes an array filter with any other filter or order as needing one composite index (the stricter reading)", () => {
    const query = q("orders", [f("userId", "=="), f("paymentStatus", "=="), f("productIds", "array-contains")]);
    expect(toAdd(query).entry.fields).toEqual([
      { fieldPath: "userId", order: ASC },
      { fieldPath: "paymentStatus", order: ASC },
      { fieldPath: "productIds", arrayConfig: "CONTAINS" },
    ]);
    const withIndex = { indexes: [index("orders", ["userId", ASC], ["paymentStatus", ASC], ["productIds", "CONTAINS"])] };
    expect(served(query, withIndex)).toBe(true);
    expect(served(q("users", [f("searchKeys", "array-contains")], [["createdAt", DESC]]))).toBe(false);
  });

  it("merges composite indexes that end in the same order (Firestore's landmarks example)", () => {
    const config = { indexes: [index("landmarks", ["city", ASC], ["stars", ASC]), index("landmarks", ["category", ASC], ["stars", ASC])] };
    expect(served(q("landmarks", [f("city", "=="), f("category", "==")], [["stars"]]), config)).toBe(true);
    expect(served(q("landmarks", [f("city", "=="), f("category", "==")], [["stars", DESC]]), config)).toBe(false);
  });
});

describe("index coverage: field overrides and scopes", () => {
  const overrides = {
    fieldOverrides: [
      { collectionGroup: "products", fieldPath: "description", indexes: [] },
      { collectionGroup: "searchTerms", fieldPath: "products", indexes: [] },
      { collectionGroup: "users", fieldPath: "email", indexes: [{ order: ASC, queryScope: "COLLECTION" }] },
    ],
  };

  it("removes the automatic indexes of a field an override lists none for, and of every subfield of a map", () => {
    expect(served(q("products", [f("description", "==")]), overrides)).toBe(false);
    expect(toAdd(q("products", [f("description", "==")]), overrides)).toEqual({
      kind: "fieldOverrides",
      entry: { collectionGroup: "products", fieldPath: "description", indexes: [{ order: ASC, queryScope: "COLLECTION" }] },
    });
    expect(served(q("searchTerms", [f("products.`p-1`", "==")]), overrides)).toBe(false);
    expect(served(q("searchTerms", [f("products.p1", "==")]))).toBe(true);
    // Only what the override lists remains.
    expect(served(q("users", [f("email", "==")]), overrides)).toBe(true);
    expect(served(q("users", [], [["email", DESC]]), overrides)).toBe(false);
  });

  it("gives collection-group queries only the indexes of collection-group scope", () => {
    const group = q("reviews", [f("userId", "==")], [], { allDescendants: true });
    expect(toAdd(group)).toEqual({
      kind: "fieldOverrides",
      entry: {
        collectionGroup: "reviews",
        fieldPath: "userId",
        indexes: [
          { order: ASC, queryScope: "COLLECTION" },
          { order: DESC, queryScope: "COLLECTION" },
          { arrayConfig: "CONTAINS", queryScope: "COLLECTION" },
          { order: ASC, queryScope: "COLLECTION_GROUP" },
        ],
      },
    });
    expect(served(group, { fieldOverrides: [toAdd(group).entry] })).toBe(true);
    const ordered = q("reviews", [f("userId", "==")], [["createdAt", DESC]], { allDescendants: true });
    expect(toAdd(ordered).entry.queryScope).toBe("COLLECTION_GROUP");
    expect(served(ordered, { indexes: [index("reviews", ["userId", ASC], ["createdAt", DESC])] })).toBe(false);
  });
});

describe("index coverage: the report", () => {
  it("holds only the app's queries, runs each disjunction of an `or`, and lists indexes no query used", () => {
    const config = {
      indexes: [index("orders", ["userId", ASC], ["orderDate", DESC]), index("orders", ["userId", ASC], ["paymentStatus", ASC])],
      fieldOverrides: [],
    };
    const result = checkIndexCoverage(
      [
        entry(q("orders", [f("userId", "==")], [["orderDate", DESC]])),
        entry(q("orders", [{ or: [f("userId", "=="), f("paymentStatus", "==")] }], [["orderDate", DESC]])),
        entry(q("orders", [f("anything", "==")], [["else"]]), "test"),
      ],
      config,
    );
    expect(result.notHeld).toHaveLength(1);
    expect(result.missing).toHaveLength(1);
    expect(result.missing[0].toAdd.map((add) => add.entry.fields[0].fieldPath)).toEqual(["paymentStatus"]);
    // (userId, paymentStatus) only repeats what the two single-field indexes merge to.
    expect(result.unusedComposites).toEqual(["orders (userId ASC, paymentStatus ASC)"]);
    const { ok, lines } = formatCoverage(result);
    expect(ok).toBe(false);
    expect(lines.join("\n")).toContain('add to "indexes" in firestore.indexes.json');
    expect(lines.join("\n")).toContain("functions/src/x.ts:1");
  });

  it("spells a field path one way whatever its quoting", () => {
    expect(canonicalField("`a`.b")).toBe("a.b");
    expect(canonicalField("m.`k-1`")).toBe("m.`k-1`");
    expect(requirementsOf(q("x", [f("`tokens`.salted", "==")]))[0].equalities).toEqual(["tokens.salted"]);
  });
});

describe("the query log's shapes", () => {
  it("reads a RunQuery request as the emulator decodes it, without values", () => {
    const request = {
      parent: "projects/demo/databases/(default)/documents/products/p1",
      consistency_selector: "new_transaction",
      new_transaction: { has_read_only: false },
      structured_query: {
        toObject: () => ({
          from: [{ collection_id: "reviews", all_descendants: false }],
          where: {
            composite_filter: {
              op: 1,
              filters: [
                { field_filter: { field: { field_path: "productId" }, op: 5, value: { string_value: "p1" } } },
                { unary_filter: { op: 5, field: { field_path: "text" } } },
              ],
            },
          },
          order_by: [{ field: { field_path: "createdAt" }, direction: 2 }],
          start_at: { values: [{ integer_value: 1 }], before: false },
          limit: { value: 11 },
          offset: 0,
        }),
      },
    };
    expect(queryShape("RunQuery", request)).toEqual({
      kind: "query",
      collectionGroup: "reviews",
      allDescendants: false,
      parent: "products/{id}",
      where: { and: [{ field: "productId", op: "==" }, { field: "text", op: "is-not-null" }] },
      orderBy: [{ field: "createdAt", direction: DESC }],
      reads: "new-read-write-transaction",
      startAt: { values: 1, before: false },
      limited: true,
    });
  });
});
