/** zod pieces several request schemas share (their zod-free rules: parts-rules.ts). */
import { z } from "../zod";
import { CURSOR_MAX_LENGTH } from "../api";
import { schemaMessage, type MessageCode } from "../messages";
import {
  CONTROL_IN_TEXT,
  NOT_ONE_LINE,
  controlCharactersMessage,
  fieldMessage,
  withoutBidiControls,
  type TextField,
  type TextLines,
  type TextOptions,
} from "./parts-rules";

export * from "./parts-rules";

const USER_ID_REQUIRED: MessageCode = "user.idRequired";
const USER_ID_INVALID: MessageCode = "user.idInvalid";

/**
 * Firebase Auth uids (up to 128 characters; the shop's are letters and digits). Not trimmed: it is
 * compared with the session's uid as sent. No `/`, so it can never reach into another path.
 */
export const userIdSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? USER_ID_REQUIRED : USER_ID_INVALID) })
  .min(1, { error: USER_ID_REQUIRED })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: USER_ID_INVALID });

/** Bidi controls dropped, trimmed, refused when it holds control characters its field cannot keep. */
function cleanText(field: TextField, max: number, lines: TextLines, typeError: Parameters<typeof z.string>[0]) {
  const forbidden = lines === "one" ? NOT_ONE_LINE : CONTROL_IN_TEXT;
  return z
    .string(typeError)
    .overwrite(withoutBidiControls)
    .trim()
    .refine((value) => !forbidden.test(value), { error: controlCharactersMessage(field, lines), abort: true })
    .max(max, { error: fieldMessage(field, "tooLong") });
}

/** Text that must be there: trimmed, not blank, at most `max` characters (`field.<name>.required`). */
export function requiredText(field: TextField, max: number, options: TextOptions = {}) {
  return cleanText(field, max, options.lines ?? "one", {
    error: (issue) => fieldMessage(field, issue.input === undefined || issue.input === null ? "required" : "notText"),
  }).min(1, { error: fieldMessage(field, "required") });
}

/** Text that may be empty: cleaned as `requiredText`; missing or null reads as "". */
export function optionalText(field: TextField, max: number, options: TextOptions = {}) {
  return cleanText(field, max, options.lines ?? "one", { error: fieldMessage(field, "notText") })
    .nullish()
    .transform((value) => value ?? "");
}

/**
 * The paging query of a list route (`?pageSize=…&cursor=…`): `pageSize` a whole number from 1 to the
 * list's max (the list's default when left out), `cursor` the previous page's `nextCursor`. Whether
 * the cursor belongs to the list is the cursor module's check (./cursor.ts).
 */
export function pageQueryFields(sizes: { readonly default: number; readonly max: number }) {
  const sizeMessage = schemaMessage("paging.pageSize", { min: 1, max: sizes.max });
  return {
    pageSize: z
      .string({ error: sizeMessage })
      .regex(/^\d{1,4}$/, { error: sizeMessage })
      .transform(Number)
      .refine((n) => n >= 1 && n <= sizes.max, { error: sizeMessage })
      .optional()
      .transform((n) => n ?? sizes.default),
    cursor: z
      .string({ error: "paging.badCursor" })
      .min(1, { error: "paging.badCursor" })
      .max(CURSOR_MAX_LENGTH, { error: "paging.badCursor" })
      .optional(),
  };
}

export function pageQuerySchema(sizes: { readonly default: number; readonly max: number }) {
  return z.object(pageQueryFields(sizes));
}
