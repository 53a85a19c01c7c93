/**
 * What one endpoint of the API is: its method and path (`:name` for a path parameter, relative to
 * /api), the zod schemas of its params, query and body, the schema of its success answer, and who
 * may call it. The server registers its handlers through these entries and the SPA's client is
 * generated from them, so a path, a schema and a role live in one place.
 */
import type { z } from "zod";

export const ACCESS_LEVELS = ["public", "user", "admin"] as const;
/** public: anyone; user: a signed-in user (401 without a session); admin: an admin (403 for a shopper). */
export type Access = (typeof ACCESS_LEVELS)[number];
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface Endpoint {
  method: HttpMethod;
  path: `/${string}`;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer (failures all share ApiFailure). */
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /**
   * Failures this call answers beyond those every call may (400, 401, 403, 404, 409, 429, 503: the
   * OpenAPI document, functions/src/modules/api-docs), each with what it means.
   */
  failures?: Readonly<Record<number, string>>;
}

/** Checks an entry's shape while keeping its exact schema types (for the typed handler and client). */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

/** Groups of endpoints, nested as the SPA calls them (`api.admin.orders.list`). */
export interface EndpointGroup {
  readonly [name: string]: Endpoint | EndpointGroup;
}

export function isEndpoint(entry: Endpoint | EndpointGroup): entry is Endpoint {
  return typeof (entry as Endpoint).method === "string" && typeof (entry as Endpoint).path === "string";
}

type Part = "params" | "query" | "body";
type Output<E, K extends Part> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
type Input<E, K extends Part> = E extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What the server's handler receives, parsed by the entry's schemas. */
export type EndpointParams<E extends Endpoint> = Output<E, "params">;
export type EndpointQuery<E extends Endpoint> = Output<E, "query">;
export type EndpointBody<E extends Endpoint> = Output<E, "body">;
/** What the caller sends (the schemas' input side). */
export type EndpointParamsInput<E extends Endpoint> = Input<E, "params">;
export type EndpointQueryInput<E extends Endpoint> = Input<E, "query">;
export type EndpointBodyInput<E extends Endpoint> = Input<E, "body">;
/** The success answer. */
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;
