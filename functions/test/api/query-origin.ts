/**
 * Tells the Node Firestore emulator who ran each query (a vitest setup file of the API tests).
 *
 * The app and the tests share this process and one Firestore client, so the emulator's query log
 * (scripts/lib/firestore-query-log.mjs) cannot tell a route's query from a test's own set-up or
 * check. Here `get()` of a query, an aggregation and a transaction read looks at its caller: the
 * first frame outside node_modules and this file. In functions/src it is the app (a route, a service,
 * a job a test calls directly, e.g. the low-stock digest); anywhere else, a test. The answer rides an
 * AsyncLocalStorage into the client's call options, which send it as two gRPC headers: the origin
 * and the app's call site, so a query with no index is reported where it is written.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { Firestore, Query, Transaction } from "firebase-admin/firestore";

/** As scripts/lib/firestore-query-log.mjs reads them (keep the two files in step). */
const ORIGIN_HEADER = "x-cocoa-query-origin";
const SITE_HEADER = "x-cocoa-query-site";

interface Origin {
  origin: "app" | "test";
  site: string;
}
type CallOptions = { otherArgs?: { headers?: Record<string, string> } };
type Method = (this: unknown, ...args: unknown[]) => unknown;

const PATCHED = Symbol.for("cocoa.queryOrigin");
const marked = globalThis as { [PATCHED]?: true };

function originOfCaller(): Origin {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  const frames = stack
    .split("\n")
    .slice(1)
    .map((line) => /\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?\s*$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ file: match[1].replace(/^file:\/\//, ""), line: match[2] }))
    .filter((frame) => !frame.file.includes("/node_modules/") && !frame.file.endsWith("/query-origin.ts"));
  const first = frames[0];
  if (!first) return { origin: "test", site: "" };
  const at = (frame: { file: string; line: string }) => `${frame.file.replace(/^.*?\/functions\//, "functions/")}:${frame.line}`;
  if (!first.file.includes("/functions/src/")) return { origin: "test", site: at(first) };
  // The app's frames, nearest first: the paging module's `get()` says little without its caller.
  const site = frames
    .filter((frame) => frame.file.includes("/functions/src/"))
    .slice(0, 3)
    .map(at)
    .join(" ← ");
  return { origin: "app", site };
}

if (!marked[PATCHED]) {
  marked[PATCHED] = true;
  const scope = new AsyncLocalStorage<Origin>();
  const around = (prototype: object, name: string) => {
    const original = (prototype as Record<string, Method>)[name];
    (prototype as Record<string, Method>)[name] = function (this: unknown, ...args: unknown[]) {
      return scope.run(originOfCaller(), () => original.apply(this, args));
    };
  };
  around(Query.prototype, "get");
  // AggregateQuery is not exported as a value: take its prototype from one (a client that never connects).
  around(Object.getPrototypeOf(new Firestore({ projectId: "query-origin" }).collection("any").count()) as object, "get");
  around(Transaction.prototype, "get");

  // Firestore's (internal) builder of every RPC's options: the headers go out with the call.
  const firestore = Firestore.prototype as unknown as { createCallOptions: (...args: unknown[]) => CallOptions };
  const createCallOptions = firestore.createCallOptions;
  if (typeof createCallOptions !== "function") throw new Error("@google-cloud/firestore no longer has createCallOptions: update query-origin.ts");
  firestore.createCallOptions = function (this: unknown, ...args: unknown[]) {
    const options = createCallOptions.apply(this, args);
    const current = scope.getStore();
    if (current && options.otherArgs?.headers) {
      options.otherArgs.headers[ORIGIN_HEADER] = current.origin;
      if (current.site) options.otherArgs.headers[SITE_HEADER] = encodeURIComponent(current.site);
    }
    return options;
  };
}
