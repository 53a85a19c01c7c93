#!/usr/bin/env node
// `npm run stats:rebuild`: recounts the Insights screen's daily statistics (`dailyStats`) and each
// customer's count of paid orders (`customerStats`) from the orders (functions/src/modules/admin/
// stats-rebuild.ts, over the same pure recount the API tests compare the live figures with). For a shop
// that upgrades to the statistics; run it while no order is being paid.
//
// By default it works on the local emulators of `npm start`. For a real project, run it with
// `--project <project-id>` and Application Default Credentials (`gcloud auth application-default login`).
import { createRequire } from "node:module";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { PORTS, ROOT } from "./lib/emulator-config.mjs";

const args = process.argv.slice(2);
const projectFlag = args.indexOf("--project");
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
if (projectFlag >= 0 && !project) {
  console.error("Usage: npm run stats:rebuild [-- --project <project-id>]");
  process.exit(2);
}

if (project) {
  process.env.GCLOUD_PROJECT = project;
} else {
  process.env.GCLOUD_PROJECT = JSON.parse(readFileSync(join(ROOT, ".firebaserc"), "utf8")).projects.default;
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${PORTS.start.firestore}`;
}

const require = createRequire(import.meta.url);
const { rebuildStats } = require(join(ROOT, "functions", "lib", "modules", "admin", "stats-rebuild.js"));
try {
  const { orders, days, customers } = await rebuildStats();
  console.log(`Recounted ${orders} orders: ${days} days of statistics and ${customers} customers' counts written.`);
  process.exit(0);
} catch (error) {
  console.error(`Could not rebuild the statistics: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
