/**
 * GET /api/openapi.json over real HTTP: the document an integrator reads, and Redocly's recommended
 * rules over it (no error, no warning).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_REFERENCE_SCRIPT, tableEntries } from "../../src/modules/api-docs";
import { useTestApi } from "./helpers";

const api = useTestApi();
const REDOCLY = join(__dirname, "..", "..", "..", "node_modules", ".bin", "redocly");

describe("GET /api/openapi.json", () => {
  it("answers OpenAPI 3.1 with every endpoint of the table, cacheable by the CDN", async () => {
    const response = await fetch(`${api.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/\bs-maxage=\d+/);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe("3.1.0");
    const operationIds = Object.values(document.paths).flatMap((path) => Object.values(path).map((operation) => operation.operationId));
    expect(operationIds.sort()).toEqual(tableEntries().map(({ name }) => name.join(".")).sort());
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const text = await (await fetch(`${api.baseUrl}/api/openapi.json`)).text();
    const folder = mkdtempSync(join(tmpdir(), "openapi-"));
    try {
      const file = join(folder, "openapi.json");
      writeFileSync(file, text);
      const lint = spawnSync(REDOCLY, ["lint", file, "--extends=recommended", "--format=summary"], { encoding: "utf8", env: { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1" } });
      const output = `${lint.stdout}${lint.stderr}`;
      expect(output, output).toContain("Your API description is valid");
      expect(output, output).not.toMatch(/\d+ warnings?\b/);
      expect(lint.status, output).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("GET /api/docs", () => {
  it("answers the reference page, which loads Redoc from the shop's own origin under a policy of its own", async () => {
    const response = await fetch(`${api.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|https?:/);
    const html = await response.text();
    expect(html).toContain('spec-url="/api/openapi.json"');
    expect(html).toContain(`<script src="${API_REFERENCE_SCRIPT}"></script>`);
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });
});
