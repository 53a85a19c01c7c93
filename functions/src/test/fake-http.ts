/** Minimal stand-ins for Express's req/res, for middleware unit tests. Not part of the build. */
import type { NextFunction, Request, Response } from "express";

export interface FakeResponse {
  res: Response;
  statusCode: number;
  body: unknown;
  headers: Record<string, string>;
  cookies: { name: string; value: string; options: unknown }[];
  cleared: { name: string; options: unknown }[];
}

export function fakeRequest(init: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}): Request {
  const headers = init.headers ?? {};
  // Express's language match, as far as the shop's two languages need it.
  const acceptsLanguages = (...languages: string[]) => (headers["accept-language"]?.startsWith("he") && languages.includes("he") ? "he" : languages[0]);
  return { cookies: init.cookies ?? {}, headers, acceptsLanguages } as unknown as Request;
}

export function fakeResponse(locals: Record<string, unknown> = {}): FakeResponse {
  const fake: FakeResponse = {
    res: undefined as unknown as Response,
    statusCode: 200,
    body: undefined,
    headers: {},
    cookies: [],
    cleared: [],
  };
  const res = {
    locals,
    status(code: number) {
      fake.statusCode = code;
      return res;
    },
    json(body: unknown) {
      fake.body = body;
      return res;
    },
    set(name: string, value: string) {
      fake.headers[name.toLowerCase()] = value;
      return res;
    },
    cookie(name: string, value: string, options: unknown) {
      fake.cookies.push({ name, value, options });
      return res;
    },
    clearCookie(name: string, options: unknown) {
      fake.cleared.push({ name, options });
      return res;
    },
  };
  fake.res = res as unknown as Response;
  return fake;
}

/** A `next` that records how it was called. */
export function fakeNext(): NextFunction & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const next = ((...args: unknown[]) => {
    calls.push(args);
  }) as NextFunction & { calls: unknown[][] };
  next.calls = calls;
  return next;
}
