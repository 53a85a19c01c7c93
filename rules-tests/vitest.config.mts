/**
 * The security rules tests. They need the official Firestore and Storage emulators (Java 21+), so
 * they run only through `npm run test:rules` (scripts/test-rules.mjs), never in `npm test`:
 *   npx firebase emulators:exec --only firestore,storage --project demo-chocolate-shop \
 *     "npx vitest run --config rules-tests/vitest.config.mts"
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["**/*.test.ts"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    // Both files load rules into emulators shared by the whole run: one file at a time.
    fileParallelism: false,
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
