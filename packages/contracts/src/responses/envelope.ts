/**
 * zod builders of the answer envelopes (api.ts describes them): a success carrying `data`, a page
 * adding `nextCursor`, and a success that carries only its message. A message comes with its code
 * (../messages) and the code's params. Unknown keys are allowed: the SPA checks that what it reads
 * is there, not that nothing else is.
 */
import { z } from "../zod";
import type { MessageCode, MessageParams } from "../messages";

/** A code of the message catalogue (checked as text: an older server's code is still a string). */
export const messageCodeSchema = z.custom<MessageCode>((value) => typeof value === "string" && value.length > 0);
export const messageParamsSchema: z.ZodType<MessageParams> = z.record(z.string(), z.union([z.string(), z.number()]));

/** The parts of an answer that says something: its code, the code's params, its text. */
const saying = { code: messageCodeSchema.optional(), params: messageParamsSchema.optional(), message: z.string().optional() };

/** `{ success: true, code?, params?, message?, data }`. */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), ...saying, data });
}

/** One page of a list: `{ success: true, data: T[], nextCursor }` (null on the last page). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), ...saying, data: z.array(item), nextCursor: z.string().nullable() });
}

/**
 * `{ success: true, code, params?, message }`: an answer that only reports what happened. The code is
 * optional to a reader: the text is what every client can show, the code what a translating one prefers.
 */
export const messageOnlySchema = z.object({ success: z.literal(true), code: messageCodeSchema.optional(), params: messageParamsSchema.optional(), message: z.string() });
export type MessageOnlyResponse = z.infer<typeof messageOnlySchema>;

/** A success's message as a handler writes it (platform `messageOf`): code, params, rendered text. */
export const codedSuccessMessage = { code: messageCodeSchema.optional(), params: messageParamsSchema.optional(), message: z.string() };
