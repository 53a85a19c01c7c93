/**
 * Two projects:
 * - unit: `src/**\/*.test.ts`, no emulators (schemas, middleware with fake req/res, helpers).
 * - api:  `test/api/**\/*.test.ts`, the real Express app over real HTTP against the Auth emulator
 *         (started by `firebase emulators:exec --only auth`) and the Node Firestore emulator
 *         (started in-process by test/api/global-setup.ts on FIRESTORE_EMULATOR_HOST's port).
 *
 * From the repository root:
 *   npx vitest run --project unit --root functions
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8280 FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9299 \
 *     npx firebase emulators:exec --config .firebase.test.json --project demo-chocolate-shop \
 *     --only auth "npx vitest run --project api --root functions"
 */
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

const PROJECT_ID = "demo-chocolate-shop";

export default defineConfig({
  // Tests run the contracts from their source, so they need no build of packages/contracts first;
  // the built functions (lib/) load its compiled dist through the workspace link instead.
  resolve: {
    alias: { "@cocoa/contracts": resolve(__dirname, "../packages/contracts/src/index.ts") },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // The contracts package's own tests, and the repository scripts', run here too: neither has a runner of its own.
          include: ["src/**/*.test.ts", "../packages/contracts/src/**/*.test.ts", "../scripts/**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["test/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/api/global-setup.ts"],
          // Marks each query as the app's or a test's own, for the index check (test/api/query-origin.ts).
          setupFiles: ["test/api/query-origin.ts"],
          fileParallelism: false,
          // Most tests take 1-5 s; on a loaded two-core CI machine a race of ten shoppers took past 20 s
          // once, a failure of load, not of behaviour.
          testTimeout: 40_000,
          hookTimeout: 30_000,
          env: {
            GCLOUD_PROJECT: PROJECT_ID,
            FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8280",
            // Everything is emulated: keep google-auth-library from probing the GCE metadata server.
            METADATA_SERVER_DETECTION: "none",
          },
        },
      },
    ],
  },
});
