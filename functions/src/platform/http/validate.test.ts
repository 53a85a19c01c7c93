import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError, summarise } from "../errors";
import { parseInput } from "./validate";

const schema = z.object({ name: z.string({ error: "field.name.required" }).trim().min(1, { error: "field.name.required" }) });

/** The HttpError parseInput throws for `value` (the error handler answers it as 400 with the fields). */
function refusal(value: unknown): HttpError {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("parseInput accepted the value");
}

describe("parseInput", () => {
  it("refuses with 400, the validation code and each field's code", () => {
    const error = refusal({});
    expect(error.status).toBe(400);
    expect(error.code).toBe("request.validation");
    expect(error.fields).toEqual({ name: { code: "field.name.required" } });
  });

  it("treats a missing value as an empty object", () => {
    expect(refusal(undefined).fields).toEqual({ name: { code: "field.name.required" } });
  });

  it("answers the parsed value", () => {
    expect(parseInput(schema, { name: "  Dana ", extra: true })).toEqual({ name: "Dana" });
  });
});

describe("summarise", () => {
  it("ends every message with a full stop", () => {
    expect(summarise(["First", "Second."], "")).toBe("First. Second.");
  });
});
