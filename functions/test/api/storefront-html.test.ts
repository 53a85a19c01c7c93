/**
 * Every server-rendered storefront page, in both languages, checked by the W3C's Nu Html Checker
 * (vnu-jar from npm, on the machine's Java): 0 errors. The pages come through the real app and the web
 * build, as a browser or a crawler gets them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTestApi } from "./helpers";

const api = useTestApi({ seed: true });

/** The checker as the vnu-jar package ships it. */
const VNU_JAR = join(__dirname, "..", "..", "..", "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

const PAGES = ["/shop/home", "/shop/listing", "/shop/search?keyword=truffle", "/shop/about", "/shop/contact", "/shop/product/almond-truffles", "/shop/no-such-page"];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe("the storefront's HTML", () => {
  it("has no error by the Nu Html Checker on any page, in English or Hebrew", async () => {
    const folder = mkdtempSync(join(tmpdir(), "storefront-html-"));
    try {
      const files: string[] = [];
      for (const path of PAGES) {
        for (const language of ["en", "he"]) {
          const url = `${api.baseUrl}${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
          const response = await fetch(url);
          expect([200, 404], url).toContain(response.status);
          const file = join(folder, `${path.replace(/[^a-z0-9]+/gi, "_")}.${language}.html`);
          writeFileSync(file, await response.text());
          files.push(file);
        }
      }
      const check = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
      expect(check.error, "java runs vnu.jar").toBeUndefined();
      // vnu writes its JSON report to stderr.
      const report = JSON.parse(check.stderr || "{\"messages\":[]}") as { messages: VnuMessage[] };
      const errors = report.messages
        .filter((message) => message.type === "error" || message.subType === "fatal")
        .map((message) => `${message.url.split("/").pop()}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`.trim());
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
