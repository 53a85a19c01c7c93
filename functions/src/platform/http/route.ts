/**
 * Registers a handler through its entry in the contracts' endpoint table, so the path, the schemas
 * and who may call live in one place. Before the handler runs: the entry's access guard (passed in
 * by the caller: the platform imports no module), then its params, query and body schemas (400 with
 * field messages, as `parseInput`). The handler gets the parsed input and returns the success
 * answer, typed by the entry's response schema, which is sent with the entry's status (and, for a
 * public read registered with `{ cache }`, a shared Cache-Control: ./cache-control.ts).
 */
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { Access, Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResponse, MessageCode, MessageParams } from "@cocoa/contracts";
import { parseInput } from "./validate";
import type { SharedCache } from "./cache-control";

export interface EndpointInput<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}

/** What a handler returns when it has answered by itself (a failure that carries data). */
export const ANSWERED = Symbol("answered");

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  req: Request,
  res: Response,
) => Promise<EndpointResponse<E> | typeof ANSWERED>;

export interface RouteOptions {
  /** A shared cache lifetime for the success answers (./cache-control.ts); without it, `no-store`. */
  cache?: SharedCache;
}

/** The session guards of the access levels that need one. */
export type AccessGuards = Record<Exclude<Access, "public">, RequestHandler>;

const METHODS = { GET: "get", POST: "post", PUT: "put", DELETE: "delete" } as const;

/**
 * `endpointRouters(guards)("/shop/cart")` → a router to mount at /api/shop/cart and `route`, which
 * registers an endpoint of the table under it (its path must lie under the mount).
 */
export function endpointRouters(guards: AccessGuards) {
  return function endpointRouter(mount: string) {
    const router = Router();

    function route<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options: RouteOptions = {}): void {
      const { path, access } = endpoint;
      if (path !== mount && !path.startsWith(`${mount}/`)) {
        throw new Error(`Endpoint ${endpoint.method} ${path} does not lie under the router's mount ${mount}`);
      }
      // A copy shared by everyone only of what everyone gets: public reads.
      if (options.cache && (access !== "public" || endpoint.method !== "GET")) {
        throw new Error(`Endpoint ${endpoint.method} ${path} is not a public read: its answers cannot be shared`);
      }
      const guard = access === "public" ? [] : [guards[access]];
      router[METHODS[endpoint.method]](path.slice(mount.length) || "/", ...guard, async (req: Request, res: Response) => {
        const input = {
          params: endpoint.params ? parseInput(endpoint.params, req.params) : undefined,
          query: endpoint.query ? parseInput(endpoint.query, req.query) : undefined,
          body: endpoint.body ? parseInput(endpoint.body, req.body) : undefined,
        } as EndpointInput<E>;
        const answer = await handler(input, req, res);
        if (answer === ANSWERED) return;
        if (options.cache) res.set("Cache-Control", options.cache);
        res.status(endpoint.status ?? 200).json(answer);
      });
    }

    return { router, route };
  };
}

/*
 * The success envelopes a handler returns. They type `success` as `true`: an object literal
 * returned from a handler is checked against the entry's response only after TypeScript has
 * widened it to boolean.
 */

/** A success's message as `messageOf(req, code, params)` writes it: code, params, and the text in the caller's language. */
type SuccessMessage = { code: MessageCode; params?: MessageParams; message: string };

/** `{ success: true, data }`, with the message for the toast when there is one. */
export function ok<T>(data: T, message?: SuccessMessage): { success: true; data: T } & Partial<SuccessMessage> {
  return message === undefined ? { success: true, data } : { success: true, ...message, data };
}

/** One page of a list: `{ success: true, data: items, nextCursor }`. */
export function okPage<T>(page: { items: T[]; nextCursor: string | null }): { success: true; data: T[]; nextCursor: string | null } {
  return { success: true, data: page.items, nextCursor: page.nextCursor };
}

/** `{ success: true, code, message }`: an answer that only reports what happened. */
export function done(message: SuccessMessage): { success: true } & SuccessMessage {
  return { success: true, ...message };
}
