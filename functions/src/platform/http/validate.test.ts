import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fakeNext, fakeRequest, fakeResponse } from "../../test/fake-http";
import { summarise } from "../errors";
import { validateBody } from "./validate";

const schema = z.object({ name: z.string({ error: "field.name.required" }).trim().min(1, { error: "field.name.required" }) });
const withBody = (body: unknown) => Object.assign(fakeRequest(), { body });

describe("validateBody", () => {
  it("answers 400 with field messages and does not call the handler", () => {
    const fake = fakeResponse();
    const next = fakeNext();
    validateBody(schema)(withBody({}), fake.res, next);
    expect(fake.statusCode).toBe(400);
    expect(fake.body).toEqual({
      success: false,
      code: "request.validation",
      message: "Name is required.",
      errors: { name: "Name is required." },
      errorCodes: { name: { code: "field.name.required" } },
    });
    expect(next.calls).toHaveLength(0);
  });

  it("treats a missing body as an empty object", () => {
    const fake = fakeResponse();
    validateBody(schema)(withBody(undefined), fake.res, fakeNext());
    expect(fake.body).toMatchObject({ errors: { name: "Name is required." } });
  });

  it("replaces the body with the parsed value", () => {
    const req = withBody({ name: "  Dana ", extra: true });
    const next = fakeNext();
    validateBody(schema)(req, fakeResponse().res, next);
    expect(next.calls).toEqual([[]]);
    expect(req.body).toEqual({ name: "Dana" });
  });
});

describe("summarise", () => {
  it("ends every message with a full stop", () => {
    expect(summarise(["First", "Second."], "")).toBe("First. Second.");
  });
});
