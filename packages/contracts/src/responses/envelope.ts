/**
 * zod builders of the answer envelopes (api.ts describes them): a success carrying `data`, a page
 * adding `nextCursor`, and a success that carries only its message. Unknown keys are allowed: the
 * SPA checks that what it reads is there, not that nothing else is.
 */
import { z } from "../zod";

/** `{ success: true, message?, data }`. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** One page of a list: `{ success: true, message?, data: T[], nextCursor }` (null on the last page). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data: z.array(item), nextCursor: z.string().nullable() });
}

/** `{ success: true, message }`: an answer that only reports what happened. */
export const messageOnlySchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageOnlyResponse = z.infer<typeof messageOnlySchema>;
