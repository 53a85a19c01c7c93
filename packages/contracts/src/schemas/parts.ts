/** zod pieces several request schemas share. */
import { z } from "../zod";
import { CURSOR_MAX_LENGTH, PAGING_MESSAGES, pageSizeMessage } from "../api";

export const BODY_MUST_BE_OBJECT = "Send the request body as a JSON object.";

/** Firestore ids the shop makes: letters, digits, `-` and `_` (auto ids, the seed's slugs). */
export const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export const USER_ID_REQUIRED = "User id is required.";
export const USER_ID_INVALID = "That is not a valid user id.";

/**
 * Firebase Auth uids (up to 128 characters; the shop's are letters and digits). Not trimmed: it is
 * compared with the session's uid as sent. No `/`, so it can never reach into another path.
 */
export const userIdSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? USER_ID_REQUIRED : USER_ID_INVALID) })
  .min(1, { error: USER_ID_REQUIRED })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: USER_ID_INVALID });

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible, they can make a
 * name or title read backwards ("Trojan Source"), so text drops them. The marks a Hebrew writer
 * types (U+200E, U+200F) stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** One line: no C0 or C1 control character at all (NUL, BEL, CR, LF, …) and no line separators. */
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Several lines: line breaks and tabs are fine, other control characters are not. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export type TextLines = "one" | "many";

/** True for text that is one line without control characters (bidi controls are dropped separately). */
export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** `value` without bidi embeddings, overrides and isolates. */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}

export interface TextOptions {
  /** "one" (the default: names, titles, address fields) or "many" (descriptions, messages). */
  lines?: TextLines;
}

/** The message for text with characters its field cannot keep. */
export function controlCharactersMessage(label: string, lines: TextLines): string {
  return lines === "one"
    ? `${label} must be one line of text, without control characters.`
    : `${label} holds control characters; remove them and try again.`;
}

/** Bidi controls dropped, trimmed, refused when it holds control characters its field cannot keep. */
function cleanText(label: string, max: number, lines: TextLines, typeError: Parameters<typeof z.string>[0]) {
  const forbidden = lines === "one" ? NOT_ONE_LINE : CONTROL_IN_TEXT;
  return z
    .string(typeError)
    .overwrite(withoutBidiControls)
    .trim()
    .refine((value) => !forbidden.test(value), { error: controlCharactersMessage(label, lines), abort: true })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/** Text that must be there: trimmed, not blank, at most `max` characters ("Label is required."). */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return cleanText(label, max, options.lines ?? "one", {
    error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`),
  }).min(1, { error: `${label} is required.` });
}

/** Text that may be empty: cleaned as `requiredText`; missing or null reads as "". */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return cleanText(label, max, options.lines ?? "one", { error: `${label} must be text.` })
    .nullish()
    .transform((value) => value ?? "");
}

/**
 * The paging query of a list route (`?pageSize=…&cursor=…`): `pageSize` a whole number from 1 to the
 * list's max (the list's default when left out), `cursor` the previous page's `nextCursor`. Whether
 * the cursor belongs to the list is the cursor module's check (./cursor.ts).
 */
export function pageQueryFields(sizes: { readonly default: number; readonly max: number }) {
  const sizeMessage = pageSizeMessage(sizes.max);
  return {
    pageSize: z
      .string({ error: sizeMessage })
      .regex(/^\d{1,4}$/, { error: sizeMessage })
      .transform(Number)
      .refine((n) => n >= 1 && n <= sizes.max, { error: sizeMessage })
      .optional()
      .transform((n) => n ?? sizes.default),
    cursor: z
      .string({ error: PAGING_MESSAGES.badCursor })
      .min(1, { error: PAGING_MESSAGES.badCursor })
      .max(CURSOR_MAX_LENGTH, { error: PAGING_MESSAGES.badCursor })
      .optional(),
  };
}

export function pageQuerySchema(sizes: { readonly default: number; readonly max: number }) {
  return z.object(pageQueryFields(sizes));
}
