import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { WORKSPACE_MANIFEST, packContracts, restoreContracts } from "./deploy-contracts.mjs";

const ROOT = resolve(import.meta.dirname, "..");
let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of functions/package.json in a scratch folder stands in for the upload. */
function scratchFunctions() {
  dir = mkdtempSync(join(tmpdir(), "deploy-contracts-"));
  cpSync(join(ROOT, "functions", "package.json"), join(dir, "package.json"));
  return dir;
}

describe("deploy-contracts", () => {
  it("packs the built contracts into the upload and points package.json at the tarball, then restores", () => {
    execFileSync("npx", ["tsc", "-p", "tsconfig.build.json"], { cwd: join(ROOT, "packages", "contracts") });
    const functionsDir = scratchFunctions();
    const before = readFileSync(join(functionsDir, "package.json"), "utf8");

    const tarball = packContracts(functionsDir);
    const manifest = JSON.parse(readFileSync(join(functionsDir, "package.json"), "utf8"));
    expect(manifest.dependencies["@cocoa/contracts"]).toBe(`file:${tarball}`);
    const listing = execFileSync("tar", ["-tzf", join(functionsDir, tarball)], { encoding: "utf8" });
    expect(listing).toContain("package/dist/index.js");
    expect(listing).toContain("package/dist/schemas/index.js");
    expect(listing).not.toContain("package/src/");

    expect(restoreContracts(functionsDir)).toBe(true);
    expect(readFileSync(join(functionsDir, "package.json"), "utf8")).toBe(before);
    expect(existsSync(join(functionsDir, tarball))).toBe(false);
    expect(existsSync(join(functionsDir, WORKSPACE_MANIFEST))).toBe(false);
  }, 120_000);

  it("restoring with nothing packed changes nothing", () => {
    const functionsDir = scratchFunctions();
    expect(restoreContracts(functionsDir)).toBe(false);
  });
});
