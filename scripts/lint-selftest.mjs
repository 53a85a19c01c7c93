#!/usr/bin/env node
// Proves that `npm run lint` still sees the boundaries: plants real files that break each rule
// (a cross-feature import by alias and by relative path, a feature importing app, shared importing a
// feature, an import cycle, an import that does not resolve, a server module reaching another module's internals, the platform
// importing a module, `console` in function code, a stale eslint-disable), lints them with the
// ESLint Node API and the repository's own config, and fails unless each one is reported.
// A rule that resolves nothing (say a resolver that lost the `@/` alias) reports nothing, and this
// is where that shows. The planted folders are deleted afterwards (and are git-ignored).
import { existsSync, mkdirSync, readdirSync, rmSync, rmdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { ESLint } from "eslint";
import { ROOT } from "./lib/emulator-config.mjs";

const PLANTED = [
  "web/src/features/__planted_a__",
  "web/src/features/__planted_b__",
  "web/src/app/__planted__",
  "web/src/shared/__planted__",
  "functions/src/modules/__planted_a__",
  "functions/src/modules/__planted_b__",
  "functions/src/platform/__planted__",
];

/** Files to write: path → source. */
const files = {
  "web/src/features/__planted_b__/index.ts": `export { plantedB } from "./internal";\n`,
  "web/src/features/__planted_b__/internal.ts": `export const plantedB = 1;\n`,
  "web/src/app/__planted__/appThing.ts": `export const appThing = 1;\n`,
  "web/src/features/__planted_a__/crossByAlias.ts": `import { plantedB } from "@/features/__planted_b__";\nexport const viaAlias = plantedB;\n`,
  "web/src/features/__planted_a__/crossByPath.ts": `import { plantedB } from "../__planted_b__/internal";\nexport const viaPath = plantedB;\n`,
  "web/src/features/__planted_a__/importsApp.ts": `import { appThing } from "@/app/__planted__/appThing";\nexport const fromApp = appThing;\n`,
  "web/src/features/__planted_a__/cycleOne.ts": `import { two } from "./cycleTwo";\nexport const one = () => two() + 1;\n`,
  "web/src/features/__planted_a__/cycleTwo.ts": `import { one } from "@/features/__planted_a__/cycleOne";\nexport const two = (): number => (Math.random() > 2 ? one() : 0);\n`,
  "web/src/features/__planted_a__/staleDisable.ts": `// eslint-disable-next-line no-console\nexport const quiet = 1;\n`,
  "web/src/features/__planted_a__/usesContracts.ts": `export * as contracts from "@contracts";\n`,
  "web/src/features/__planted_a__/unresolved.ts": `export * as nowhere from "@/features/__planted_b__/nowhere";\n`,
  "web/src/shared/__planted__/importsFeature.ts": `import { plantedB } from "@/features/__planted_b__";\nexport const sharedB = plantedB;\n`,
  "functions/src/modules/__planted_b__/index.ts": `export { internalB } from "./internal";\n`,
  "functions/src/modules/__planted_b__/internal.ts": `export const internalB = 1;\n`,
  "functions/src/modules/__planted_a__/throughIndex.ts": `import { internalB } from "../__planted_b__";\nexport const allowed = internalB;\n`,
  "functions/src/modules/__planted_a__/internals.ts": `import { internalB } from "../__planted_b__/internal";\nexport const notAllowed = internalB;\n`,
  "functions/src/modules/__planted_a__/logs.ts": `export function log(): void {\n  console.log("planted");\n}\n`,
  "functions/src/platform/__planted__/importsModule.ts": `import { internalB } from "../../modules/__planted_b__";\nexport const platformB = internalB;\n`,
};

/** What each planted file must get: rule id → how many at least (an empty list: nothing at all). */
const expected = {
  "web/src/features/__planted_a__/crossByAlias.ts": ["import-x/no-restricted-paths"],
  "web/src/features/__planted_a__/crossByPath.ts": ["import-x/no-restricted-paths"],
  "web/src/features/__planted_a__/importsApp.ts": ["import-x/no-restricted-paths"],
  "web/src/features/__planted_a__/cycleOne.ts": ["import-x/no-cycle"],
  "web/src/features/__planted_a__/cycleTwo.ts": ["import-x/no-cycle"],
  "web/src/features/__planted_a__/staleDisable.ts": [null], // an unused directive has no rule id
  "web/src/features/__planted_a__/usesContracts.ts": [], // the `@contracts` alias resolves
  "web/src/features/__planted_a__/unresolved.ts": ["import-x/no-unresolved"],
  "web/src/shared/__planted__/importsFeature.ts": ["import-x/no-restricted-paths"],
  "functions/src/modules/__planted_a__/throughIndex.ts": [],
  "functions/src/modules/__planted_a__/internals.ts": ["import-x/no-restricted-paths"],
  "functions/src/modules/__planted_a__/logs.ts": ["no-console"],
  "functions/src/platform/__planted__/importsModule.ts": ["import-x/no-restricted-paths"],
};

// Parents the planting creates (functions/src/modules before the modules exist) go again afterwards.
const createdParents = [...new Set(PLANTED.map((dir) => dirname(dir)))].filter((dir) => !existsSync(join(ROOT, dir)));

function cleanUp() {
  for (const dir of PLANTED) rmSync(join(ROOT, dir), { recursive: true, force: true });
  for (const dir of createdParents) if (existsSync(join(ROOT, dir)) && readdirSync(join(ROOT, dir)).length === 0) rmdirSync(join(ROOT, dir));
}

const failures = [];
cleanUp();
try {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), source);
  }
  // The config reads the feature and module folders when it loads, so it loads after the planting.
  const eslint = new ESLint({ cwd: ROOT });
  const results = await eslint.lintFiles(Object.keys(expected).map((path) => join(ROOT, path)));
  for (const result of results) {
    const path = relative(ROOT, result.filePath);
    if (process.env.LINT_SELFTEST_VERBOSE) for (const m of result.messages) console.log(`  ${path}:${m.line} ${m.ruleId}: ${m.message}`);
    const got = result.messages.map((message) => message.ruleId ?? null);
    const want = expected[path];
    const missing = want.filter((rule) => !got.includes(rule));
    const unexpected = want.length === 0 ? result.messages : result.messages.filter((m) => !want.includes(m.ruleId ?? null));
    if (missing.length > 0) failures.push(`${path}: expected ${missing.join(", ")}, got ${got.join(", ") || "nothing"}`);
    for (const message of unexpected) failures.push(`${path}: unexpected ${message.ruleId}: ${message.message}`);
  }
} finally {
  cleanUp();
}

if (failures.length > 0) {
  console.error("Lint self-test FAILED: the lint config no longer reports what it must:");
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(`Lint self-test: all ${Object.keys(expected).length} planted files reported as expected.`);
