/**
 * The forms check a draft with the same zod schema the server validates the request with, and say
 * what is wrong in the SPA's own words. A zod issue is read by its code, its origin and its bounds,
 * never by its message (the messages are the server's, and become message codes).
 */

/** The kinds of problem a form can show; a schema refinement names its own with `params: { problem }`. */
export type ProblemKind =
  | "required"
  | "tooShort"
  | "tooLong"
  | "tooLow"
  | "tooHigh"
  | "tooMany"
  | "notWhole"
  | "format"
  | "invalid"
  | (string & {});

export interface FieldProblem {
  kind: ProblemKind;
  /** The bound that was missed, for "tooShort" / "tooLow" (minimum) and "tooLong" / "tooHigh" / "tooMany" (maximum). */
  minimum?: number;
  maximum?: number;
}

/** Problems keyed by the field's path in the request, dotted (`contactInfo.email`; "" for the whole). */
export type FieldProblems = Record<string, FieldProblem>;

/**
 * What the helper needs of a zod issue and schema: written out rather than imported, so the SPA
 * depends on the contracts' schemas and not on zod itself. zod 4's issues and schemas fit it.
 */
export interface SchemaIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly origin?: string;
  readonly expected?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly params?: Readonly<Record<string, unknown>>;
}

export interface FormSchema<Value> {
  safeParse(draft: unknown): { success: true; data: Value } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export type FormCheck<Value> = { ok: true; value: Value; problems: FieldProblems } | { ok: false; problems: FieldProblems };

/** Whether a value counts as left out: missing, null, or blank text. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

function valueAt(draft: unknown, path: readonly PropertyKey[]): unknown {
  let value = draft;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const bound = (value: number | bigint | undefined) => (value === undefined ? undefined : Number(value));

/** One zod issue as the kind of problem the forms show; `value` is what the draft holds at its path. */
export function problemOf(issue: SchemaIssue, value: unknown): FieldProblem {
  switch (issue.code) {
    case "too_small": {
      const minimum = bound(issue.minimum);
      if (issue.origin === "string" || issue.origin === "array") {
        return minimum !== undefined && minimum > 1 ? { kind: "tooShort", minimum } : { kind: "required" };
      }
      return { kind: "tooLow", minimum };
    }
    case "too_big": {
      const maximum = bound(issue.maximum);
      if (issue.origin === "string") return { kind: "tooLong", maximum };
      if (issue.origin === "array" || issue.origin === "set") return { kind: "tooMany", maximum };
      return { kind: "tooHigh", maximum };
    }
    case "invalid_type":
      if (isBlank(value)) return { kind: "required" };
      return issue.expected === "int" ? { kind: "notWhole" } : { kind: "invalid" };
    case "invalid_value":
      return isBlank(value) ? { kind: "required" } : { kind: "invalid" };
    case "invalid_format":
      return { kind: "format" };
    case "custom": {
      const problem = issue.params?.problem;
      return { kind: typeof problem === "string" ? problem : "invalid" };
    }
    default:
      return { kind: "invalid" };
  }
}

/**
 * `draft` checked with `schema`: the parsed value to send (trimmed, converted, as the server will
 * read it) or, per field path, the first problem found there.
 */
export function checkForm<Value>(schema: FormSchema<Value>, draft: unknown): FormCheck<Value> {
  const result = schema.safeParse(draft);
  if (result.success) return { ok: true, value: result.data, problems: {} };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in problems)) problems[key] = problemOf(issue, valueAt(draft, issue.path));
  }
  return { ok: false, problems };
}

/** One field's value checked with that field's schema (`schema.shape.city`): its first problem, or null. */
export function fieldProblem(schema: FormSchema<unknown>, value: unknown): FieldProblem | null {
  const check = checkForm(schema, value);
  return check.ok ? null : (Object.values(check.problems)[0] ?? null);
}

/**
 * Text typed into a number field, as a schema should read it: nothing when blank (so "required"), the
 * number `parse` makes of it (money, a whole number), else the text itself, which the schema refuses.
 */
export function numberFromText(text: string, parse: (trimmed: string) => number | null): number | string | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : (parse(trimmed) ?? trimmed);
}
