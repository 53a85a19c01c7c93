// The Node Firestore emulator (@firestore-emulator/server), with the one thing it lacks that the shop
// relies on: transactions that exclude each other.
//
// The package accepts transactions but does not isolate them: every transaction gets the same
// dummy id and two of them can read the same stock and both write it. Real Firestore (and the
// official emulator) serialise read-write transactions, and the shop's capture — check stock,
// decrement it, confirm the order — depends on that. So this wraps the gRPC handlers with one
// lock: a read-write transaction takes it on its first read (or BeginTransaction) and gives it
// back on Commit or Rollback. One transaction at a time is stricter than Firestore's per-document
// locks, and just as correct. Non-transactional reads and writes are not held up.
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

/** Starts the emulator on 0.0.0.0:`port`; `stop()` shuts it down. */
export async function startNodeFirestoreEmulator(port) {
  const server = new FirestoreServer();
  serialiseTransactions(server);
  await server.start(port);
  return server;
}
