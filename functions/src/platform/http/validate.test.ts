import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fakeNext, fakeResponse } from "../../test/fake-http";
import { summarise } from "../errors";
import { validateBody } from "./validate";
import type { Request } from "express";

const schema = z.object({ name: z.string({ error: "Name is required." }).trim().min(1, { error: "Name is required." }) });

describe("validateBody", () => {
  it("answers 400 with field messages and does not call the handler", () => {
    const fake = fakeResponse();
    const next = fakeNext();
    validateBody(schema)({ body: {} } as Request, fake.res, next);
    expect(fake.statusCode).toBe(400);
    expect(fake.body).toEqual({ success: false, message: "Name is required.", errors: { name: "Name is required." } });
    expect(next.calls).toHaveLength(0);
  });

  it("treats a missing body as an empty object", () => {
    const fake = fakeResponse();
    validateBody(schema)({ body: undefined } as Request, fake.res, fakeNext());
    expect(fake.body).toMatchObject({ errors: { name: "Name is required." } });
  });

  it("replaces the body with the parsed value", () => {
    const req = { body: { name: "  Dana ", extra: true } } as Request;
    const next = fakeNext();
    validateBody(schema)(req, fakeResponse().res, next);
    expect(next.calls).toEqual([[]]);
    expect(req.body).toEqual({ name: "Dana" });
  });
});

describe("summarise", () => {
  it("ends every message with a full stop", () => {
    expect(summarise({ a: "First", b: "Second." })).toBe("First. Second.");
  });
});
