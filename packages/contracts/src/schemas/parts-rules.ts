/**
 * The text rules the request schemas share (ids, one-line text, bidi controls, field message codes),
 * without zod: kept apart from the schemas (parts.ts) so that code needing only these does not
 * download zod with them (a module is bundled whole; see web/vite.config.ts).
 */
import type { MessageCode } from "../messages";
import type { en } from "../messages/en";

/** Every object schema's message for a body that is not an object. */
export const BODY_MUST_BE_OBJECT: MessageCode = "request.bodyNotObject";

/** Firestore ids the shop makes: letters, digits, `-` and `_` (auto ids, the seed's slugs). */
export const DOCUMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible, they can make a
 * name or title read backwards ("Trojan Source"), so text drops them. The marks a Hebrew writer
 * types (U+200E, U+200F) stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** One line: no C0 or C1 control character at all (NUL, BEL, CR, LF, …) and no line separators. */
export const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Several lines: line breaks and tabs are fine, other control characters are not. */
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

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

/** A text field with messages of its own in the catalogue (`field.<name>.required`, …): Hebrew names each field. */
export type TextField = keyof (typeof en)["field"];
type TextFieldProblem = "required" | "notText" | "tooShort" | "tooLong" | "notOneLine" | "controlCharacters";

/** The code of a text field's problem (the catalogue test holds every one a schema can answer). */
export function fieldMessage(field: TextField, problem: TextFieldProblem): MessageCode {
  return `field.${field}.${problem}` as MessageCode;
}

/** The message for text with characters its field cannot keep. */
export function controlCharactersMessage(field: TextField, lines: TextLines): MessageCode {
  return fieldMessage(field, lines === "one" ? "notOneLine" : "controlCharacters");
}
