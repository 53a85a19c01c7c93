#!/usr/bin/env node
// `npm test`: every test of the shop, in five phases.
//   lint    `npm run lint`: ESLint with the architecture's boundaries, and its self-test
//   unit    vitest in web/ and functions/ (no emulators)
//   api     the real Express app over HTTP against the Auth emulator and the Node Firestore emulator
//           (with the OpenAPI lint, the HTML check, the contract and fuzz run, the index coverage check)
//   e2e     Playwright + Chromium against the whole stack (Hosting, Functions, Auth, Firestore), then a
//           2.5-minute soak on the same stack
//   deploy  `npm run deploy:check`: functions/ as uploaded, installed and started on Node 22
// `npm test -- unit` (or lint, api, e2e, deploy) runs one phase; any other word narrows the test phases to
// the test files whose path holds it (`npm test -- api orders`; no soak, no deploy check). The test stack uses its own ports, so a
// running `npm start` is not disturbed.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { PORTS, PROJECT_ID, ROOT, emulatorConfigFor } from "./lib/emulator-config.mjs";
import { buildShop, startStack } from "./lib/stack.mjs";

const ALL = ["lint", "unit", "api", "e2e", "deploy"];
const requested = process.argv.slice(2).filter((a) => ALL.includes(a));
const phases = requested.length > 0 ? requested : ALL;
const filters = process.argv.slice(2).filter((a) => !ALL.includes(a));
const vitestFilters = filters.length > 0 ? [...filters, "--passWithNoTests"] : [];
const reportDir = join(ROOT, ".data", "test-reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function run(command, args, { env = {}, label }) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const vitestJson = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${join(reportDir, `${name}.json`)}`];

/** Reads pass/fail counts from the JSON reports each runner wrote. */
function tally() {
  const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0, failedTests: [] };
  const files = { "web-unit": "vitest", "functions-unit": "vitest", api: "vitest", e2e: "playwright" };
  for (const [name, kind] of Object.entries(files)) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(reportDir, `${name}.json`), "utf8"));
    } catch {
      continue;
    }
    if (kind === "vitest") {
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      for (const file of report.testResults ?? []) {
        const where = relative(ROOT, file.name ?? "");
        const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
        for (const test of failedTests) {
          totals.failedTests.push({ name: `${name}: ${where} › ${test.fullName ?? test.title}`, message: test.failureMessages?.[0] ?? "" });
        }
        // A hook that failed after every test passed (an afterAll) fails the file, not a test.
        if (file.status === "failed" && failedTests.length === 0) {
          totals.failedTests.push({ name: `${name}: ${where} (the file, outside its tests)`, message: file.message ?? "" });
        }
      }
    } else {
      // A flaky test failed once and passed on its retry: it counts as passed, and is named below.
      totals.passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
      totals.flaky += report.stats?.flaky ?? 0;
      totals.failed += report.stats?.unexpected ?? 0;
      totals.skipped += report.stats?.skipped ?? 0;
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            if (test.status !== "unexpected") continue;
            const error = test.results?.at(-1)?.error?.message ?? "";
            totals.failedTests.push({ name: `e2e: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")} [${test.projectName}]`, message: error });
          }
        }
        for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith(".ts") ? [...titles, child.title] : titles);
      };
      for (const suite of report.suites ?? []) walk(suite, []);
    }
  }
  return totals;
}

const failures = [];
async function phase(label, fn) {
  const code = await fn();
  if (code !== 0) failures.push(label);
}

// First, and on its own: a broken boundary fails the run even when every test passes.
if (phases.includes("lint")) {
  await phase("lint", () => run("npm", ["run", "--silent", "lint"], { label: "Lint (ESLint, boundaries and their self-test)" }));
}

if (phases.includes("unit")) {
  await phase("web unit tests", () =>
    run("npx", ["vitest", "run", "--root", "web", ...vitestFilters, ...vitestJson("web-unit")], { label: "Unit tests: web" }),
  );
  await phase("functions unit tests", () =>
    run("npx", ["vitest", "run", "--root", "functions", "--project", "unit", ...vitestFilters, ...vitestJson("functions-unit")], {
      label: "Unit tests: functions",
    }),
  );
}

if (phases.includes("api")) {
  const ports = PORTS.test;
  const config = emulatorConfigFor("test");
  const vitest = ["npx", "vitest", "run", "--root", "functions", "--project", "api", ...vitestFilters, ...vitestJson("api")].join(" ");
  await phase("API integration tests", () => {
    // The storefront's HTML tests render through the web build (web/dist, web/dist-server).
    buildShop({ force: process.env.CI === "true" });
    return run(
      "npx",
      ["firebase", "emulators:exec", "--project", PROJECT_ID, "--config", config, "--only", "auth", vitest],
      {
        label: "API integration tests (Auth emulator + Node Firestore emulator)",
        env: { FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`, FORCE_COLOR: "0" },
      },
    );
  });
}

let lastStack;
if (phases.includes("e2e")) {
  await phase("end-to-end tests", async () => {
    console.log("\n▶ End-to-end tests (Playwright + Chromium against the whole stack)");
    let stack;
    try {
      buildShop({ force: process.env.CI === "true" });
      stack = await startStack({ profile: "test", mode: "node", quiet: true, log: (line) => console.log(`  ${line}`) });
      lastStack = stack;
      console.log(`  Stack up at ${stack.url}`);
      const playwright = await run("npx", ["playwright", "test", ...filters], {
        label: "Playwright",
        env: {
          SHOP_BASE_URL: stack.url,
          SHOP_FIRESTORE_HOST: `127.0.0.1:${stack.ports.firestore}`,
          // The stack's mail inbox (e2e/support.ts `inbox`).
          SHOP_MAIL_URL: stack.mailUrl,
          SHOP_PROJECT_ID: PROJECT_ID,
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, "e2e.json"),
        },
      });
      if (filters.length > 0) return playwright;
      // After Playwright, on the same stack (never beside it: both would fight for two CPUs): a short
      // busy day, which fails when a process of the stack grows without bound or it stops answering.
      const soak = await run(
        "node",
        ["scripts/soak.mjs", "--minutes=2.5", `--base=${stack.url}`, `--mail=${stack.mailUrl}`, `--firestore=127.0.0.1:${stack.ports.firestore}`, `--project=${PROJECT_ID}`],
        { label: "Soak: 2.5 minutes of a busy day on the test stack (npm run soak)" },
      );
      if (soak !== 0) failures.push("soak");
      return playwright;
    } catch (error) {
      console.error(`  Could not run the end-to-end tests: ${error instanceof Error ? error.message : error}`);
      return 1;
    } finally {
      await stack?.stop();
    }
  });
  // Stopping stops everything: no process of the stack's group and none of its ports outlive it.
  await phase("the test stack stopped whole", async () => {
    if (!lastStack) return 0;
    const { processes, ports } = await lastStack.leftovers();
    console.log(`\n▶ After the stack stopped: ${processes.length} process(es) of its group, ${ports.length} port(s) still open`);
    if (processes.length > 0) console.error(`  Still running: ${processes.join(", ")}`);
    if (ports.length > 0) console.error(`  Still listening: ${ports.join(", ")}`);
    return processes.length + ports.length === 0 ? 0 : 1;
  });
}

// What `firebase deploy` uploads, installed as Cloud Build would and started on Node 22 (npm run deploy:check).
// Its own phase, after the stack has stopped: it starts emulators of its own on the test ports.
if (phases.includes("deploy") && filters.length === 0) {
  await phase("deploy check", () =>
    run("node", ["scripts/deploy-check.mjs"], { label: "Deploy check: functions/ as uploaded, installed from the registry and started on Node 22" }),
  );
}

const totals = tally();
console.log(`\nPhases: ${phases.join(", ")}${failures.length ? ` — failed: ${failures.join(", ")}` : " — all green"}`);
// A phase that failed before reporting (a crash, a stack that would not start) still counts.
const failed = Math.max(totals.failed, failures.length);
if (totals.flaky > 0) console.log(`Warning: ${totals.flaky} end-to-end test(s) passed only on a retry (see the report above).`);
// The failed tests by name, last: CI keeps only the tail of a run's output, and the phase's own report
// scrolls out of it.
for (const test of totals.failedTests) {
  console.log(`✗ ${test.name}`);
  // The first lines of the message say what was expected (without colour codes).
  const lines = stripVTControlCharacters(test.message).split("\n").filter((line) => line.trim()).slice(0, 6);
  for (const line of lines) console.log(`    ${line.slice(0, 300)}`);
}
if (failures.length > 0 && totals.failedTests.length === 0) {
  console.log(`✗ no test failed: ${failures.join(", ")} failed outside its tests (an unhandled error, a crash, a stack that would not start); its output above says which`);
}
console.log(`${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
