// Records every query the Node Firestore emulator runs (RunQuery and RunAggregationQuery, inside a
// transaction or not), as its shape: collection or collection group, filters with their operators,
// order, cursors, limit, projection, aggregations and how it reads (transaction, read time). Values
// are left out, so one shape stands for all its runs; each keeps how often it ran, by whom, and from where.
//
// Why in the emulator: it is where every query of the server passes, whatever built it (a service,
// the paging cursor module, a transaction), and the emulator accepts all of them, where real
// Firestore refuses one whose composite index firestore.indexes.json lacks. scripts/lib/index-coverage.mjs
// holds each recorded shape against the indexes; the API tests' global set-up writes the log to
// .data/firestore-queries.json when the run ends and runs that check (scripts/index-coverage.mjs
// reads the file again on its own).
//
// Who asked: the API tests run the app and the tests in one process, on one Firestore client, so
// the emulator cannot tell them apart by connection. functions/test/api/query-origin.ts (a vitest
// setup file) looks at who called `get()` and sends it in two gRPC headers: `app` when the caller
// is in functions/src (a route, a service, a job a test calls directly), `test` when a test's own
// set-up or check reads. Queries without the header (the mail stand-in in the set-up's process,
// another client) count as `unmarked`. Only `app` queries are held to the indexes.
//
// Listen (onSnapshot) targets are not recorded: only the local mail stand-in listens; in
// production the Trigger Email extension does that work with its own queries.

/** The headers query-origin.ts sends (keep the two files in step). */
export const ORIGIN_HEADER = "x-cocoa-query-origin";
export const SITE_HEADER = "x-cocoa-query-site";

const SERVICE = "/google.firestore.v1.Firestore/";
const MAX_SITES = 8;

// google.firestore.v1.StructuredQuery's enums, as the emulator's protobuf objects hold them.
const FIELD_OPS = {
  1: "<",
  2: "<=",
  3: ">",
  4: ">=",
  5: "==",
  6: "!=",
  7: "array-contains",
  8: "in",
  9: "array-contains-any",
  10: "not-in",
};
const UNARY_OPS = { 2: "is-nan", 3: "is-null", 4: "is-not-nan", 5: "is-not-null" };
const COMPOSITE_OPS = { 1: "and", 2: "or" };
const DIRECTIONS = { 1: "ASCENDING", 2: "DESCENDING" };

function filterShape(where) {
  if (where.field_filter) {
    return { field: where.field_filter.field.field_path, op: FIELD_OPS[where.field_filter.op] ?? `op${where.field_filter.op}` };
  }
  if (where.unary_filter) {
    return { field: where.unary_filter.field.field_path, op: UNARY_OPS[where.unary_filter.op] ?? `unary${where.unary_filter.op}` };
  }
  if (where.composite_filter) {
    const op = COMPOSITE_OPS[where.composite_filter.op] ?? "and";
    return { [op]: (where.composite_filter.filters ?? []).map(filterShape) };
  }
  return { unknown: Object.keys(where) };
}

const cursorShape = (cursor) => (cursor ? { values: (cursor.values ?? []).length, before: Boolean(cursor.before) } : undefined);

/** `projects/p/databases/d/documents/orders/o1/items` → `orders/{id}/items` relative to the root: the parent's shape. */
function parentShape(parent) {
  const [, rest = ""] = String(parent).split(/\/documents\/?/);
  return rest
    .split("/")
    .filter(Boolean)
    .map((segment, i) => (i % 2 === 1 ? "{id}" : segment))
    .join("/");
}

function readsAs(request) {
  switch (request.consistency_selector) {
    case "transaction":
      return "in-transaction";
    case "new_transaction":
      return request.new_transaction?.has_read_only ? "new-read-only-transaction" : "new-read-write-transaction";
    case "read_time":
      return "read-time";
    default:
      return "plain";
  }
}

/**
 * The shape of one RunQuery / RunAggregationQuery request (plain JSON, no values): what the index
 * check needs, and what a person reading the log needs to find the code that ran it.
 */
export function queryShape(method, request) {
  const aggregation = method === "RunAggregationQuery";
  const structured = aggregation ? request.structured_aggregation_query.structured_query : request.structured_query;
  const q = structured.toObject();
  const [from] = q.from ?? [];
  const shape = {
    kind: aggregation ? "aggregation" : "query",
    collectionGroup: from?.collection_id ?? "",
    allDescendants: Boolean(from?.all_descendants),
    parent: parentShape(request.parent),
    where: q.where ? filterShape(q.where) : null,
    orderBy: (q.order_by ?? []).map((order) => ({ field: order.field.field_path, direction: DIRECTIONS[order.direction] ?? "ASCENDING" })),
    reads: readsAs(request),
  };
  if (aggregation) {
    shape.aggregations = request.structured_aggregation_query.toObject().aggregations.map((a) => Object.keys(a).find((key) => key !== "alias") ?? "?");
  }
  if (q.select?.fields) shape.select = q.select.fields.map((field) => field.field_path);
  if (q.start_at) shape.startAt = cursorShape(q.start_at);
  if (q.end_at) shape.endAt = cursorShape(q.end_at);
  if (q.limit) shape.limited = true;
  if (q.offset) shape.offset = true;
  return shape;
}

function header(call, name) {
  const [value] = call.metadata?.get?.(name) ?? [];
  return value === undefined ? undefined : decodeURIComponent(String(value));
}

/**
 * Starts recording on a started-or-not FirestoreServer of @firestore-emulator/server; answers
 * `entries()` (the log so far: `{ query, runs, origins: { app, test, unmarked }, sites }` per shape)
 * and `clear()`. Recording never changes an answer and never throws into the emulator.
 */
export function recordQueries(server) {
  const handlers = server.server.handlers;
  const byShape = new Map();
  let unreadable = 0;

  const record = (method, call) => {
    try {
      const query = queryShape(method, call.request);
      const key = JSON.stringify(query);
      let entry = byShape.get(key);
      if (!entry) byShape.set(key, (entry = { query, runs: 0, origins: { app: 0, test: 0, unmarked: 0 }, sites: [] }));
      entry.runs += 1;
      const origin = header(call, ORIGIN_HEADER);
      entry.origins[origin === "app" || origin === "test" ? origin : "unmarked"] += 1;
      const site = header(call, SITE_HEADER);
      if (site && !entry.sites.includes(site) && entry.sites.length < MAX_SITES) entry.sites.push(site);
    } catch {
      unreadable += 1;
    }
  };
  for (const method of ["RunQuery", "RunAggregationQuery"]) {
    const handler = handlers.get(SERVICE + method);
    if (!handler) throw new Error(`The Firestore emulator has no ${method} handler to record`);
    const original = handler.func;
    handler.func = (call, ...rest) => {
      record(method, call);
      return original(call, ...rest);
    };
  }
  return {
    entries: () => [...byShape.values()],
    unreadable: () => unreadable,
    clear: () => byShape.clear(),
  };
}
