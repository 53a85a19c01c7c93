/** Schema failures as the API writes them, for the schema unit tests. */
import type { z } from "zod";
import { renderCoded, type MessageLanguage } from "@cocoa/contracts";
import { fieldErrors } from "../platform/http/validate";

/** Field path → the text of its first problem in `language`, as an answer's `errors` holds them. */
export function fieldTexts(error: z.ZodError, language: MessageLanguage = "en"): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, message]) => [field, renderCoded(message, language)]));
}

/** True for a text the catalogue wrote whole: not a bare code, every placeholder filled. */
export function isRendered(text: string): boolean {
  return !text.includes("{{") && !/^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/.test(text);
}
