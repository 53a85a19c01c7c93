#!/usr/bin/env node
// Holds the Firestore queries the app ran in the last API test run against firestore.indexes.json,
// with Firestore's rules for which index serves a query (scripts/lib/index-coverage.mjs). The API
// tests' global set-up runs this same check when the run ends and fails the run on a query no index
// serves; this script reads the log that run left, to look at it again or after editing the indexes.
//   node scripts/index-coverage.mjs [log] [indexes]   (defaults: .data/firestore-queries.json, firestore.indexes.json)
//   --list   also prints every query shape with the index(es) serving it
// Exits 1 when a query has no index (the report names the entry to add), 2 when there is no log.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { checkIndexCoverage, describeQuery, formatCoverage } from "./lib/index-coverage.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const list = args.includes("--list");
const [logPath = join(ROOT, ".data", "firestore-queries.json"), indexesPath = join(ROOT, "firestore.indexes.json")] = args.filter((a) => !a.startsWith("--"));

if (!existsSync(logPath)) {
  console.error(`No query log at ${logPath}: run the API tests first (SHOP_TEST_PORT_OFFSET=… npm test -- api).`);
  process.exit(2);
}
const log = JSON.parse(readFileSync(logPath, "utf8"));
const result = checkIndexCoverage(log.entries, JSON.parse(readFileSync(indexesPath, "utf8")));
if (list) {
  for (const { entry, plans } of result.checked) {
    console.log(`${describeQuery(entry.query)}  [${entry.runs} run(s)]`);
    for (const plan of plans) console.log(`    served by ${plan.join(" + ")}`);
    if (entry.sites.length > 0) console.log(`    at ${entry.sites.join("; ")}`);
  }
}
const { ok, lines } = formatCoverage(result, { complete: log.complete !== false });
console.log(`${lines.join("\n")}\n(from ${logPath}, written ${log.writtenAt}${log.complete === false ? ", a partial run" : ""})`);
process.exit(ok ? 0 : 1);
