/**
 * Schema messages as codes. A zod check's `error` is the code itself, or `schemaMessage(code, params)`
 * when the text needs values the issue does not hold (both ends of a range, a field's name); the
 * server's field errors read them back with `issueMessage`.
 */
import { isMessageCode } from "./render";
import type { CodedMessage, MessageCode, MessageParams } from "./types";

/** Code and params in one string: zod keeps only a message on an issue. */
export function schemaMessage(code: MessageCode, params: MessageParams): string {
  return `${code} ${JSON.stringify(params)}`;
}

/** What `issueMessage` reads of a zod issue. */
export interface SchemaIssue {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: unknown;
}

function valuesOf(record: unknown): MessageParams {
  if (typeof record !== "object" || record === null) return {};
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number"),
  );
}

const bound = (value: unknown) => (typeof value === "number" || typeof value === "bigint" ? { value: Number(value) } : undefined);

/**
 * An issue's code and params: the issue's own bounds (`min`, `max`), its `params`, then those the
 * message carries. A message that is not a code (zod's own, for a check without one) reads as
 * `request.validation`.
 */
export function issueMessage(issue: SchemaIssue): CodedMessage {
  const space = issue.message.indexOf(" {");
  const code = space === -1 ? issue.message : issue.message.slice(0, space);
  let carried: MessageParams = {};
  if (space !== -1) {
    try {
      carried = valuesOf(JSON.parse(issue.message.slice(space + 1)));
    } catch {
      carried = {};
    }
  }
  if (!isMessageCode(code)) return { code: "request.validation" };
  const min = bound(issue.minimum);
  const max = bound(issue.maximum);
  const params: MessageParams = {
    ...(min ? { min: min.value } : {}),
    ...(max ? { max: max.value } : {}),
    ...valuesOf(issue.params),
    ...carried,
  };
  return Object.keys(params).length > 0 ? { code, params } : { code };
}
