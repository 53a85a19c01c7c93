import { defineConfig, devices } from "@playwright/test";

// End-to-end tests run against a stack that scripts/test.mjs starts (SHOP_BASE_URL). Run them on
// their own against `npm start` with: SHOP_BASE_URL=http://127.0.0.1:5000 npx playwright test
const baseURL = process.env.SHOP_BASE_URL ?? "http://127.0.0.1:5000";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  // One worker: the tests share one seeded Firestore and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: ".data/test-results",
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".data/test-reports/e2e.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
});
