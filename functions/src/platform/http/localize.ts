/**
 * Answers in the shopper's language: the SPA sends `Accept-Language` with the language it shows,
 * and every JSON `message` (and field error) of the answer is translated on the way out, and so is
 * the one message that is stored with data: an order's `failureReason` (in `data`, or in each item
 * of a `data` list). Routes and services keep writing English; ../i18n/messages.he.ts holds the Hebrew.
 */
import type { Request, RequestHandler } from "express";
import { translateMessage, type ApiLanguage } from "../i18n/translate";
import { summarise } from "../errors";

export function requestLanguage(req: Request): ApiLanguage {
  return req.acceptsLanguages("en", "he") === "he" ? "he" : "en";
}

interface MessageBody {
  message?: unknown;
  errors?: unknown;
  data?: unknown;
}

/** An order (or anything) whose `failureReason` is an English message, translated; anything else as it is. */
function localizeFailureReason(item: unknown, language: ApiLanguage): unknown {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return item;
  const reason = (item as { failureReason?: unknown }).failureReason;
  return typeof reason === "string" ? { ...item, failureReason: translateMessage(reason, language) } : item;
}

function isMessageBody(body: unknown): body is MessageBody {
  return typeof body === "object" && body !== null && !Array.isArray(body);
}

export function localizeBody<T>(body: T, language: ApiLanguage): T {
  if (language === "en" || !isMessageBody(body)) return body;
  const localized: MessageBody = { ...body };
  const errors = body.errors;
  if (typeof errors === "object" && errors !== null) {
    const english = errors as Record<string, string>;
    const translated = Object.fromEntries(Object.entries(english).map(([field, text]) => [field, translateMessage(text, language)]));
    localized.errors = translated;
    // A validation summary is the field messages joined: rebuild it from the translated ones.
    if (body.message === summarise(english)) localized.message = summarise(translated);
  }
  if (typeof body.message === "string" && localized.message === body.message) {
    localized.message = translateMessage(body.message, language);
  }
  if (Array.isArray(body.data)) localized.data = body.data.map((item) => localizeFailureReason(item, language));
  else if (body.data !== undefined) localized.data = localizeFailureReason(body.data, language);
  return localized as T;
}

export const localizeMessages: RequestHandler = (req, res, next) => {
  const language = requestLanguage(req);
  res.vary("Accept-Language");
  if (language !== "en") {
    const json = res.json.bind(res);
    res.json = (body?: unknown) => json(localizeBody(body, language));
  }
  next();
};
