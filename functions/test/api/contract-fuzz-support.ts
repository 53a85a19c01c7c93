/**
 * The machinery of the contract and fuzz run (./contract-fuzz.test.ts): Portman (@apideck/portman) writes a
 * Postman collection from the OpenAPI document the app serves, with its contract tests on every operation's
 * real call and its fuzzing variations (a required field removed, a number past its minimum or maximum, a
 * text past its minLength or maxLength) plus our own wrong-type variations; Newman (newman) runs it against
 * the test's app and its JSON report is read back here, every answer held once more to the document by
 * ./conformance.ts. Both tools run as child processes: Portman ends with process.exit on a bad config, and
 * Newman's sandbox then works on the second CPU while the app answers on the first.
 */
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SESSION_COOKIE_NAME } from "@cocoa/contracts";
import type { OpenApiDocument } from "../../src/modules/api-docs";
import { nonConformance } from "./conformance";

const ROOT = join(__dirname, "..", "..", "..");
const PORTMAN = join(ROOT, "node_modules", "@apideck", "portman", "bin", "portman");
const NEWMAN = join(ROOT, "node_modules", "newman", "bin", "newman.js");

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A request body as JSON carries it (typed request shapes have optional fields; JSON has no undefined). */
export const asJson = (value: object): Json => JSON.parse(JSON.stringify(value)) as Json;

/** One operation's real call: whose session it sends (a collection variable), and its path, query and body. */
export interface OperationCall {
  /** The Newman variable holding the session cookie's value; public calls send none. */
  session?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
}

/** The folder Portman writes the variations into; everything else is the operations' own calls. */
export const VARIATIONS_FOLDER = "Variation Tests";

const FUZZING_OPTIONS = {
  requiredFields: { enabled: true },
  minimumNumberFields: { enabled: true },
  maximumNumberFields: { enabled: true },
  minLengthFields: { enabled: true },
  maxLengthFields: { enabled: true },
};

/** Every request: no server error (Portman's own checks say the rest). */
const NO_SERVER_ERROR = 'pm.test("no server error (5xx)", function () { pm.expect(pm.response.code).to.be.below(500); });';
/** Every fuzzed request: refused by the API as the caller's mistake. */
const REFUSED_AS_BAD_INPUT = 'pm.test("refused with a 4xx", function () { pm.expect(pm.response.code).to.be.within(400, 499); });';

/** The JSON types a schema lets through, or undefined when it names none (anything goes). */
function typesAllowed(schema: unknown): Set<string> | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const node = schema as Record<string, unknown>;
  const alternatives = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) {
    const union = new Set<string>();
    for (const alternative of alternatives) {
      const types = typesAllowed(alternative);
      if (!types) return undefined;
      types.forEach((type) => union.add(type));
    }
    return union;
  }
  if (typeof node.type === "string") return new Set(node.type === "integer" ? ["number"] : [node.type]);
  if (Array.isArray(node.type)) return new Set(node.type.map((type) => (type === "integer" ? "number" : String(type))));
  const values = (node.enum ?? ("const" in node ? [node.const] : undefined)) as unknown[] | undefined;
  if (Array.isArray(values)) return new Set(values.map(jsonType));
  return undefined;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** A value of a type the schema refuses (a number where text goes, text where a number goes…). */
const WRONG_VALUES: Json[] = [12345, "twelve", true, ["a", "list"], { an: "object" }];
function wrongValueFor(schema: unknown): Json | undefined {
  const allowed = typesAllowed(schema);
  if (!allowed) return undefined;
  return WRONG_VALUES.find((value) => !allowed.has(jsonType(value)));
}

function propertySchema(schema: unknown, key: string): unknown {
  const node = (schema ?? {}) as Record<string, unknown>;
  const alternatives = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map((alternative) => propertySchema(alternative, key)).find(Boolean);
  return ((node.properties ?? {}) as Record<string, unknown>)[key];
}

function itemSchema(schema: unknown): unknown {
  const node = (schema ?? {}) as Record<string, unknown>;
  const alternatives = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map(itemSchema).find(Boolean);
  return node.items;
}

/**
 * Each field of a real body (nested objects, and an array's first item) with a value of a type its schema
 * refuses, as Portman's body paths name them (`contactInfo.email`, `carriers[0].id`). Portman's fuzzing has
 * no wrong-type variation of its own.
 */
export function wrongTypeFields(body: Json, schema: unknown, path = ""): Array<{ path: string; value: Json }> {
  const fields: Array<{ path: string; value: Json }> = [];
  const visit = (value: Json, fieldSchema: unknown, at: string) => {
    const wrong = wrongValueFor(fieldSchema);
    if (wrong !== undefined) fields.push({ path: at, value: wrong });
    fields.push(...wrongTypeFields(value, fieldSchema, at));
  };
  if (Array.isArray(body)) {
    const first = body[0];
    if (first !== undefined) visit(first, itemSchema(schema), `${path}[0]`);
  } else if (body && typeof body === "object") {
    for (const [key, value] of Object.entries(body)) visit(value, propertySchema(schema, key), path ? `${path}.${key}` : key);
  }
  return fields;
}

/** A query parameter whose value has a form (a number's digits, one of a list): the value of another kind. */
function wrongQueryValue(schema: Record<string, unknown>): string | undefined {
  if (typeof schema.pattern === "string") return "twelve";
  if (Array.isArray(schema.enum)) return "12345";
  return undefined;
}

type Operation = NonNullable<OpenApiDocument["paths"][string][keyof OpenApiDocument["paths"][string]]>;

export function documentOperations(document: OpenApiDocument): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation: operation as Operation })),
  );
}

/**
 * The Portman config: every operation's contract tests (its documented success status, JSON, the
 * status's body schema) on its real call, and the variations of that call (Portman's fuzzing and ours),
 * each expected to be refused with the error envelope (the 400 answer's schema, ApiFailure).
 * `order` puts some operations of a folder first (Portman's orderOfOperations, `METHOD::/path`).
 */
export function portmanConfig(document: OpenApiDocument, calls: Record<string, OperationCall>, order: string[]): Record<string, Json> {
  const overwrites: Json[] = [];
  const variationTests: Json[] = [];
  const refusedTests = {
    contractTests: [{ contentType: { enabled: true }, jsonBody: { enabled: true }, schemaValidation: { enabled: true } }],
    extendTests: [{ tests: [REFUSED_AS_BAD_INPUT] }],
  };
  for (const { operation } of documentOperations(document)) {
    const id = operation.operationId;
    const call = calls[id];
    if (!call) throw new Error(`No real call is written for ${id}: add it to the run's calls`);
    overwrites.push({
      openApiOperationId: id,
      // The document's cookie scheme becomes an API-key header in Postman; the cookie is sent as browsers do.
      overwriteRequestSecurity: { remove: true },
      ...(call.session ? { overwriteRequestHeaders: [{ key: "Cookie", value: `${SESSION_COOKIE_NAME}={{${call.session}}}`, insert: true }] } : {}),
      ...(call.params ? { overwriteRequestPathVariables: Object.entries(call.params).map(([key, value]) => ({ key, value })) } : {}),
      ...(call.query ? { overwriteRequestQueryParams: Object.entries(call.query).map(([key, value]) => ({ key, value, overwrite: true, disable: false, insert: true })) } : {}),
      ...(call.body !== undefined ? { overwriteRequestBody: [{ key: ".", value: call.body, overwrite: true }] } : {}),
    });
    const bodySchema = operation.requestBody?.content["application/json"].schema;
    const wrongTypes = call.body !== undefined && bodySchema ? [{ path: ".", value: "a body of text" as Json }, ...wrongTypeFields(call.body, bodySchema)] : [];
    const wrongQueries = (operation.parameters ?? []).flatMap((parameter) => {
      const value = parameter.in === "query" && call.query?.[parameter.name] !== undefined ? wrongQueryValue(parameter.schema) : undefined;
      return value === undefined ? [] : [{ name: parameter.name, value }];
    });
    variationTests.push({
      openApiOperationId: id,
      openApiResponse: "400",
      variations: [
        { name: "fuzz", fuzzing: [{ requestBody: [FUZZING_OPTIONS], requestQueryParams: [FUZZING_OPTIONS] }], tests: refusedTests },
        ...wrongTypes.map(({ path, value }) => ({
          name: `fuzz][wrong type ${path === "." ? "body" : path}`,
          overwrites: [{ overwriteRequestBody: [{ key: path, value, overwrite: true }] }],
          tests: refusedTests,
        })),
        ...wrongQueries.map(({ name, value }) => ({
          name: `fuzz][wrong type ${name}`,
          overwrites: [{ overwriteRequestQueryParams: [{ key: name, value, overwrite: true, disable: false }] }],
          tests: refusedTests,
        })),
      ],
    });
  }
  return {
    version: 1,
    globals: { stripResponseExamples: true, collectionTestScripts: [NO_SERVER_ERROR], orderOfOperations: order },
    tests: {
      contractTests: [
        {
          openApiOperation: "*::/*",
          statusCode: { enabled: true },
          contentType: { enabled: true },
          jsonBody: { enabled: true },
          schemaValidation: { enabled: true },
        },
      ],
      variationTests,
    },
    overwrites,
  };
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [command, ...args], { cwd, env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: { raw?: string; path?: string[]; query?: Array<{ key: string; value: string | null; disabled?: boolean }>; variable?: unknown[] }; body?: { raw?: string }; header?: unknown[] };
  event?: Array<{ listen: string; script: { exec: string[] } }>;
}
export interface PostmanCollection {
  item: PostmanItem[];
  protocolProfileBehavior?: Record<string, unknown>;
  [key: string]: unknown;
}

/** What a request sends, to tell a variation that changed nothing from its operation's real call. */
function sentOf(item: PostmanItem): string {
  const request = item.request;
  const query = (request?.url.query ?? []).filter((param) => !param.disabled).map((param) => `${param.key}=${param.value ?? ""}`);
  const body = request?.body?.raw ? JSON.stringify(JSON.parse(request.body.raw)) : "";
  return `${request?.method} ${(request?.url.path ?? []).join("/")}?${query.join("&")} ${body}`;
}

/** The JSON body a request sends (undefined without one). */
function bodyOf(item: PostmanItem): unknown {
  return item.request?.body?.raw ? (JSON.parse(item.request.body.raw) as unknown) : undefined;
}

/**
 * Whether `variation` is `real` with fields added and nothing else changed. Portman fuzzes the fields of
 * every alternative of a union (a promotion's `benefit.amount` beside a percent's `percent`); set on
 * an object of the real call that lacks them, they are fields the request's schema does not read (the
 * document allows other properties, and the API drops them): the request is the real call again.
 */
function onlyAddsFields(real: unknown, variation: unknown): boolean {
  if (real === null || variation === null || typeof real !== "object" || typeof variation !== "object" || Array.isArray(real) !== Array.isArray(variation)) {
    return JSON.stringify(real) === JSON.stringify(variation);
  }
  if (Array.isArray(real) && Array.isArray(variation)) return real.length === variation.length && real.every((item, i) => onlyAddsFields(item, variation[i]));
  const added = variation as Record<string, unknown>;
  return Object.entries(real as Record<string, unknown>).every(([key, value]) => key in added && onlyAddsFields(value, added[key]));
}

/**
 * The two collections of the run: the operations' real calls (contract) and the variations (fuzz).
 * Cookies Newman's jar would keep from a sign-in are not sent: each call carries the session it names.
 * A fuzzing variation Portman could not change (its field has no value in the real call, such as `lines`
 * of a refund by amount), or one that only adds a field the real call's object lacks (a union's other
 * alternative), would be the real call again, which is no fuzz and would change the shop: it is left out
 * and counted.
 */
export async function portmanCollections(
  folder: string,
  document: OpenApiDocument,
  config: Record<string, Json>,
): Promise<{ contract: PostmanCollection; fuzz: PostmanCollection; unchangedVariations: string[] }> {
  await writeFile(join(folder, "openapi.json"), JSON.stringify(document));
  await writeFile(join(folder, "portman-config.json"), JSON.stringify(config));
  const output = join(folder, "collection.json");
  const portman = await run(PORTMAN, ["--local", "openapi.json", "--portmanConfigFile", "portman-config.json", "--output", output, "--includeTests", "true", "--warn", "false"], folder);
  if (portman.code !== 0 || portman.output.includes("Invalid Portman Config")) throw new Error(`Portman failed:\n${portman.output}`);
  const collection = JSON.parse(await readFile(output, "utf8")) as PostmanCollection;
  // A test Portman could not write (a schema it cannot compile) would leave that answer unchecked.
  const unchecked: string[] = [];
  const walk = (items: PostmanItem[]): PostmanItem[] => items.flatMap((item) => (item.item ? walk(item.item) : [item]));
  for (const item of walk(collection.item)) {
    if ((item.event ?? []).some((event) => event.script.exec.join("").includes("Response Validation - Disabled"))) unchecked.push(item.name);
  }
  if (unchecked.length > 0) throw new Error(`Portman left these answers without their schema check:\n${unchecked.join("\n")}`);

  const variationsFolder = collection.item.find((item) => item.name === VARIATIONS_FOLDER);
  const operations = collection.item.filter((item) => item !== variationsFolder);
  const realCalls = new Map(walk(operations).map((item) => [item.name, item]));
  const unchangedVariations: string[] = [];
  const changed = (items: PostmanItem[]): PostmanItem[] =>
    items.flatMap((item) => {
      if (item.item) return [{ ...item, item: changed(item.item) }];
      const realCall = realCalls.get(item.name.slice(0, item.name.indexOf("[")));
      const sameRequest = realCall !== undefined && sentOf({ ...realCall, request: realCall.request && { ...realCall.request, body: undefined } }) === sentOf({ ...item, request: item.request && { ...item.request, body: undefined } });
      if (realCall && (sentOf(realCall) === sentOf(item) || (sameRequest && bodyOf(realCall) !== undefined && onlyAddsFields(bodyOf(realCall), bodyOf(item))))) {
        unchangedVariations.push(item.name);
        return [];
      }
      return [item];
    });
  const noCookieJar = { ...collection.protocolProfileBehavior, disableCookies: true };
  return {
    contract: { ...collection, item: operations, protocolProfileBehavior: noCookieJar },
    fuzz: { ...collection, item: changed(variationsFolder?.item ?? []), protocolProfileBehavior: noCookieJar },
    unchangedVariations,
  };
}

/** One request of a Newman run, as its JSON report has it (only what is read here). */
interface NewmanExecution {
  item: { name: string };
  request: { method: string; url: { path?: string[]; query?: Array<{ key: string; value: string | null; disabled?: boolean }> } };
  response?: { code: number; header?: Array<{ key: string; value: string }>; stream?: { type: "Buffer"; data: number[] } };
  requestError?: { message?: string };
  assertions?: Array<{ assertion: string; error?: { message?: string } }>;
}

export interface Answer {
  /** Portman's name of the request: `METHOD /path` and, for a variation, `[fuzz][what it changed]`. */
  name: string;
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: unknown;
  /** Every check this request failed: Newman's assertions, then the document's (./conformance.ts). */
  problems: string[];
}

/** Runs a collection with Newman against `variables.baseUrl`; answers each request with what went wrong. */
export async function runNewman(folder: string, name: string, collection: PostmanCollection, variables: Record<string, string>): Promise<Answer[]> {
  const file = join(folder, `${name}.postman.json`);
  const report = join(folder, `${name}.newman.json`);
  await writeFile(file, JSON.stringify(collection));
  const args = ["run", file, "--reporters", "json", "--reporter-json-export", report, "--suppress-exit-code", "--timeout-request", "20000", "--disable-unicode"];
  for (const [key, value] of Object.entries(variables)) args.push("--env-var", `${key}=${value}`);
  const newman = await run(NEWMAN, args, folder);
  if (newman.code !== 0) throw new Error(`Newman failed:\n${newman.output}`);
  const executions = (JSON.parse(await readFile(report, "utf8")) as { run: { executions: NewmanExecution[] } }).run.executions;
  return executions.map(answerOf);
}

function answerOf(execution: NewmanExecution): Answer {
  const { request, response } = execution;
  const query = (request.url.query ?? []).filter((param) => !param.disabled).map((param) => `${param.key}=${encodeURIComponent(param.value ?? "")}`);
  const path = `/${(request.url.path ?? []).join("/")}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  const problems = (execution.assertions ?? []).flatMap((check) => (check.error ? [`${check.assertion}: ${check.error.message ?? "failed"}`] : []));
  if (!response) return { name: execution.item.name, method: request.method, path, status: 0, contentType: "", body: undefined, problems: [`no answer: ${execution.requestError?.message ?? "unknown"}`, ...problems] };
  const text = Buffer.from(response.stream?.data ?? []).toString("utf8");
  const contentType = response.header?.find((header) => header.key.toLowerCase() === "content-type")?.value ?? "";
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push(`the body is not JSON: ${text.slice(0, 120)}`);
  }
  if (!contentType.startsWith("application/json")) problems.push(`Content-Type is ${contentType || "missing"}, not application/json`);
  const documented = body === undefined ? undefined : nonConformance(request.method, path, response.code, body);
  if (documented) problems.push(documented);
  return { name: execution.item.name, method: request.method, path, status: response.code, contentType, body, problems };
}

/** `name → status: problems`, one line each, for a failure message a person can act on. */
export function described(answers: Answer[]): string {
  return answers
    .map((answer) => {
      const body = JSON.stringify(answer.body ?? null);
      return `- ${answer.name} → ${answer.status} ${body.length > 300 ? `${body.slice(0, 300)}…` : body}\n    ${answer.problems.join("\n    ")}`;
    })
    .join("\n");
}
