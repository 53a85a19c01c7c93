#!/usr/bin/env node
// `npm run bench:runtimes`: what each storefront page's first-load JS would weigh if the browser ran
// another React runtime under the same code. It builds the SPA with the shop's own Vite config three
// times — as it is (React 19, from the lockfile), with React 18.3 and with Preact 10's compat layer
// in place of react and react-dom — and prints, per storefront page, the gzip bytes of the entry,
// its static imports, the page's chunks and the page language's texts (the larger of en and he):
// what `bench:web` counts for that page. The alternatives are installed for this run only, into
// node_modules/.bench-runtimes, and never become the shop's dependencies. It measures size only:
// running on Preact would also need the server render moved to preact-render-to-string.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { ROOT } from "../lib/emulator-config.mjs";
import { BUDGET } from "./web-budget.mjs";

const web = join(ROOT, "web");
const cache = join(ROOT, "node_modules", ".bench-runtimes");

/** The storefront's lazy page chunks (web/src/app/router.tsx), as the chunk report names them. */
const PAGES = ["HomePage", "ListingPage", "ProductPage", "SearchPage", "AboutPage", "ContactPage"];

/** Each runtime: the packages it needs (pinned) and how react and react-dom resolve to them. */
const RUNTIMES = [
  { name: "React 19.3 (the shop today)", packages: [], alias: () => [] },
  {
    name: "React 18.3",
    packages: ["react@18.3.1", "react-dom@18.3.1"],
    alias: (modules) => [
      { find: /^react(\/.*)?$/, replacement: `${modules}/react$1` },
      { find: /^react-dom(\/.*)?$/, replacement: `${modules}/react-dom$1` },
    ],
  },
  {
    name: "Preact 10 (preact/compat)",
    packages: ["preact@10.29.8"],
    alias: (modules) => [
      { find: /^react-dom\/client$/, replacement: `${modules}/preact/compat/client.mjs` },
      { find: /^react-dom(\/.*)?$/, replacement: `${modules}/preact/compat/dist/compat.module.js` },
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: `${modules}/preact/jsx-runtime/dist/jsxRuntime.module.js` },
      { find: /^react$/, replacement: `${modules}/preact/compat/dist/compat.module.js` },
    ],
  },
];

/** Installs a runtime's packages once (npm registry, versions pinned above); answers its node_modules. */
function install(runtime) {
  const dir = join(cache, runtime.packages.join("+").replace(/[@/]/g, "_"));
  const modules = join(dir, "node_modules");
  if (!existsSync(join(modules, ".installed"))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), `${JSON.stringify({ name: "bench-runtime", private: true })}\n`);
    console.log(`  installing ${runtime.packages.join(", ")}…`);
    const npm = spawnSync("npm", ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--prefix", dir, ...runtime.packages], { stdio: "inherit" });
    if (npm.status !== 0) throw new Error(`npm install ${runtime.packages.join(" ")} failed`);
    writeFileSync(join(modules, ".installed"), "");
  }
  return modules;
}

/** Builds the SPA (in memory) and answers each storefront page's first-load gzip bytes. */
async function measure(alias, runtime) {
  const output = await build({
    configFile: join(web, "vite.config.ts"),
    root: web,
    logLevel: "error",
    resolve: { alias },
    build: { write: false },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === "chunk");
  // An alternative that let the workspace's own React in (an import the aliases missed) measures nothing.
  const ownReact = join(ROOT, "node_modules", "react-dom");
  if (alias.length && chunks.some((chunk) => Object.keys(chunk.modules).some((id) => id.startsWith(ownReact)))) {
    throw new Error(`${runtime}: the build still holds ${ownReact}`);
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gzip = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]));
  const closure = (fileName, loaded) => {
    if (loaded.has(fileName)) return loaded;
    loaded.add(fileName);
    byFile.get(fileName)?.imports.forEach((name) => closure(name, loaded));
    return loaded;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const texts = ["en", "he"].map((language) => chunks.find((chunk) => new RegExp(`shared[\\\\/]i18n[\\\\/]catalogues[\\\\/]${language}\\.ts$`).test(chunk.facadeModuleId ?? "")));
  const heavierTexts = Math.max(...texts.map((chunk) => (chunk ? gzip.get(chunk.fileName) : 0)));
  return Object.fromEntries(PAGES.map((name) => {
    const page = chunks.find((chunk) => chunk.name === name && chunk.isDynamicEntry);
    if (!page) return [name, NaN];
    const loaded = closure(page.fileName, closure(entry.fileName, new Set()));
    return [name, [...loaded].reduce((sum, fileName) => sum + gzip.get(fileName), 0) + heavierTexts];
  }));
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : "—");
const results = [];
for (const runtime of RUNTIMES) {
  console.log(`Building with ${runtime.name}…`);
  const modules = runtime.packages.length ? install(runtime) : "";
  results.push({ runtime: runtime.name, pages: await measure(runtime.alias(modules), runtime.name) });
}

const budget = BUDGET.firstLoadJsBytes.max;
const widths = [Math.max(...results.map((r) => r.runtime.length)), ...PAGES.map((p) => Math.max(p.length, 9))];
const row = (cells) => console.log(cells.map((cell, i) => cell.padEnd(widths[i])).join("  "));
console.log(`\nFirst-load JS per storefront page (gzip; entry, its imports, the page and its texts), budget ${kb(budget)}:\n`);
row(["runtime", ...PAGES]);
row(widths.map((w) => "-".repeat(w)));
for (const { runtime, pages } of results) row([runtime, ...PAGES.map((p) => `${kb(pages[p])}${pages[p] > budget ? " ✗" : ""}`)]);
