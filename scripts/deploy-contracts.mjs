#!/usr/bin/env node
// The functions depend on the workspace package @cocoa/contracts, which is on no registry, and
// `firebase deploy` uploads only functions/ (without node_modules) for Cloud Build to `npm install`.
// So for the length of a deploy the package travels inside that upload as a tarball:
//   pack     (functions predeploy, after the build) npm-packs packages/contracts into functions/ and
//            points the uploaded package.json at it ("file:cocoa-contracts-<version>.tgz"), keeping
//            the workspace package.json beside it;
//   restore  (functions postdeploy, and safe to run any time) puts the workspace package.json back
//            and removes the tarball.
// `node scripts/deploy-contracts.mjs pack|restore [functionsDir]`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CONTRACTS_DIR = join(ROOT, "packages", "contracts");
const PACKAGE_NAME = "@cocoa/contracts";
/** The workspace package.json while a deploy's rewritten one is in place (ignored by the upload). */
export const WORKSPACE_MANIFEST = "package.workspace.json";

function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** Packs the (already built) contracts into `functionsDir` and points its package.json at the tarball. */
export function packContracts(functionsDir, contractsDir = CONTRACTS_DIR) {
  if (!existsSync(join(contractsDir, "dist", "index.js"))) {
    throw new Error(`${PACKAGE_NAME} is not built: run \`npm run build -w functions\` first.`);
  }
  restoreContracts(functionsDir); // a deploy that died half-way leaves its rewrite behind
  const output = execFileSync("npm", ["pack", "--json", "--pack-destination", functionsDir], { cwd: contractsDir, encoding: "utf8" });
  const [{ filename }] = JSON.parse(output);
  const manifestPath = join(functionsDir, "package.json");
  const manifest = readJson(manifestPath);
  if (!manifest.dependencies?.[PACKAGE_NAME]) throw new Error(`${manifestPath} does not depend on ${PACKAGE_NAME}.`);
  writeFileSync(join(functionsDir, WORKSPACE_MANIFEST), readFileSync(manifestPath));
  manifest.dependencies[PACKAGE_NAME] = `file:${filename}`;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return filename;
}

/** Undoes `packContracts`: the workspace package.json back, the tarball gone. */
export function restoreContracts(functionsDir) {
  const saved = join(functionsDir, WORKSPACE_MANIFEST);
  if (!existsSync(saved)) return false;
  const manifestPath = join(functionsDir, "package.json");
  const spec = readJson(manifestPath).dependencies?.[PACKAGE_NAME] ?? "";
  if (spec.startsWith("file:")) rmSync(join(functionsDir, spec.slice("file:".length)), { force: true });
  renameSync(saved, manifestPath);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, functionsDir = join(ROOT, "functions")] = process.argv.slice(2);
  if (command === "pack") console.log(`Packed ${PACKAGE_NAME} into ${join(functionsDir, packContracts(resolve(functionsDir)))}`);
  else if (command === "restore") console.log(restoreContracts(resolve(functionsDir)) ? "Restored the workspace package.json." : "Nothing to restore.");
  else {
    console.error("usage: node scripts/deploy-contracts.mjs pack|restore [functionsDir]");
    process.exit(2);
  }
}
