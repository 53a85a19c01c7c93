/**
 * Turns an API message into the caller's language. English is the source language: an English
 * caller, or a message with no translation, gets the message as written.
 */
import { HEBREW_MESSAGES } from "./messages.he";

export const API_LANGUAGES = ["en", "he"] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

interface Template {
  pattern: RegExp;
  translation: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Messages with `{n}` become patterns once, on first use. */
let templates: Template[] | undefined;
function hebrewTemplates(): Template[] {
  templates ??= Object.entries(HEBREW_MESSAGES)
    .filter(([english]) => english.includes("{n}"))
    .map(([english, translation]) => ({
      pattern: new RegExp(`^${english.split("{n}").map(escapeRegExp).join("(\\d+)")}$`),
      translation,
    }));
  return templates;
}

export function translateMessage(message: string, language: ApiLanguage): string {
  if (language === "en") return message;
  const exact = HEBREW_MESSAGES[message];
  if (exact !== undefined) return exact;
  for (const { pattern, translation } of hebrewTemplates()) {
    const match = pattern.exec(message);
    if (match) {
      const numbers = match.slice(1);
      return translation.replace(/\{n\}/g, () => numbers.shift() ?? "");
    }
  }
  return message;
}
