import { describe, expect, it } from "vitest";
import { endpoints } from "@cocoa/contracts";
import { messageCodes, openApiDocument, openApiPath, tableEntries } from "./openapi";

describe("the OpenAPI document", () => {
  const document = openApiDocument();

  it("has an operation for every entry of the endpoint table, with its method, path and access", () => {
    const entries = tableEntries();
    expect(entries.length).toBeGreaterThan(60);
    for (const { name, entry } of entries) {
      const operation = document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase() as "get"];
      expect(operation, `${entry.method} ${entry.path}`).toBeDefined();
      expect(operation!.operationId).toBe(name.join("."));
      expect(operation!["x-access"]).toBe(entry.access);
      expect(operation!.security).toEqual(entry.access === "public" ? [] : [{ session: [] }]);
      expect(Object.keys(operation!.responses)).toContain(String(entry.status ?? 200));
      if (entry.access === "admin") expect(operation!.responses).toHaveProperty("403");
    }
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations).toHaveLength(entries.length);
  });

  it("names each path parameter and describes each body from the schemas", () => {
    const update = document.paths["/api/shop/address/update/{userId}/{addressId}"]?.put;
    expect(update?.parameters?.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual(["path:userId:true", "path:addressId:true"]);
    expect(update?.requestBody?.content["application/json"].schema).toMatchObject({ type: "object" });

    const list = document.paths["/api/shop/products/get"]?.get;
    const pageSize = list?.parameters?.find((p) => p.name === "pageSize");
    expect(pageSize).toMatchObject({ in: "query", required: false });

    const add = document.paths["/api/admin/products/add"]?.post;
    expect(add?.requestBody?.content["application/json"].schema).toMatchObject({
      required: expect.arrayContaining(["title", "price"]),
      properties: { price: { type: "integer", minimum: 1 } },
    });
    expect(add?.responses["201"]).toBeDefined();
  });

  it("documents a call's own failures from the table (a refused payment answers 402)", () => {
    const capture = document.paths[openApiPath(endpoints.orders.capture.path)]?.post;
    expect(capture?.responses["402"]).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/ApiFailure" } } } });
    expect(document.paths[openApiPath(endpoints.orders.create.path)]?.post?.responses).not.toHaveProperty("402");
  });

  it("gives every failure the error envelope, its code one of the catalogue's", () => {
    const failure = document.components.schemas.ApiFailure as { properties: { code: { enum: string[] } }; required: string[] };
    expect(failure.required).toEqual(["success", "code", "message"]);
    expect(failure.properties.code.enum).toEqual(messageCodes());
    expect(messageCodes()).toContain("request.validation");
    expect(messageCodes().some((code) => /_(one|two|other)$/.test(code))).toBe(false);
  });

  it("writes a success's message code as a string, not as an unrepresentable custom type", () => {
    const login = document.paths[openApiPath(endpoints.auth.login.path)]?.post;
    const schema = JSON.stringify(login?.responses["200"]?.content);
    expect(schema).toContain('"code":{"type":"string","minLength":1');
  });
});
