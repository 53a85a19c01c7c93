// The Node Firestore emulator (@firestore-emulator/server), with what it lacks that the shop relies on:
// transactions that exclude each other, query cursors, and snapshot listeners that send what changed.
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
// Its snapshot listeners (`onSnapshot`) do not scale either: on every write anywhere in the database,
// each query listener re-runs its query and sends its whole result again (a RESET and every document),
// without looking at whether the write touched it, and with no regard for the stream's backpressure.
// With the mail deliverer watching a `mail` collection of 150 receipts of 100 KB, a product save (tens
// of writes to products, slugs and the search index) queued tens of thousands of ListenResponses in
// that one gRPC stream: 865 MB of a 1 GB heap (issue 31; `npm start` died of heap exhaustion).
// `incrementalListen` serves Listen as Firestore does: only writes to a target's collection (or its
// documents) wake it, several in one tick are looked at once, and only what changed is sent.
//
// Used by `npm start`/`npm test` (scripts/lib/stack.mjs), the API tests' global set-up and
// scripts/firestore-emulator.mjs.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// The package's ESM build imports paths without extensions and fails under Node: use CommonJS.
const { FirestoreServer, TimestampFromNow } = require("@firestore-emulator/server");
const emulatorRequire = createRequire(require.resolve("@firestore-emulator/server"));
const { ListenResponse, TargetChangeTargetChangeType } = emulatorRequire("@firestore-emulator/proto/dist/google/firestore/v1/firestore");

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

/** gRPC status codes used below. */
const UNIMPLEMENTED = 12;

/**
 * Listen as Firestore serves it: a target (a query, or a list of documents) first gets its documents,
 * CURRENT and a consistent point (NO_CHANGE without targets, with a read time: the client's cue to raise
 * a snapshot); after that only the documents that changed, entered or left it, then again a
 * consistent point. A write wakes only the targets it can touch, and the writes of one tick (a batch, a
 * transaction) are looked at once. Targets end with their stream, however it ends (the package kept its
 * handlers until an "end" that a cancelled stream never sends), or on remove_target.
 */
function incrementalListen(server) {
  const state = server.state;
  const handler = server.server.handlers.get(`${SERVICE}Listen`);
  if (!handler) throw new Error("The Firestore emulator has no Listen handler to replace");
  const { ADD, REMOVE, CURRENT, NO_CHANGE } = TargetChangeTargetChangeType;

  /** Watches one target; answers its stop(). */
  function watch(target, send) {
    const id = target.target_id;
    const byQuery = target.has_query;
    const collectionPath = byQuery ? `${target.query.parent}/${target.query.structured_query.from[0]?.collection_id}` : null;
    const paths = byQuery ? null : new Set(target.documents.documents);
    const matching = () =>
      byQuery
        ? state.v1Query(target.query.parent, target.query.structured_query)
        : [...paths].map((path) => state.getDocument(path)).filter((doc) => doc.metadata.hasExist);
    const consistent = () => send({ target_change: { read_time: TimestampFromNow().toObject(), target_change_type: NO_CHANGE, target_ids: [] } });
    // A document's metadata is replaced (immutably) on every write to it: its identity is its version.
    let known = new Map();

    send({ target_change: { target_change_type: ADD, target_ids: [id] } });
    for (const doc of matching()) {
      known.set(doc.getPath(), doc.metadata);
      send({ document_change: { document: doc.toV1DocumentObject(), target_ids: [id] } });
    }
    send({ target_change: { read_time: TimestampFromNow().toObject(), target_change_type: CURRENT, target_ids: [id] } });
    consistent();

    let stopped = false;
    let scheduled = false;
    const catchUp = () => {
      scheduled = false;
      if (stopped) return;
      const next = new Map();
      let changed = false;
      for (const doc of matching()) {
        const path = doc.getPath();
        next.set(path, doc.metadata);
        if (known.get(path) === doc.metadata) continue;
        changed = true;
        send({ document_change: { document: doc.toV1DocumentObject(), target_ids: [id] } });
      }
      for (const path of known.keys()) {
        if (next.has(path)) continue;
        changed = true;
        const gone = !state.getDocument(path).metadata.hasExist;
        send({ [gone ? "document_delete" : "document_remove"]: { document: path, removed_target_ids: [id] } });
      }
      known = next;
      if (changed) consistent();
    };
    const touches = (document) => (byQuery ? document.parent.getPath() === collectionPath : paths.has(document.getPath()));
    const onWrite = ({ document }) => {
      if (stopped || scheduled || !touches(document)) return;
      scheduled = true;
      setImmediate(catchUp);
    };
    const onClear = () => {
      if (stopped || scheduled) return;
      scheduled = true;
      setImmediate(catchUp);
    };
    const events = ["create-document", "update-document", "delete-document"];
    for (const event of events) state.emitter.on(event, onWrite);
    state.emitter.on("clear-all-projects", onClear);
    return () => {
      stopped = true;
      for (const event of events) state.emitter.off(event, onWrite);
      state.emitter.off("clear-all-projects", onClear);
    };
  }

  handler.func = (call) => {
    const targets = new Map();
    let ended = false;
    const send = (object) => {
      if (!ended) call.write(ListenResponse.fromObject(object));
    };
    const end = () => {
      if (ended) return;
      ended = true;
      for (const stop of targets.values()) stop();
      targets.clear();
    };
    for (const event of ["end", "cancelled", "close", "error"]) call.once(event, end);
    call.on("data", (request) => {
      if (ended) return;
      try {
        if (request.has_remove_target) {
          targets.get(request.remove_target)?.();
          targets.delete(request.remove_target);
          send({ target_change: { target_change_type: REMOVE, target_ids: [request.remove_target] } });
        }
        if (request.has_add_target) {
          const id = request.add_target.target_id;
          targets.get(id)?.();
          targets.set(id, watch(request.add_target, send));
        }
      } catch (error) {
        // A query the package cannot run (a map field's path, say): the listener fails, the process stays up.
        end();
        call.emit("error", { code: UNIMPLEMENTED, details: `Listen: ${error instanceof Error ? error.message : error}` });
      }
    });
  };
}

/** Starts the emulator on 0.0.0.0:`port`; `stop()` shuts it down. */
export async function startNodeFirestoreEmulator(port) {
  const server = new FirestoreServer();
  serialiseTransactions(server);
  withQueryCursors(server);
  // The package's own Listen, kept only to measure what this changes (bench/mail-listener.mjs --package-listen).
  if (process.env.SHOP_FIRESTORE_PACKAGE_LISTEN !== "1") incrementalListen(server);
  await server.start(port);
  return server;
}
