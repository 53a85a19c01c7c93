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

/** `{n}` stands for a number, `{text}` for any text (a product title) inside a message. */
const PLACEHOLDER = /\{(n|text)\}/g;
const HAS_PLACEHOLDER = /\{(?:n|text)\}/;
const PLACEHOLDER_PATTERN: Record<string, string> = { n: "(\\d+)", text: "(.+?)" };

/** Messages with placeholders become patterns once, on first use. */
let templates: Template[] | undefined;
function hebrewTemplates(): Template[] {
  templates ??= Object.entries(HEBREW_MESSAGES)
    .filter(([english]) => HAS_PLACEHOLDER.test(english))
    .map(([english, translation]) => {
      let source = "";
      let last = 0;
      for (const match of english.matchAll(PLACEHOLDER)) {
        source += escapeRegExp(english.slice(last, match.index)) + PLACEHOLDER_PATTERN[match[1] ?? "n"];
        last = (match.index ?? 0) + match[0].length;
      }
      source += escapeRegExp(english.slice(last));
      return { pattern: new RegExp(`^${source}$`), translation };
    });
  return templates;
}

export function translateMessage(message: string, language: ApiLanguage): string {
  if (language === "en") return message;
  const exact = HEBREW_MESSAGES[message];
  if (exact !== undefined) return exact;
  for (const { pattern, translation } of hebrewTemplates()) {
    const match = pattern.exec(message);
    if (match) {
      // Values go back in the order they appear in the English message (keep that order in translations).
      const values = match.slice(1);
      return translation.replace(PLACEHOLDER, () => values.shift() ?? "");
    }
  }
  return message;
}
