/**
 * The API's OpenAPI 3.1 document, written from the contracts' endpoint table and its zod schemas (zod 4
 * writes JSON Schema itself): never by hand, so it cannot drift from what the routes check and answer.
 * Every entry of the table is an operation; its params and query become parameters, its body the request
 * body (the schemas' input side: what a caller sends), its response the success answer (the output side:
 * what the server sends), and every failure the one error envelope, whose `code` is a code of the message
 * catalogue. Who may call it is the entry's access: public, a signed-in user's `__session` cookie, or an
 * admin's.
 */
import { en, endpoints, isEndpoint, messageCodeSchema, SESSION_COOKIE_NAME, type Endpoint, type EndpointGroup } from "@cocoa/contracts";
import { z } from "zod";

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  "x-access": Endpoint["access"];
  parameters?: Array<{ name: string; in: "path" | "query"; required: boolean; schema: JsonSchema; description?: string }>;
  requestBody?: { required: true; content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: { "application/json": { schema: JsonSchema } } }>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<"get" | "post" | "put" | "delete", OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** Plural forms are one code to a caller: `cart.itemsLeft_one` is sent as `cart.itemsLeft` with a count. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every code of the message catalogue, as a failure's `code` may name it. */
export function messageCodes(): string[] {
  const codes = new Set<string>();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === "string") {
      codes.add(path.join(".").replace(PLURAL_SUFFIX, ""));
      return;
    }
    if (node && typeof node === "object") for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(en, []);
  return [...codes].sort();
}

/** JSON Schema of one zod schema: `input` for what a caller sends, `output` for what the server answers. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    // A custom check (the message code) or a transform's output has no JSON Schema; each is described below
    // or is a field the server ignores (it is accepted and dropped).
    unrepresentable: "any",
    override: (context) => {
      if (context.zodSchema === messageCodeSchema) Object.assign(context.jsonSchema, { type: "string", minLength: 1, description: "A code of the message catalogue." });
    },
  }) as JsonSchema;
  delete json.$schema;
  return spelledOut(json) as JsonSchema;
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), item)`) as zod writes it, `propertyNames` and
 * `required` with no `properties`, spelled out as one property per key: the same object, in the form
 * OpenAPI tools read (Redocly's no-required-schema-properties-undefined).
 */
function spelledOut(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(spelledOut);
  if (!node || typeof node !== "object") return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, spelledOut(value)])) as JsonSchema;
  const keys = (schema.propertyNames as JsonSchema | undefined)?.enum;
  if (Array.isArray(keys) && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === "object") {
    const { propertyNames: _names, additionalProperties: item, ...rest } = schema;
    return { ...rest, properties: Object.fromEntries(keys.map((key) => [String(key), item])), additionalProperties: false };
  }
  return schema;
}

/** The error envelope every failure answers (packages/contracts/src/api.ts, ApiFailure). */
function failureSchema(): JsonSchema {
  const code = { type: "string", enum: messageCodes() };
  const coded = {
    type: "object",
    properties: { code, params: { $ref: "#/components/schemas/MessageParams" } },
    required: ["code"],
  };
  return {
    type: "object",
    description: "What went wrong: `code` names it, `message` says it in the caller's language (Accept-Language or ?lang=), and `errors` names each field at fault.",
    properties: {
      success: { const: false },
      code,
      params: { $ref: "#/components/schemas/MessageParams" },
      message: { type: "string" },
      errors: { type: "object", additionalProperties: { type: "string" }, description: "Each field at fault (a dotted path such as `items.0.quantity`) with its message." },
      errorCodes: { type: "object", additionalProperties: coded, description: "The same fields, each with its code and params." },
    },
    required: ["success", "code", "message"],
  };
}

/** `:name` segments as OpenAPI writes them (`{name}`), under /api. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, "{$1}")}`;
}

/** The parameters an object schema describes, one per property. */
function parametersOf(schema: z.ZodType, where: "path" | "query"): NonNullable<OpenApiOperation["parameters"]> {
  const json = jsonSchemaOf(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      schema: rest,
      ...(typeof description === "string" ? { description } : {}),
    };
  });
}

const failure = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/ApiFailure" } } } });

function operationOf(name: string[], entry: Endpoint): OpenApiOperation {
  const parameters = [...(entry.params ? parametersOf(entry.params, "path") : []), ...(entry.query ? parametersOf(entry.query, "query") : [])];
  const status = String(entry.status ?? 200);
  const responses: OpenApiOperation["responses"] = {
    [status]: { description: "Done.", content: { "application/json": { schema: jsonSchemaOf(entry.response, "output") } } },
    "400": failure("The request is not one this endpoint takes (each field at fault is named in `errors`), or a rule of the shop refuses it."),
  };
  // The sign-in calls are public but read credentials or a session: a refusal is theirs too.
  const readsSession = entry.access !== "public" || name[0] === "auth";
  if (readsSession) {
    responses["401"] = failure(entry.access === "public" ? "The credentials, the token or the session are refused." : "No session, or it has ended: sign in again.");
    // A shopper's calls name their user in the path; another user's is refused, as is a shopper at an admin call.
    responses["403"] = failure(
      entry.access === "admin" ? "The session is not an admin's." : entry.access === "user" ? "The session is not this user's." : "The account is disabled.",
    );
  }
  responses["404"] = failure("What the path names does not exist (or is not the caller's to see).");
  if (entry.method !== "GET") {
    responses["409"] = failure("The shop's state refuses it now (out of stock, already paid, a name in use…).");
    responses["413"] = failure("The body is larger than 100 KB.");
    responses["415"] = failure("The body is not JSON in UTF-8.");
  }
  for (const [status, description] of Object.entries(entry.failures ?? {})) responses[status] = failure(description);
  responses["429"] = failure("Too many requests: wait and try again.");
  responses["503"] = failure("A service the shop depends on (the payment provider, the mail) did not answer: try again shortly.");
  return {
    operationId: name.join("."),
    summary: `${entry.method} ${entry.path}`,
    tags: [name[0] === "admin" ? `admin.${name[1]}` : name[0]!],
    security: entry.access === "public" ? [] : [{ session: [] }],
    "x-access": entry.access,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(entry.body ? { requestBody: { required: true as const, content: { "application/json": { schema: jsonSchemaOf(entry.body, "input") } } } } : {}),
    responses,
  };
}

/** Every entry of the table with its name (`["admin", "orders", "list"]`). */
export function tableEntries(group: EndpointGroup = endpoints, prefix: string[] = []): Array<{ name: string[]; entry: Endpoint }> {
  return Object.entries(group).flatMap(([key, value]) => (isEndpoint(value) ? [{ name: [...prefix, key], entry: value }] : tableEntries(value, [...prefix, key])));
}

export function openApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const { name, entry } of tableEntries()) {
    const operation = operationOf(name, entry);
    operation.tags.forEach((tag) => tags.add(tag));
    const path = (paths[openApiPath(entry.path)] ??= {});
    path[entry.method.toLowerCase() as "get" | "post" | "put" | "delete"] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cocoa Atelier API",
      version: "1.0.0",
      description:
        "The shop's JSON API, as the storefront and the admin panel call it. Every answer is `{ success, data }` or the error envelope `ApiFailure`; messages come in the caller's language (`Accept-Language`: en or he). Sign in with `POST /api/auth/login`: its answer sets the `__session` cookie, which every call marked with the `session` scheme sends back.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/", description: "The shop's own origin (Hosting rewrites /api/** to the api function)." }],
    tags: [...tags].sort().map((tag) => ({ name: tag, description: `The ${tag} calls.` })),
    paths,
    components: {
      schemas: {
        ApiFailure: failureSchema(),
        MessageParams: { type: "object", additionalProperties: { anyOf: [{ type: "string" }, { type: "number" }] }, description: "The values a message's text puts in place." },
      },
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE_NAME, description: "The session cookie `POST /api/auth/login` (or `/api/auth/session`) sets; httpOnly, so a browser sends it by itself." },
      },
    },
  };
}
