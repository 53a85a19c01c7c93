// ESLint for the whole repository: `npm run lint` (and the first phase of `npm test`).
// Besides the generic rules it enforces the architecture's boundaries (docs: README, "Lint it"):
//   web       features are leaves: no feature imports another feature, nothing but app imports app,
//             shared imports no feature; no import cycles.
//   functions a module reaches another module only through its index.ts; platform imports no module;
//             no import cycles; no `console` outside tests (the platform logger writes the lines).
// The folder lists are read from disk when the config loads, so a new feature or module is covered
// without touching this file.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { defineConfig } from "eslint/config";

const ROOT = dirname(fileURLToPath(import.meta.url));

/** The sub-folders of a folder of the repository (none when it does not exist yet). */
function foldersIn(relative) {
  const dir = join(ROOT, relative);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const FEATURES = "web/src/features";
const APP = "web/src/app";
const SHARED = "web/src/shared";
const MODULES = "functions/src/modules";
const PLATFORM = "functions/src/platform";

/** Test code: it may use `console` and reach into what it tests. */
const TEST_FILES = [
  "**/*.test.{ts,tsx,mts}",
  "**/*.spec.{ts,tsx,mts}",
  "web/src/test/**",
  "functions/src/test/**",
  "functions/test/**",
  "e2e/**",
  "rules-tests/**",
];

// no-restricted-paths only sees imports it can resolve, so every zone below depends on the resolver
// understanding the tsconfig aliases (`@/…`, `@contracts`); the lint self-test checks that it does.
const webZones = [
  ...foldersIn(FEATURES).map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: `Features are leaves: "${feature}" may not import another feature. Compose them in web/src/app/routes, or move what both need to web/src/shared.`,
  })),
  {
    target: [FEATURES, SHARED],
    from: APP,
    message: "Only web/src/app imports web/src/app (routes, providers, layouts, guards sit above the features).",
  },
  {
    target: SHARED,
    from: FEATURES,
    message: "web/src/shared is below the features: it may not import one.",
  },
];

const MODULE_NAMES = foldersIn(MODULES);
const serverZones = [
  // Each module's internals are closed to the other modules (a module's own files are not zoned).
  ...MODULE_NAMES.flatMap((module) => {
    const others = MODULE_NAMES.filter((other) => other !== module).map((other) => `${MODULES}/${other}`);
    if (others.length === 0) return [];
    return [
      {
        target: others,
        from: `${MODULES}/${module}`,
        except: ["./index.ts"],
        message: `Another module reaches "${module}" only through ${MODULES}/${module}/index.ts.`,
      },
    ];
  }),
  {
    target: PLATFORM,
    from: MODULES,
    message: "The platform is below the modules: it may not import one.",
  },
];

/** The import plugin with the TypeScript resolver reading one tsconfig (its `paths` are the aliases). */
function importsResolvedBy(tsconfig) {
  return {
    plugins: { "import-x": importX },
    rules: {
      // Every import must resolve for the lint too: an import the resolver cannot follow is one the
      // boundary and cycle rules silently skip.
      "import-x/no-unresolved": "error",
    },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: join(ROOT, tsconfig), alwaysTryTypes: true })],
    },
  };
}

export default defineConfig(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "web/dist-server/**",
      "functions/storefront/**",
      "functions/lib/**",
      "packages/*/lib/**",
      ".data/**",
      ".firebase/**",
      "test-results/**",
      "playwright-report/**",
      "artifacts/**",
      "web/public/**",
    ],
  },
  {
    // Two disable comments that disabled nothing were how issue 13 started; stale ones are errors.
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  // Syntactic typescript-eslint rules (not the type-checked set): a type-aware lint builds a
  // TypeScript program for every tsconfig on each run, and `npm run typecheck` already runs the
  // compiler over the same code.
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter kept on purpose (`(_event, reason) =>` in MUI callbacks, a
      // callback's leading arguments), as the compiler's noUnusedParameters already allows.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "**/*.config.{ts,mts,mjs}", "eslint.config.mjs", "e2e/**", "rules-tests/**", "functions/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Its page.evaluate callbacks run inside the browser page.
    files: ["scripts/screenshots.mjs"],
    languageOptions: { globals: { ...globals.browser } },
  },

  // ── web ──────────────────────────────────────────────────────────────────────────────────────
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ...importsResolvedBy("web/tsconfig.json"),
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The two classic hook rules only; the plugin's React Compiler rules are a separate decision.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: webZones }],
    },
  },

  // ── functions ────────────────────────────────────────────────────────────────────────────────
  {
    files: ["functions/src/**/*.ts", "functions/test/**/*.ts"],
    ...importsResolvedBy("functions/tsconfig.json"),
  },
  {
    files: ["functions/src/**/*.ts"],
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: serverZones }],
      // The function logs through the platform's logger (request id on every line).
      "no-console": "error",
      // firebase-admin's entry points are required lazily, where first used, so the function's cold
      // start loads only what the request needs (src/index.ts); nothing else is required.
      "@typescript-eslint/no-require-imports": ["error", { allow: ["^firebase-admin/"] }],
    },
  },
  {
    files: ["packages/contracts/src/schemas/parts-rules.ts", "functions/src/**/*.ts"],
    rules: {
      // The text guards match control characters on purpose (to refuse or strip them), written as
      // escapes; an accidental raw control character is what this rule is for, and none can hide here.
      "no-control-regex": "off",
    },
  },

  // ── packages (the shared contracts) ─────────────────────────────────────────────────────────
  ...(existsSync(join(ROOT, "packages/contracts/tsconfig.json"))
    ? [
        {
          files: ["packages/contracts/**/*.ts"],
          ...importsResolvedBy("packages/contracts/tsconfig.json"),
          rules: {
            "import-x/no-cycle": ["error", { ignoreExternal: true }],
            // Both sides depend on the contracts, so the contracts depend on neither.
            "import-x/no-restricted-paths": [
              "error",
              { basePath: ROOT, zones: [{ target: "packages/contracts", from: ["web", "functions"], message: "The contracts import neither the web app nor the functions." }] },
            ],
            // Schemas are made with the `z` of src/zod.ts, which turns off zod's eval (the SPA's CSP forbids it).
            "no-restricted-imports": [
              "error",
              { paths: [{ name: "zod", message: "Import z from the contracts' src/zod.ts: it turns off zod's eval, which the shop's CSP forbids.", allowTypeImports: true }] },
            ],
          },
        },
        { files: ["packages/contracts/src/zod.ts"], rules: { "no-restricted-imports": "off" } },
        {
          // The zod-free halves of the contract modules (what a storefront page's first load may import):
          // a value from a schema module would bring its schemas and zod along (a module is bundled whole).
          files: ["packages/contracts/src/**/*-rules.ts", "packages/contracts/src/cart-limits.ts", "packages/contracts/src/settings-defaults.ts"],
          rules: {
            "no-restricted-imports": [
              "error",
              {
                paths: [{ name: "zod", message: "A zod-free contract module imports no zod.", allowTypeImports: true }],
                patterns: [
                  {
                    regex: "^\\.{1,2}/(?!(?:[\\w-]+-rules|api|cart-limits|settings-defaults|messages)$)",
                    allowTypeImports: true,
                    message: "A zod-free contract module takes values only from other zod-free ones (*-rules.ts, api.ts, cart-limits.ts, settings-defaults.ts, messages); types (`import type`) from anywhere.",
                  },
                ],
              },
            ],
          },
        },
      ]
    : []),

  // ── tests ────────────────────────────────────────────────────────────────────────────────────
  {
    files: TEST_FILES,
    rules: {
      "no-console": "off",
      // Nothing imports a test, so no cycle can pass through one; skipping them saves a third of
      // the cycle rule's time.
      "import-x/no-cycle": "off",
    },
  },
);
