#!/usr/bin/env node
// Measures the function's cold path: how long `require("functions/lib/index.js")` takes in a fresh
// Node process (what Cloud Functions pays before the first request), and which modules it loads.
// Usage: npm run build -w functions && node scripts/bench/cold-start.mjs [runs]
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../lib/emulator-config.mjs";

const runs = Number(process.argv[2] ?? 7);
const probe = `
const t0 = process.hrtime.bigint();
require(${JSON.stringify(join(ROOT, "functions", "lib", "index.js"))});
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
const loaded = Object.keys(require.cache);
const heavy = ["firebase-admin/lib/firestore", "@google-cloud/firestore", "google-gax", "@grpc/grpc-js"]
  .filter((name) => loaded.some((path) => path.includes("/" + name + "/")));
console.log(JSON.stringify({ ms, modules: loaded.length, heavy }));
`;
const samples = [];
let last;
for (let i = 0; i < runs; i += 1) {
  const result = spawnSync(process.execPath, ["-e", probe], { encoding: "utf8", env: { ...process.env, GCLOUD_PROJECT: "demo-chocolate-shop" } });
  if (result.status !== 0) {
    console.error(result.stderr);
    process.exit(1);
  }
  last = JSON.parse(result.stdout.trim().split("\n").pop());
  samples.push(last.ms);
}
samples.sort((a, b) => a - b);
const median = samples[Math.floor(samples.length / 2)];
console.log(`cold require of functions/lib/index.js over ${runs} runs: median ${median.toFixed(0)} ms, min ${samples[0].toFixed(0)} ms, max ${samples.at(-1).toFixed(0)} ms`);
console.log(`modules loaded: ${last.modules}; heavy modules on the cold path: ${last.heavy.length ? last.heavy.join(", ") : "none"}`);
