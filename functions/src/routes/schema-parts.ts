/** zod pieces several request schemas share. */
import { z } from "zod";

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
