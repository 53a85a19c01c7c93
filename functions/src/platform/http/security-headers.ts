/**
 * The API's own security headers, on every answer: the SPA's Content-Security-Policy (firebase.json)
 * is not applied to /api, so JSON answers say for themselves that nothing in them may run, load
 * or be framed. Routes that serve something else set their own on top: images
 * (images.routes.ts) and the sandbox provider's page (sandbox-payment.routes.ts).
 */
import type { RequestHandler } from "express";

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set(API_SECURITY_HEADERS);
  next();
};
