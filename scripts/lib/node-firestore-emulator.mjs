// The Node Firestore emulator (@firestore-emulator/server), with what it lacks that the shop relies on:
// transactions that exclude each other, and query cursors.
//
// The package accepts transactions but does not isolate them: every transaction gets the same
// dummy id and two of them can read the same stock and both write it. Real Firestore (and the
// official emulator) serialise read-write transactions, and the shop's capture — check stock,
// decrement it, confirm the order — depends on that. So this wraps the gRPC handlers with one
// lock: a read-write transaction takes it on its first read (or BeginTransaction) and gives it
// back on Commit or Rollback. One transaction at a time is stricter than Firestore's per-document
// locks, and just as correct. Non-transactional reads and writes are not held up.
//
// It also ignores query cursors (`startAt`/`startAfter`/`endAt`/`endBefore`) and cannot order by the
// document id (`orderBy(FieldPath.documentId())`), which every paged list of the shop relies on:
// `orderBy(createdAt).orderBy(__name__).startAfter(lastCreatedAt, lastId)`. `withQueryCursors` adds
// both, as Firestore defines them, for the queries that use them; other queries run unchanged.
//
// Used by `npm start`/`npm test` (scripts/lib/stack.mjs), the API tests' global set-up and
// scripts/firestore-emulator.mjs.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// The package's ESM build imports paths without extensions and fails under Node: use CommonJS.
const { FirestoreServer } = require("@firestore-emulator/server");

const SERVICE = "/google.firestore.v1.Firestore/";
/** A transaction that never commits nor rolls back (a crashed client) gives the lock up after this. */
const ABANDONED_AFTER_MS = 15_000;

function sameBytes(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** One lock, handed to waiters in arrival order. */
function transactionLock() {
  let holder = null;
  let timer = null;
  let counter = 0;
  const waiting = [];

  const grant = (resolve) => {
    counter += 1;
    // A unique id per transaction, so a late Rollback can never release someone else's lock.
    holder = Uint8Array.from([0x54, 0x58, ...new TextEncoder().encode(String(counter).padStart(10, "0"))]);
    timer = setTimeout(() => release(holder), ABANDONED_AFTER_MS);
    timer.unref?.();
    resolve(holder);
  };
  function release(id) {
    if (!holder || !sameBytes(holder, id)) return;
    clearTimeout(timer);
    holder = null;
    const next = waiting.shift();
    if (next) grant(next);
  }
  return {
    acquire: () => new Promise((resolve) => (holder ? waiting.push(resolve) : grant(resolve))),
    release,
    holds: (id) => Boolean(holder && sameBytes(holder, id)),
  };
}

/** Replaces the emulator's dummy transaction id in every streamed answer with ours. */
function withTransactionId(call, id) {
  const write = call.write.bind(call);
  call.write = (response, ...rest) => {
    if (response && response.transaction && response.transaction.length > 0) response.transaction = id;
    return write(response, ...rest);
  };
  return call;
}

function startsReadWriteTransaction(method, request) {
  if (method === "BatchGetDocuments") {
    return request.has_new_transaction && !request.new_transaction?.has_read_only;
  }
  // RunQuery, RunAggregationQuery
  return request.consistency_selector === "new_transaction" && !request.new_transaction?.has_read_only;
}

function serialiseTransactions(server) {
  const handlers = server.server.handlers;
  const lock = transactionLock();
  const wrap = (method, makeFunc) => {
    const handler = handlers.get(SERVICE + method);
    if (!handler) throw new Error(`The Firestore emulator has no ${method} handler to wrap`);
    handler.func = makeFunc(handler.func);
  };

  for (const method of ["BatchGetDocuments", "RunQuery", "RunAggregationQuery"]) {
    wrap(method, (original) => (call) => {
      if (!startsReadWriteTransaction(method, call.request)) return original(call);
      void lock.acquire().then((id) => original(withTransactionId(call, id)));
    });
  }
  wrap("BeginTransaction", (original) => (call, callback) => {
    if (call.request.options?.has_read_only) return original(call, callback);
    void lock.acquire().then((id) =>
      original(call, (error, response) => {
        if (response) response.transaction = id;
        callback(error, response);
      }),
    );
  });
  for (const method of ["Commit", "Rollback"]) {
    wrap(method, (original) => (call, callback) => {
      const id = call.request.transaction;
      if (!id || id.length === 0 || !lock.holds(id)) return original(call, callback);
      original(call, (error, response) => {
        lock.release(id);
        callback(error, response);
      });
    });
  }
}

const NAME = "__name__";
const DESCENDING = 2; // google.firestore.v1.StructuredQuery.Direction
/** Firestore's order of value types: null, booleans, numbers, timestamps, strings, bytes, references, … */
const TYPE_RANK = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  bytes_value: 5,
  reference_value: 6,
  geo_point_value: 7,
  array_value: 8,
  map_value: 9,
};

/** A stored field (the package's field classes) as `{ type, value }`; timestamps as [seconds, nanos]. */
function fieldValue(field) {
  if (field.type === "timestamp_value") return { type: field.type, value: [Number(field.value.seconds), Number(field.value.nanos)] };
  return { type: field.type, value: field.value };
}

/** A cursor's protobuf Value as `{ type, value }`; a reference (the document id's place) as its last segment. */
function cursorValue(value) {
  const type = value.value_type;
  if (type === "timestamp_value") return { type, value: [Number(value.timestamp_value.seconds), Number(value.timestamp_value.nanos)] };
  if (type === "reference_value") return { type, value: String(value.reference_value).split("/").pop() };
  if (type === "integer_value") return { type, value: Number(value.integer_value) };
  return { type, value: value[type] };
}

function compareValues(a, b) {
  const rank = (TYPE_RANK[a.type] ?? 10) - (TYPE_RANK[b.type] ?? 10);
  if (rank !== 0) return rank;
  switch (a.type) {
    case "boolean_value":
      return Number(a.value) - Number(b.value);
    case "timestamp_value":
      return a.value[0] - b.value[0] || a.value[1] - b.value[1];
    case "integer_value":
    case "double_value":
    case "string_value":
    case "reference_value":
      return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * Query cursors and ordering by document id, as Firestore does them: documents lacking an ordered
 * field are left out, the document id orders last (in the last order's direction) when the query
 * does not name it, `startAfter`/`startAt`/`endBefore`/`endAt` compare a document's ordered values
 * with the cursor's, then offset and limit apply. Ids are compared within the one collection the
 * package can query.
 */
function withQueryCursors(server) {
  const state = server.state;
  const original = state.v1Query.bind(state);
  state.v1Query = (parent, query) => {
    const orders = query.order_by.map((order) => ({ path: order.field.field_path, descending: order.direction === DESCENDING }));
    const byName = orders.some((order) => order.path === NAME);
    if (!query.has_start_at && !query.has_end_at && !(query.offset > 0) && !byName) return original(parent, query);

    // The package filters (and roughly sorts); the limit must wait until the cursors have applied.
    const unlimited = new Proxy(query, { get: (target, key) => (key === "has_limit" ? false : Reflect.get(target, key)) });
    let docs = original(parent, unlimited).filter((doc) => orders.every((order) => order.path === NAME || doc.getField(order.path)));
    if (!byName) orders.push({ path: NAME, descending: orders.at(-1)?.descending ?? false });

    const valueOf = (doc, path) => (path === NAME ? { type: "reference_value", value: doc.name } : fieldValue(doc.getField(path)));
    docs.sort((a, b) => {
      for (const order of orders) {
        const c = compareValues(valueOf(a, order.path), valueOf(b, order.path));
        if (c !== 0) return order.descending ? -c : c;
      }
      return 0;
    });
    /** Where `doc` sits against the cursor: < 0 before it, 0 at it, > 0 after it. */
    const position = (doc, cursor) => {
      for (const [i, value] of cursor.values.entries()) {
        const order = orders[i];
        if (!order) break;
        const c = compareValues(valueOf(doc, order.path), cursorValue(value));
        if (c !== 0) return order.descending ? -c : c;
      }
      return 0;
    };
    if (query.has_start_at) {
      const cursor = query.start_at; // before: startAt (inclusive); otherwise startAfter
      docs = docs.filter((doc) => {
        const p = position(doc, cursor);
        return p > 0 || (p === 0 && cursor.before);
      });
    }
    if (query.has_end_at) {
      const cursor = query.end_at; // before: endBefore (exclusive); otherwise endAt
      docs = docs.filter((doc) => {
        const p = position(doc, cursor);
        return p < 0 || (p === 0 && !cursor.before);
      });
    }
    if (query.offset > 0) docs = docs.slice(query.offset);
    if (query.has_limit) docs = docs.slice(0, query.limit.value);
    return docs;
  };
}

/** Starts the emulator on 0.0.0.0:`port`; `stop()` shuts it down. */
export async function startNodeFirestoreEmulator(port) {
  const server = new FirestoreServer();
  serialiseTransactions(server);
  withQueryCursors(server);
  await server.start(port);
  return server;
}
