import {
  isEndpoint,
  type Endpoint,
  type EndpointBodyInput,
  type EndpointGroup,
  type EndpointParamsInput,
  type EndpointQueryInput,
  type EndpointResponse,
} from "@contracts";
import { apiClient, type RequestOptions } from "./apiClient";
import { endpoints } from "./endpointTable";

/**
 * The typed API client, generated from the contracts' endpoint table: `api.cart.add({ body })`,
 * `api.products.list({ query, signal })`, `api.addresses.update({ params, body })`. It fills the
 * path's `:params`, sends the query as apiClient does (left-out values dropped, arrays comma-joined)
 * and, in development and tests, checks the answer against the endpoint's response schema, so a
 * server and a fake that drift from the contract fail loudly. Production trusts the answer (the
 * schemas cost time on every call, and the server is checked by its own tests), and its build leaves
 * the schemas out of the table (./endpointTable.ts).
 */

const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === "test";


/** The query as the caller writes it: numbers where the URL carries digits (`pageSize: 24`). */
type QueryArgs<Q> = { [K in keyof Q]?: Q[K] | number | null };

type Present<T> = [T] extends [undefined] ? false : true;

export type CallArgs<E extends Endpoint> = (Present<EndpointParamsInput<E>> extends true ? { params: EndpointParamsInput<E> } : unknown) &
  (Present<EndpointQueryInput<E>> extends true ? { query?: QueryArgs<EndpointQueryInput<E>> } : unknown) &
  (Present<EndpointBodyInput<E>> extends true ? { body: EndpointBodyInput<E> } : unknown) & {
    signal?: AbortSignal;
    /** Bypass every cache between the browser and the API (check-auth). */
    noCache?: boolean;
  };

export type EndpointCall<E extends Endpoint> = object extends CallArgs<E>
  ? (args?: CallArgs<E>) => Promise<EndpointResponse<E>>
  : (args: CallArgs<E>) => Promise<EndpointResponse<E>>;

export type EndpointClient<G> = { readonly [K in keyof G]: G[K] extends Endpoint ? EndpointCall<G[K]> : EndpointClient<G[K]> };

interface AnyArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  noCache?: boolean;
}

/** `/shop/cart/:userId/:productId` with each `:name` replaced by its value, percent-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Throws when `answer` is not what the endpoint's response schema describes (dev and tests only). */
function checkAnswer(endpoint: Endpoint, path: string, answer: unknown): void {
  const result = endpoint.response.safeParse(answer);
  if (result.success) return;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`).join("; ");
  throw new Error(`${endpoint.method} /api${path} answered what its contract does not describe: ${problems}`);
}

async function call(endpoint: Endpoint, args: AnyArgs = {}): Promise<unknown> {
  const path = fillPath(endpoint.path, args.params);
  const options: RequestOptions = { params: args.query as RequestOptions["params"], signal: args.signal, noCache: args.noCache };
  let answer: unknown;
  switch (endpoint.method) {
    case "GET":
      answer = await apiClient.get<unknown>(path, options);
      break;
    case "POST":
      answer = await apiClient.post<unknown>(path, args.body, options);
      break;
    case "PUT":
      answer = await apiClient.put<unknown>(path, args.body, options);
      break;
    case "DELETE":
      answer = await apiClient.delete<unknown>(path, options, args.body);
      break;
  }
  if (CHECK_ANSWERS) checkAnswer(endpoint, path, answer);
  return answer;
}

function clientOf<G extends EndpointGroup>(group: G): EndpointClient<G> {
  const entries = Object.entries(group).map(([name, entry]) => [
    name,
    isEndpoint(entry) ? (args?: AnyArgs) => call(entry, args) : clientOf(entry),
  ]);
  return Object.fromEntries(entries) as EndpointClient<G>;
}

/** Every JSON call of the SPA. */
export const api = clientOf(endpoints);
