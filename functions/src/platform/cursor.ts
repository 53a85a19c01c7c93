/**
 * The one page cursor of every list the API answers a page at a time (products, reviews, orders,
 * banners, the admin's lists), and the one way those lists read a page.
 *
 * A list names its order (`ListOrder`): the fields it sorts by and, unless its last field is unique
 * by itself, the document id as the last tie-breaker, so every document has exactly one place and a
 * page never repeats or skips one. A page is `orderBy(…fields).orderBy(documentId()).startAfter(…last
 * page's values).limit(pageSize + 1)`: pageSize + 1 reads at most (the extra one only tells whether
 * there is a next page).
 *
 * The cursor is base64url JSON `{ l: list, s: scope, v: [values…] }`: the list it belongs to, its
 * scope (the product of a review list, the shopper of an order list, the sort of the listing) and
 * the last returned document's ordered values. It is opaque to clients but not secret: it can only
 * position a page inside the query the route builds itself (with its own filters and owner check),
 * so a hand-made cursor shows nothing its holder could not page to anyway. A cursor that is not one
 * of this list and scope, or holds values Firestore could not take, is refused with 400, never 500.
 */
import type { Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { CURSOR_MAX_LENGTH } from "@cocoa/contracts";

export { CURSOR_MAX_LENGTH };
import { invalidField, type HttpError } from "./errors";
import { firestoreModule } from "./firebase";

/** Longest text value inside a cursor (a product sort key: a normalised title and the id). */
const CURSOR_TEXT_MAX = 600;

/** A Firestore timestamp as a cursor carries it (a `Timestamp` has these two fields too). */
export interface CursorTime {
  seconds: number;
  nanoseconds: number;
}
/** A value a list orders by, as it travels in a cursor. */
export type CursorValue = string | number | boolean | null | CursorTime;

export interface ListOrder {
  /** Names the list in its cursors, so one list's cursor is refused by another. */
  list: string;
  /** The sort, most significant first. */
  fields: readonly { field: string; direction: "asc" | "desc" }[];
  /** True when the last field is unique by itself (the product sort keys end with the id): no id tie-breaker. */
  uniqueLastField?: boolean;
}

export interface PageRequest {
  pageSize: number;
  cursor?: string;
  /** What the list is of (a product id, a shopper's uid, a sort); a cursor of another scope is refused. */
  scope?: string;
}

export interface DocumentPage {
  docs: QueryDocumentSnapshot[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** What a list service answers: the page's items and the next page's cursor (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Reads a page of `order` and turns each document into the API's item. */
export async function readItems<T>(
  order: ListOrder,
  from: Query | readonly Query[],
  request: PageRequest,
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const page = await readPage(order, from, request);
  return { items: page.docs.map(toItem), nextCursor: page.nextCursor };
}

export function badCursorError(): HttpError {
  return invalidField("cursor", "paging.badCursor");
}

const hasIdTieBreaker = (order: ListOrder) => !order.uniqueLastField;
const positionLength = (order: ListOrder) => order.fields.length + (hasIdTieBreaker(order) ? 1 : 0);

function isTime(value: unknown): value is CursorTime {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as CursorTime).seconds === "number" &&
    typeof (value as CursorTime).nanoseconds === "number"
  );
}

/** Firestore's bounds: 0001-01-01 to 9999-12-31, nanoseconds below one second. */
function isValidTime(seconds: unknown, nanoseconds: unknown): boolean {
  return (
    Number.isSafeInteger(seconds) &&
    Number.isSafeInteger(nanoseconds) &&
    (seconds as number) >= -62_135_596_800 &&
    (seconds as number) <= 253_402_300_799 &&
    (nanoseconds as number) >= 0 &&
    (nanoseconds as number) <= 999_999_999
  );
}

/** A document id Firestore accepts in a cursor of a collection query (no slash, not `.`/`..`/`__x__`). */
function isDocumentId(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length > 0 &&
    value.length <= CURSOR_TEXT_MAX &&
    !value.includes("/") &&
    value !== "." &&
    value !== ".." &&
    !/^__.*__$/.test(value)
  );
}

function encodeValue(value: CursorValue): unknown {
  return isTime(value) ? { t: [value.seconds, value.nanoseconds] } : value;
}

function decodeValue(raw: unknown): CursorValue | undefined {
  if (raw === null || typeof raw === "boolean") return raw;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === "string") return raw.length <= CURSOR_TEXT_MAX ? raw : undefined;
  if (typeof raw === "object" && !Array.isArray(raw)) {
    const t = (raw as { t?: unknown }).t;
    if (Object.keys(raw).length === 1 && Array.isArray(t) && t.length === 2 && isValidTime(t[0], t[1])) {
      return { seconds: t[0] as number, nanoseconds: t[1] as number };
    }
  }
  return undefined;
}

/** The cursor text of a page that ended at `position` (the ordered values, then the id when tie-broken). */
export function encodeCursor(order: ListOrder, scope: string, position: readonly CursorValue[]): string {
  if (position.length !== positionLength(order)) throw new Error(`A ${order.list} cursor holds ${positionLength(order)} values`);
  const json = JSON.stringify({ l: order.list, s: scope, v: position.map(encodeValue) });
  return Buffer.from(json, "utf8").toString("base64url");
}

/** The position a cursor holds, or undefined when the text is not a cursor of this list and scope. */
export function decodeCursor(order: ListOrder, scope: string, text: string): CursorValue[] | undefined {
  if (text.length === 0 || text.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  const { l, s, v } = parsed as Record<string, unknown>;
  if (l !== order.list || s !== scope || !Array.isArray(v) || v.length !== positionLength(order)) return undefined;
  const position = v.map(decodeValue);
  if (position.some((value) => value === undefined)) return undefined;
  if (hasIdTieBreaker(order) && !isDocumentId(position[position.length - 1])) return undefined;
  return position as CursorValue[];
}

/** A document's place in the order: its ordered values, then its id when tie-broken. */
function positionOf(order: ListOrder, doc: QueryDocumentSnapshot): CursorValue[] {
  const values = order.fields.map(({ field }) => {
    const value: unknown = doc.get(field);
    if (value === undefined || value === null || typeof value === "string" || typeof value === "boolean") return value ?? null;
    if (typeof value === "number" && Number.isFinite(value)) return value;
    if (isTime(value)) return { seconds: value.seconds, nanoseconds: value.nanoseconds };
    throw new Error(`${order.list}: ${doc.ref.path} has a ${field} a cursor cannot hold`);
  });
  return hasIdTieBreaker(order) ? [...values, doc.id] : values;
}

/** Firestore's order of value types: null, booleans, numbers, timestamps, strings. */
function rank(value: CursorValue): number {
  if (value === null) return 0;
  if (typeof value === "boolean") return 1;
  if (typeof value === "number") return 2;
  if (isTime(value)) return 3;
  return 4;
}

function compareValues(a: CursorValue, b: CursorValue): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (isTime(a) && isTime(b)) return a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
  const x = a as string | number | boolean | null;
  const y = b as string | number | boolean | null;
  return x === y ? 0 : (x ?? 0) < (y ?? 0) ? -1 : 1;
}

/** Orders two positions the way the list's query does (used to merge the pages of several queries). */
export function comparePositions(order: ListOrder, a: readonly CursorValue[], b: readonly CursorValue[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const c = compareValues(a[i] ?? null, b[i] ?? null);
    // The id tie-breaker follows the last field's direction.
    const direction = order.fields[Math.min(i, order.fields.length - 1)]?.direction ?? "asc";
    if (c !== 0) return direction === "desc" ? -c : c;
  }
  return 0;
}

/**
 * One page of `order` from `from`: the list's query (filters applied, no order, cursor or limit),
 * or several that together make the list (the listing's category chunks), whose pages are merged.
 * Throws 400 for a cursor that is not this list's. Reads at most pageSize + 1 documents per query.
 */
export async function readPage(order: ListOrder, from: Query | readonly Query[], request: PageRequest): Promise<DocumentPage> {
  const scope = request.scope ?? "";
  let after: CursorValue[] | undefined;
  if (request.cursor !== undefined) {
    after = decodeCursor(order, scope, request.cursor);
    if (!after) throw badCursorError();
  }
  let docs = await readOrdered(order, from, request.pageSize + 1, after);
  const more = docs.length > request.pageSize;
  docs = docs.slice(0, request.pageSize);
  const last = docs[docs.length - 1];
  return { docs, nextCursor: more && last ? encodeCursor(order, scope, positionOf(order, last)) : null };
}

/**
 * The first `count` documents of `order` (several queries merged as in readPage), for a list shown
 * whole and never paged (a home section): no cursor and no look-ahead, so it reads what it answers.
 */
export function readFirst(order: ListOrder, from: Query | readonly Query[], count: number): Promise<QueryDocumentSnapshot[]> {
  return readOrdered(order, from, count, undefined);
}

/** Up to `limit` documents of each query in `order` (after `after`), merged and cut to `limit`. */
async function readOrdered(order: ListOrder, from: Query | readonly Query[], limit: number, after: CursorValue[] | undefined): Promise<QueryDocumentSnapshot[]> {
  const { FieldPath, Timestamp } = firestoreModule();
  const lastDirection = order.fields[order.fields.length - 1]?.direction ?? "asc";
  const queries = (Array.isArray(from) ? from : [from]) as readonly Query[];
  const snapshots = await Promise.all(
    queries.map((base) => {
      let query = base;
      for (const { field, direction } of order.fields) query = query.orderBy(field, direction);
      // Same direction as the last field, so the list's composite index (which ends with the id) serves it.
      if (hasIdTieBreaker(order)) query = query.orderBy(FieldPath.documentId(), lastDirection);
      if (after) query = query.startAfter(...after.map((value) => (isTime(value) ? new Timestamp(value.seconds, value.nanoseconds) : value)));
      return query.limit(limit).get();
    }),
  );
  const docs = snapshots.flatMap((snapshot) => snapshot.docs);
  if (snapshots.length > 1) docs.sort((a, b) => comparePositions(order, positionOf(order, a), positionOf(order, b)));
  return docs.slice(0, limit);
}
