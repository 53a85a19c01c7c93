/** zod pieces several request schemas share. */
import { z } from "zod";
import { PAGING_MESSAGES, pageSizeMessage } from "../contracts";
import { CURSOR_MAX_LENGTH } from "../services/cursor";

export const BODY_MUST_BE_OBJECT = "Send the request body as a JSON object.";

/** Text that must be there: trimmed, not blank, at most `max` characters ("Label is required."). */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`),
    })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/**
 * The paging query of a list route (`?pageSize=…&cursor=…`): `pageSize` a whole number from 1 to the
 * list's max (the list's default when left out), `cursor` the previous page's `nextCursor`. Whether
 * the cursor belongs to the list is the cursor module's check (services/cursor.ts).
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
