/**
 * The functions' log: structured entries through the `firebase-functions` logger (Cloud Logging's
 * own format), each carrying the id of the request it belongs to, so one request's lines can be
 * read together. The id comes from ./http/request-id.ts, which runs every request in its scope.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import * as functionsLogger from "firebase-functions/logger";

interface RequestScope {
  requestId: string;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and everything it awaits) as part of the request with this id. */
export function inRequestScope<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** The id of the request being served, or undefined outside one (a script, the seed). */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** What a log entry may carry besides its message; errors among the values are spelled out. */
export type LogFields = Record<string, unknown>;

/** An Error as JSON would drop it (`{}`): its name, message, stack, and a provider's code. */
function plain(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const code = (value as { code?: unknown }).code;
  return { name: value.name, message: value.message, stack: value.stack, ...(code === undefined ? {} : { code }) };
}

function entry(fields: LogFields | undefined): LogFields {
  const requestId = currentRequestId();
  const out: LogFields = requestId ? { requestId } : {};
  for (const [key, value] of Object.entries(fields ?? {})) out[key] = plain(value);
  return out;
}

export const logger = {
  debug(message: string, fields?: LogFields): void {
    functionsLogger.debug(message, entry(fields));
  },
  info(message: string, fields?: LogFields): void {
    functionsLogger.info(message, entry(fields));
  },
  warn(message: string, fields?: LogFields): void {
    functionsLogger.warn(message, entry(fields));
  },
  error(message: string, fields?: LogFields): void {
    functionsLogger.error(message, entry(fields));
  },
};
