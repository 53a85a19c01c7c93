#!/usr/bin/env node
// `node scripts/bench/mail-listener.mjs`: what a full `mail` collection costs the local stack. It
// starts the test stack (its ports, moved by SHOP_TEST_PORT_OFFSET) in a child process — which then
// holds what `npm start`'s own process holds: the Node Firestore emulator, maildev and the mail
// deliverer — writes --mails documents of --size-kb each to `mail` (a busy day's receipts), waits until
// the deliverer has sent them all, then has the seeded admin add --saves products through the API and
// records each save's time and the child's RSS after it. --runs fresh stacks; the table gives each
// run and the median. Issue 31: `npm start` died of heap exhaustion while an admin added products.
//
// Options: --mails=300 --size-kb=100 --saves=20 --runs=3
//   --heap-mb=N            the child's V8 heap limit (--max-old-space-size); a run that dies says so
//   --heap-snapshot=DIR    the child writes a heap snapshot near that limit into DIR
//                          (--heapsnapshot-near-heap-limit=1), for scripts/bench/heap-summary.mjs
//   --snapshot-at-end=DIR  the child writes a heap snapshot into DIR after its last save (v8.writeHeapSnapshot)
//   --package-listen       the emulator serves Listen as @firestore-emulator/server does, without the
//                          wrapper's fix (SHOP_FIRESTORE_PACKAGE_LISTEN=1): the figures from before it
//   --label=TEXT           a name for the JSON written to .data/bench/mail-listener-<label>-<time>.json
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeHeapSnapshot } from "node:v8";
import { PROJECT_ID, ROOT } from "../lib/emulator-config.mjs";
import { buildShop, startStack } from "../lib/stack.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const mails = Number(option("mails", "300"));
const sizeKb = Number(option("size-kb", "100"));
const saves = Number(option("saves", "20"));
const runs = Number(option("runs", "3"));
const heapMb = option("heap-mb", "");
const snapshotDir = option("heap-snapshot", "");
const label = option("label", "");
const endSnapshotDir = option("snapshot-at-end", "");
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (args.includes("--child")) await child();
else await parent();

/** One run: a fresh stack in this process, the mail, then the saves; one JSON line on stdout at the end. */
async function child() {
  const result = { mails, sizeKb, saves: [], mailSeconds: null };
  const report = () => process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  // Each step's figures as they come, so a run that dies of heap exhaustion has told how far it got.
  const progress = (line) => process.stderr.write(`  ${line}\n`);
  const stack = await startStack({ profile: "test", mode: "node", quiet: true, log: () => {} });
  // The parent ends the emulators' group itself if this process dies of heap exhaustion.
  progress(`STACK_GROUP ${stack.child.pid}`);
  try {
    const require = createRequire(join(ROOT, "functions", "package.json"));
    const { getApps, initializeApp } = require("firebase-admin/app");
    const { getFirestore } = require("firebase-admin/firestore");
    const app = getApps().find((a) => a.name === "bench") ?? initializeApp({ projectId: PROJECT_ID }, "bench");
    const db = getFirestore(app);
    result.rssStartMb = mb(process.memoryUsage().rss);

    // A receipt-sized html part: words, not one repeated character, so nothing compresses it away.
    const words = "ganache praline truffle bonbon cocoa nib hazelnut caramel ";
    const html = `<p>${words.repeat(Math.ceil((sizeKb * 1024) / words.length)).slice(0, sizeKb * 1024)}</p>`;
    const started = Date.now();
    for (let i = 0; i < mails; i += 10) {
      const batch = db.batch();
      for (let j = i; j < Math.min(i + 10, mails); j += 1) {
        batch.create(db.collection("mail").doc(`bench-${j}`), { to: `bench-${j}@mail-bench.example`, message: { subject: `Receipt ${j}`, html } });
      }
      await batch.commit();
    }
    for (;;) {
      const docs = (await db.collection("mail").get()).docs.filter((doc) => doc.id.startsWith("bench-"));
      const done = docs.filter((doc) => ["SUCCESS", "ERROR"].includes(doc.get("delivery")?.state)).length;
      if (done === mails) break;
      if (Date.now() - started > 30 * 60_000) throw new Error(`only ${done} of ${mails} mails delivered after 30 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    result.mailSeconds = (Date.now() - started) / 1000;
    result.rssAfterMailMb = mb(process.memoryUsage().rss);
    progress(`${mails} mails of ${sizeKb} KB delivered in ${result.mailSeconds.toFixed(1)} s; RSS ${result.rssAfterMailMb} MB`);

    const login = await fetch(`${stack.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@chocolate.test", password: "ChocAdmin!2026" }),
    });
    const cookie = (login.headers.getSetCookie().find((c) => c.startsWith("__session=")) ?? "").split(";")[0];
    if (!login.ok || !cookie) throw new Error(`admin sign-in answered ${login.status}`);
    const listed = await (await fetch(`${stack.url}/api/admin/products/get?limit=1`, { headers: { Cookie: cookie } })).json();
    const model = listed.data?.products?.[0] ?? listed.data?.[0];
    if (!model) throw new Error(`no product to copy: ${JSON.stringify(listed).slice(0, 200)}`);
    for (let i = 0; i < saves; i += 1) {
      const body = {
        image: model.image,
        title: `Bench praline box ${Date.now()} ${i}`,
        description: "A box of pralines added by the mail benchmark.",
        category: model.category,
        brand: model.brand,
        price: 2500,
        salePrice: 0,
        totalStock: 10,
      };
      const t0 = performance.now();
      const answer = await fetch(`${stack.url}/api/admin/products/add`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify(body) });
      await answer.arrayBuffer();
      const ms = performance.now() - t0;
      if (answer.status !== 201) throw new Error(`product add answered ${answer.status}`);
      const save = { ms: Math.round(ms), rssMb: mb(process.memoryUsage().rss), heapMb: mb(process.memoryUsage().heapUsed) };
      result.saves.push(save);
      progress(`save ${i + 1}: ${save.ms} ms, RSS ${save.rssMb} MB, heap ${save.heapMb} MB`);
    }
    if (endSnapshotDir) {
      mkdirSync(endSnapshotDir, { recursive: true });
      progress(`heap snapshot: ${writeHeapSnapshot(join(endSnapshotDir, `after-saves-${process.pid}.heapsnapshot`))}`);
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    report();
    await stack.stop();
  }
  process.exit(0);
}

async function parent() {
  buildShop({ log: () => {} });
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const nodeArgs = [];
    if (heapMb) nodeArgs.push(`--max-old-space-size=${heapMb}`);
    if (snapshotDir) {
      mkdirSync(snapshotDir, { recursive: true });
      nodeArgs.push("--heapsnapshot-near-heap-limit=1", `--diagnostic-dir=${snapshotDir}`);
    }
    console.log(
      `Run ${run}/${runs}: ${mails} mails of ${sizeKb} KB, then ${saves} product adds${heapMb ? ` (heap limit ${heapMb} MB)` : ""}${args.includes("--package-listen") ? " (the package's Listen)" : ""}`,
    );
    const env = { ...process.env, ...(args.includes("--package-listen") ? { SHOP_FIRESTORE_PACKAGE_LISTEN: "1" } : {}) };
    const child = spawn(process.execPath, [...nodeArgs, fileURLToPath(import.meta.url), "--child", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let stackGroup = null;
    // What a run that dies says of itself on its way (its RESULT line never comes).
    const partial = { mails, sizeKb, saves: [], mailSeconds: null };
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => {
      const text = chunk.toString();
      process.stderr.write(text);
      stackGroup = Number(/STACK_GROUP (\d+)/.exec(text)?.[1] ?? stackGroup);
      const mailed = /delivered in ([\d.]+) s; RSS (\d+) MB/.exec(text);
      if (mailed) Object.assign(partial, { mailSeconds: Number(mailed[1]), rssAfterMailMb: Number(mailed[2]) });
      for (const saved of text.matchAll(/save \d+: (\d+) ms, RSS (\d+) MB, heap (\d+) MB/g)) {
        partial.saves.push({ ms: Number(saved[1]), rssMb: Number(saved[2]), heapMb: Number(saved[3]) });
      }
    });
    const code = await new Promise((resolve) => child.on("exit", (c, signal) => resolve(c ?? signal)));
    const line = out.split("\n").find((l) => l.startsWith("RESULT "));
    const result = line ? JSON.parse(line.slice(7)) : { ...partial, error: `died (${code}) after ${partial.saves.length} saves` };
    results.push(result);
    // A run that died leaves its firebase group (emulators, Functions runtimes) behind, orphaned.
    if (!line && stackGroup) {
      try {
        process.kill(-stackGroup, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }

  const summary = results.map((r, i) => ({
    run: i + 1,
    mailSeconds: r.mailSeconds,
    rssAfterMailMb: r.rssAfterMailMb,
    medianSaveMs: median(r.saves.map((s) => s.ms)),
    lastSaveMs: r.saves.at(-1)?.ms,
    rssAfterSavesMb: r.saves.at(-1)?.rssMb,
    savesDone: r.saves.length,
    error: r.error,
  }));
  console.log(`\n${"run".padEnd(5)}${"mail sent (s)".padStart(14)}${"RSS after mail".padStart(16)}${"save median".padStart(13)}${"last save".padStart(11)}${"RSS after saves".padStart(17)}  saves`);
  for (const s of summary) {
    console.log(
      `${String(s.run).padEnd(5)}${(s.mailSeconds?.toFixed(1) ?? "-").padStart(14)}${`${s.rssAfterMailMb ?? "-"} MB`.padStart(16)}${`${s.medianSaveMs} ms`.padStart(13)}${`${s.lastSaveMs ?? "-"} ms`.padStart(11)}${`${s.rssAfterSavesMb ?? "-"} MB`.padStart(17)}  ${s.savesDone}/${saves}${s.error ? `  ${s.error}` : ""}`,
    );
  }
  const med = (key) => median(summary.map((s) => s[key]));
  console.log(
    `${"median".padEnd(5)}${med("mailSeconds").toFixed(1).padStart(14)}${`${med("rssAfterMailMb")} MB`.padStart(16)}${`${med("medianSaveMs")} ms`.padStart(13)}${`${med("lastSaveMs")} ms`.padStart(11)}${`${med("rssAfterSavesMb")} MB`.padStart(17)}`,
  );
  const dir = join(ROOT, ".data", "bench");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `mail-listener-${label ? `${label}-` : ""}${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ mails, sizeKb, saves, runs: results, summary }, null, 2));
  console.log(`\nWritten to ${file}`);
  process.exit(summary.some((s) => s.error) ? 1 : 0);
}
