/**
 * Every answer an API test sees, held to the OpenAPI document (modules/api-docs): its status must be
 * one the operation documents, and its JSON body must match that status's schema (Ajv, JSON Schema
 * 2020-12). `call` (./helpers) checks each answer of a documented operation and fails the test at the
 * call that does not conform, naming the operation, the status and what differs.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { openApiDocument, type OpenApiDocument } from "../../src/modules/api-docs";

type Operation = OpenApiDocument["paths"][string][keyof OpenApiDocument["paths"][string]] & object;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Operation;
}

let routes: Route[] | undefined;
let document: OpenApiDocument | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

/** The document's operations as matchers, written once per test file. */
function documentRoutes(): Route[] {
  document ??= openApiDocument();
  const written = document;
  routes ??= Object.entries(written.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      // A path parameter is one segment: what express's `:name` matches.
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+")}$`),
      operation: operation as Operation,
    })),
  );
  if (!ajv.getSchema("openapi")) ajv.addSchema({ $id: "openapi", components: written.components }, "openapi");
  return routes;
}

/** The documented operation a request reaches, or undefined for an address the document leaves out. */
function operationFor(method: string, path: string): Route | undefined {
  const bare = path.split("?")[0]!;
  const all = documentRoutes();
  // A literal path outranks a template that also matches it (`/shop/products/home` vs `/shop/products/get/{id}`).
  const matching = all.filter((route) => route.method === method && route.pattern.test(bare));
  return matching.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))[0];
}

/** Refs into the document's components, pointed at the schema registered under the id "openapi". */
function resolvable(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'));
}

/**
 * What is wrong with an answer, by the document; undefined when it conforms or the document does not
 * describe the address (the image upload, the stored images, the sandbox provider's pages).
 */
export function nonConformance(method: string, path: string, status: number, body: unknown): string | undefined {
  const route = operationFor(method, path);
  if (!route) return undefined;
  const responses = route.operation.responses;
  const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  const name = `${route.operation.operationId} (${method} ${route.template})`;
  if (!documented) return `${name} answered ${status}, which it does not document (it documents ${Object.keys(responses).join(", ")})`;
  const schema = documented.content?.["application/json"]?.schema;
  if (!schema) return undefined;
  const key = `${route.method} ${route.template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(resolvable(schema) as object);
    validators.set(key, validate);
  }
  if (validate(body)) return undefined;
  const problems = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || "(body)"} ${error.message ?? ""}${error.params ? ` ${JSON.stringify(error.params)}` : ""}`);
  return `${name} answered ${status} with a body the document does not describe: ${problems.join("; ")}`;
}
