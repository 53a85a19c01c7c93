/**
 * Renders a code in a language with nothing but the catalogue: the server's `message` and `errors`
 * (the SPA renders the same catalogue through i18next, whose plural and `{{name}}` rules these follow).
 */
import { en } from "./en";
import { he } from "./he";
import type { CodedMessage, MessageCatalogue, MessageCode, MessageLanguage, MessageParams } from "./types";

export const API_MESSAGES: Readonly<Record<MessageLanguage, MessageCatalogue>> = { en, he };

function textAt(catalogue: MessageCatalogue, path: readonly string[]): string | undefined {
  let node: string | MessageCatalogue | undefined = catalogue;
  for (const part of path) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<MessageLanguage, Intl.PluralRules>();
function pluralForm(language: MessageLanguage, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function templateOf(code: string, params: MessageParams, language: MessageLanguage): string | undefined {
  const path = code.split(".");
  const catalogue = API_MESSAGES[language];
  const { count } = params;
  if (typeof count === "number") {
    const last = path[path.length - 1];
    const counted = (form: string) => textAt(catalogue, [...path.slice(0, -1), `${last}_${form}`]);
    const text = counted(pluralForm(language, count)) ?? counted("other");
    if (text !== undefined) return text;
  }
  return textAt(catalogue, path);
}

/** True when the catalogue has a text for `code` (a stored code, or one a client sent back). */
export function isMessageCode(code: string): code is MessageCode {
  return templateOf(code, {}, "en") !== undefined || templateOf(code, { count: 0 }, "en") !== undefined;
}

/** The text of `code` in `language` with its params in place; English when the language lacks it, the code itself when no text has it. */
export function renderMessage(code: MessageCode, params: MessageParams = {}, language: MessageLanguage = "en"): string {
  const template = templateOf(code, params, language) ?? templateOf(code, params, "en");
  if (template === undefined) return code;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** `renderMessage` for a coded message. */
export function renderCoded(message: CodedMessage, language: MessageLanguage = "en"): string {
  return renderMessage(message.code, message.params, language);
}
