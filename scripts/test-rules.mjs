#!/usr/bin/env node
// `npm run test:rules`: the security rules (firestore.rules, storage.rules) against the official
// Firestore and Storage emulators, the only ones that evaluate rules. Tests: rules-tests/.
//
// Those emulators need Java 21+ and, on first use, internet to download their jars. Where they
// cannot run, this says what is missing and exits 1. It is not part of `npm test`, which needs
// Node alone. Its ports differ from `npm start`'s and `npm test`'s, so it runs beside them.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { PROJECT_ID, ROOT } from "./lib/emulator-config.mjs";
import { javaMajorVersion } from "./lib/stack.mjs";

const MIN_JAVA = 21;
const PORTS = { firestore: 8380, firestoreWebSocket: 9160, storage: 9599, hub: 4420, logging: 4520 };
const FIREBASE_BIN = join(ROOT, "node_modules", ".bin", "firebase");
const TESTS = "npx vitest run --config rules-tests/vitest.config.mts";

/** Prints what the rules tests need and why, then exits non-zero (no stack trace). */
function cannotRun(reason) {
  console.error(`
Cannot run the security rules tests: ${reason}

They need:
  - Java ${MIN_JAVA} or newer on the PATH (check with \`java -version\`), and
  - internet on the first run, so firebase-tools can download the Firestore and Storage emulator
    jars (or a machine that already has them, in ~/.cache/firebase/emulators).

Why: only the official Firestore and Storage emulators evaluate security rules. The Node Firestore
emulator that \`npm start\` and \`npm test\` use has no rules, and \`npm test\` does not need any of this.
`);
  process.exit(1);
}

const java = javaMajorVersion();
if (java === 0) cannotRun("no Java was found on the PATH.");
if (java < MIN_JAVA) cannotRun(`this machine has Java ${java}.`);

/** firebase.json with this script's ports; at the root, where the rules paths resolve. */
function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
  const at = (port) => ({ host: "127.0.0.1", port });
  config.emulators = {
    ...config.emulators,
    firestore: { ...at(PORTS.firestore), websocketPort: PORTS.firestoreWebSocket },
    storage: at(PORTS.storage),
    hub: at(PORTS.hub),
    logging: at(PORTS.logging),
  };
  const path = join(ROOT, ".firebase.rules.json");
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

// rules-tests/global-setup.ts writes this file once the emulators are up and vitest has started, so
// a failure without it means the emulators never started.
const startedMarker = join(ROOT, ".data", "rules-tests-started");
mkdirSync(dirname(startedMarker), { recursive: true });
rmSync(startedMarker, { force: true });

const env = { ...process.env, RULES_TESTS_STARTED_MARKER: startedMarker };
// emulators:exec points the tests at its own emulators; stale values from the shell must not win.
delete env.FIRESTORE_EMULATOR_HOST;
delete env.FIREBASE_STORAGE_EMULATOR_HOST;
delete env.FIREBASE_EMULATOR_HUB;

const code = await new Promise((resolve) => {
  const child = spawn(
    FIREBASE_BIN,
    ["emulators:exec", "--project", PROJECT_ID, "--config", writeEmulatorConfig(), "--only", "firestore,storage", TESTS],
    { cwd: ROOT, stdio: "inherit", env },
  );
  child.on("error", (error) => {
    console.error(`Could not run firebase-tools (${error.message}).`);
    resolve(1);
  });
  child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});

const testsRan = existsSync(startedMarker);
rmSync(startedMarker, { force: true });
if (code !== 0 && !testsRan) {
  cannotRun("the Firestore and Storage emulators did not start (firebase-tools says why above).");
}
process.exit(code);
