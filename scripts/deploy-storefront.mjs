#!/usr/bin/env node
// The `api` function renders the storefront's pages (functions/src/modules/storefront) from the web
// build: the template web/dist/index.html, the server render web/dist-server/entry-server.cjs (one
// self-contained file) and the build's manifest web/dist/.vite/manifest.json (which files a page's code is). `firebase deploy` uploads only functions/, so for the length of a deploy both
// travel inside it, in functions/storefront/ (git-ignored; the function looks there first):
//   pack     (functions predeploy) copies them in; fails when the web app is not built;
//   restore  (functions postdeploy, and safe to run any time) removes the copy.
// `node scripts/deploy-storefront.mjs pack|restore [functionsDir]`.
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const FILES = [
  [join(ROOT, "web", "dist", "index.html"), "index.html"],
  [join(ROOT, "web", "dist-server", "entry-server.cjs"), "entry-server.cjs"],
  [join(ROOT, "web", "dist", ".vite", "manifest.json"), "manifest.json"],
];

export function packStorefront(functionsDir) {
  const target = join(functionsDir, "storefront");
  for (const [from] of FILES) {
    if (!existsSync(from)) throw new Error(`${from} is missing: run \`npm run build -w web\` before deploying.`);
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const [from, name] of FILES) copyFileSync(from, join(target, name));
}

export function restoreStorefront(functionsDir) {
  rmSync(join(functionsDir, "storefront"), { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, dir = join(ROOT, "functions")] = process.argv.slice(2);
  if (command === "pack") packStorefront(resolve(dir));
  else if (command === "restore") restoreStorefront(resolve(dir));
  else {
    console.error("usage: node scripts/deploy-storefront.mjs pack|restore [functionsDir]");
    process.exit(2);
  }
}
