/**
 * Answers in the shopper's language: the SPA sends `Accept-Language` with the language it shows,
 * and every message of an answer is rendered from the catalogue of codes (@cocoa/contracts
 * messages) in that language, next to its code.
 */
import type { Request, RequestHandler } from "express";
import { renderCoded, renderMessage, type ApiFailure, type CodedMessage, type MessageCode, type MessageLanguage, type MessageParams } from "@cocoa/contracts";
import { summarise, type FieldMessages } from "../errors";

export function requestLanguage(req: Request): MessageLanguage {
  return req.acceptsLanguages("en", "he") === "he" ? "he" : "en";
}

/** Every answer may differ by `Accept-Language`, so caches must key on it. */
export const varyByLanguage: RequestHandler = (_req, res, next) => {
  res.vary("Accept-Language");
  next();
};

/** A success's message: its code, its params, and its text in the caller's language. */
export function messageOf(req: Request, code: MessageCode, params?: MessageParams): { code: MessageCode; params?: MessageParams; message: string } {
  return { code, ...(params ? { params } : {}), message: renderMessage(code, params, requestLanguage(req)) };
}

/**
 * A failure's body. With field problems, `errors` holds each rendered and `errorCodes` each code;
 * a general validation failure's `message` is then the field texts joined (fit for a toast).
 */
export function failureOf(req: Request, code: MessageCode, params?: MessageParams, fields?: FieldMessages, also: readonly CodedMessage[] = []): ApiFailure {
  const language = requestLanguage(req);
  const text = [renderMessage(code, params, language), ...also.map((message) => renderCoded(message, language))].join(" ");
  if (!fields) return { success: false, code, ...(params ? { params } : {}), message: text };
  const errors = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, renderCoded(message, language)]));
  const message = code === "request.validation" ? summarise(Object.values(errors), text) : text;
  return { success: false, code, ...(params ? { params } : {}), message, errors, errorCodes: fields };
}
