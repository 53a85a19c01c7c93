#!/usr/bin/env node
// `npm run soak`: a shop's busy day against a running stack (`npm start`'s by default), while the memory
// of every process of the stack is sampled. Issue 31: `npm start` died of heap exhaustion after 36
// minutes of mixed use; this is that use, for as long as asked, with a verdict.
//
// Who shops: guests browse the storefront's pages (both languages) and its JSON API, search and read
// reviews, and now and then write through the contact form; shoppers sign up, confirm their address
// from the verification email (read from the mail inbox's REST API, as the tests read it), fill a
// cart, give an address and check out through the local sandbox provider — most pay (and get their
// receipt), some are declined, some cancel — then review what they bought; the seeded admin adds,
// edits and deletes products (restocking what the shoppers buy) and moves paid orders on (in process,
// in shipping, delivered) or rejects one with its refund. The soak deletes from the inbox only the mail
// of its own shoppers (…@soak.test) once read, so the inbox keeps no more than a day would leave.
//
// The shop opens with a history: --history `mail` documents already delivered (receipts in the shape
// and size the shop writes, ~1.5 KB, `delivery.state` SUCCESS, so nothing sends them again), as a
// shop that has been open a while has. The stack's cost per write must not follow the size of that
// collection — issue 31's cause was a listener over `mail` that did — and a short run on a fresh
// stack shows it only with such a collection in place. They are deleted again at the end.
//
// Every --sample seconds it reads the resident memory (RSS, /proc) of every process of the stack: the
// owners of its ports (Hosting from --base, the inbox from --mail, Firestore from --firestore), every
// process of their process groups and every descendant (the Functions emulator's runtimes), never
// the soak itself. It asks the stack whether it answers at the same time.
//
// It fails (exit 1) when
//   - a process grows without bound. Judged over the second half of the run (the first is warm-up:
//     code loaded and compiled, caches filled), or, for a process born later, over what follows its
//     own first minute (the Functions emulator starts a runtime whenever all are busy; each warms up
//     by ~100 MB): its RSS rises by a least-squares slope above --max-slope MB/min AND its floor — the
//     lowest RSS of the stretch's last third against that of its first third, so that the garbage
//     collector's sawtooth (a heap climbs ~100-170 MB between two full collections here) is not taken
//     for growth — rises by more than --max-growth MB. A heap filling up as in issue 31 (GBs in
//     minutes) trips both at once; the in-memory data a day writes (orders, mail, products) grows the
//     Firestore emulator's process by a few MB a minute and trips neither. The whole stack's total and
//     its number of processes are shown, not judged: a runtime started late is a step, not a leak.
//   - the stack stops answering: no probe (GET /api/common/settings/get, and the inbox's health)
//     has succeeded for 60 s, a process that owned one of its ports is gone, or more than 5% of the
//     day's requests fail (no answer within 60 s, or a 5xx answer).
// It prints a table per process (start, peak, end, slope, floor rise) and what the day did, and writes both as
// JSON to .data/bench/soak-<time>.json.
//
// Options:
//   --base=URL          the shop (default http://127.0.0.1:5000)
//   --mail=URL          its mail inbox (default http://127.0.0.1:1080)
//   --firestore=H:P     its Firestore emulator (default 127.0.0.1:8080): the soak empties the abuse-limit
//                       counters there (every local client is one client under the emulators), as the
//                       end-to-end tests do
//   --project=ID        the Firebase project (default .firebaserc's)
//   --minutes=N         how long the day lasts (default 20; the e2e phase's short run takes 2.5)
//   --sample=S          seconds between memory samples (default 10)
//   --guests=N          guests browsing at once (default 3)
//   --shoppers=N        shoppers buying at once (default 2)
//   --history=N         delivered mail documents the day starts with (default 1000; 0 for none)
//   --max-slope=MB      the growth rule's slope, MB per minute (default 10)
//   --max-growth=MB     the growth rule's rise of the floor (default 60 for a run of 10 minutes or more,
//                       200 below: a stretch of a minute or two may hold a single climb of the sawtooth)
import { readFileSync, readdirSync, readlinkSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PROJECT_ID, ROOT } from "./lib/emulator-config.mjs";
import { ALLERGENS } from "../packages/contracts/dist/index.js";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const base = option("base", "http://127.0.0.1:5000").replace(/\/$/, "");
const mailUrl = option("mail", "http://127.0.0.1:1080").replace(/\/$/, "");
const firestoreHost = option("firestore", "127.0.0.1:8080");
const projectId = option("project", PROJECT_ID);
const minutes = Number(option("minutes", "20"));
const sampleSeconds = Number(option("sample", "10"));
const guestCount = Number(option("guests", "3"));
const shopperCount = Number(option("shoppers", "2"));
const historySize = Number(option("history", "1000"));
const maxSlope = Number(option("max-slope", "10"));
const maxGrowth = Number(option("max-growth", minutes >= 10 ? "60" : "200"));
const MAX_FAILED_SHARE = 0.05;
const REQUEST_TIMEOUT_MS = 60_000;
/** A process born during the run is judged only after its own first minute. */
const WARM_UP_MS = 60_000;
/** The stack has stopped answering when no probe has succeeded for this long. */
const SILENT_FOR_MS = 60_000;
const ADMIN = { email: "admin@chocolate.test", password: "ChocAdmin!2026" };
const run = Date.now().toString(36);
const durationMs = minutes * 60_000;
let started = Date.now();
const elapsed = () => Date.now() - started;
let stopReason = null;
const stopping = () => stopReason !== null || elapsed() >= durationMs;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = (min, max) => pause(min + Math.random() * (max - min));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (p) => Math.random() < p;

// ---------------------------------------------------------------- the stack's processes, from /proc

const ports = {
  hosting: Number(new URL(base).port || 80),
  mail: Number(new URL(mailUrl).port || 80),
  firestore: Number(firestoreHost.split(":").pop()),
};

/** The inodes of the sockets listening on `port` (IPv4 and IPv6). */
function listeningInodes(port) {
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== "0A") continue; // 0A: LISTEN
      if (parseInt(fields[1].split(":").pop(), 16) === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** Every process: pid → { ppid, pgid, rssMb, command }. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name sits in parentheses and may hold spaces: the fields after it are fixed.
      const after = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
      table.set(Number(entry), { ppid: Number(after[1]), pgid: Number(after[2]), rssMb: rssKb / 1024, command });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** The pids holding a socket of `inodes` open. */
function socketOwners(table, inodes) {
  const owners = new Set();
  if (inodes.size === 0) return owners;
  for (const pid of table.keys()) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith("socket:[") && inodes.has(target.slice(8, -1))) owners.add(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return owners;
}

/**
 * The stack now: the owners of its ports, every process of their groups and every descendant of
 * theirs, less the soak and its own descendants (when the e2e phase runs it, it sits in the group of
 * the process that holds the test stack's Firestore and inbox).
 */
function stackNow() {
  const table = processTable();
  const owners = new Map();
  for (const [name, port] of Object.entries(ports)) owners.set(name, socketOwners(table, listeningInodes(port)));
  const ownerPids = new Set([...owners.values()].flatMap((set) => [...set]));
  const groups = new Set([...ownerPids].map((pid) => table.get(pid)?.pgid).filter(Boolean));
  const descendantOf = (pid, roots) => {
    for (let current = pid, hops = 0; current > 1 && hops < 64; hops += 1) {
      if (roots.has(current)) return true;
      current = table.get(current)?.ppid ?? 0;
    }
    return false;
  };
  const self = new Set([process.pid]);
  const members = new Map();
  for (const [pid, info] of table) {
    if (descendantOf(pid, self)) continue;
    if (groups.has(info.pgid) || descendantOf(pid, ownerPids)) members.set(pid, info);
  }
  return { members, owners };
}

/** A short name for a process of the stack. */
function roleOf(pid, info, owners) {
  const holds = [...owners].filter(([, set]) => set.has(pid)).map(([name]) => name);
  const command = info.command;
  if (/functionsEmulatorRuntime/.test(command)) return "functions runtime";
  if (/firebase.*emulators:/.test(command)) return `firebase emulators${holds.includes("hosting") ? " (hosting, auth, functions)" : ""}`;
  if (holds.includes("firestore") || holds.includes("mail")) {
    const script = /scripts\/\S+\.mjs/.exec(command)?.[0] ?? command.split(" ")[0];
    return `${script} (${holds.includes("firestore") ? "Firestore emulator, " : ""}maildev, mail deliverer)`;
  }
  if (/java/.test(command)) return `java ${/-jar\s+\S*?([^/\s]+)\.jar/.exec(command)?.[1] ?? ""}`.trim();
  return command.slice(0, 60);
}

// ---------------------------------------------------------------- requests and what they did

const stats = new Map(); // label → { count, failed, unexpected, ms: [] }
let requestsFailed = 0;
let requestsMade = 0;
const problems = [];
function note(label, ms, outcome, detail) {
  const entry = stats.get(label) ?? { count: 0, failed: 0, unexpected: 0, ms: [] };
  entry.count += 1;
  if (entry.ms.length < 5000) entry.ms.push(ms);
  if (outcome === "failed") entry.failed += 1;
  if (outcome === "unexpected") entry.unexpected += 1;
  stats.set(label, entry);
  requestsMade += 1;
  if (outcome === "failed") requestsFailed += 1;
  if (outcome !== "ok" && problems.length < 40) problems.push(`${new Date().toISOString().slice(11, 19)} ${label}: ${detail}`);
}

/**
 * One request to the shop, timed and counted. `expect` lists the statuses the day expects; a network
 * error, a timeout or a 5xx fails it; another status is "unexpected" (the soak's own mistake, or the
 * shop's), counted and shown but not a failure of the stack.
 */
async function request(label, path, { method, json, cookie, expect = [200], headers = {}, raw = false, form } = {}) {
  const init = { method: method ?? (json || form !== undefined ? "POST" : "GET"), headers: { ...headers }, redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
  if (json) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(json);
  }
  if (form !== undefined) {
    init.headers["Content-Type"] = "application/x-www-form-urlencoded";
    init.body = form;
  }
  if (cookie) init.headers.Cookie = cookie;
  const t0 = performance.now();
  let response;
  let body;
  try {
    response = await fetch(path.startsWith("http") ? path : `${base}${path}`, init);
    const text = await response.text();
    body = raw ? text : safeJson(text);
  } catch (error) {
    note(label, performance.now() - t0, "failed", error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return { status: 0, body: null, headers: new Headers() };
  }
  const ms = performance.now() - t0;
  if (response.status >= 500) note(label, ms, "failed", `HTTP ${response.status} ${raw ? "" : JSON.stringify(body)?.slice(0, 160)}`);
  else if (!expect.includes(response.status)) note(label, ms, "unexpected", `HTTP ${response.status} ${raw ? "" : JSON.stringify(body)?.slice(0, 160)}`);
  else note(label, ms, "ok");
  return { status: response.status, body, headers: response.headers };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const sessionCookie = (headers) => (headers.getSetCookie?.() ?? []).find((c) => c.startsWith("__session="))?.split(";")[0];

// ---------------------------------------------------------------- the shop's Firestore, for the limits

const require = createRequire(join(ROOT, "functions", "package.json"));
process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
process.env.GCLOUD_PROJECT = projectId;
process.env.METADATA_SERVER_DETECTION ??= "none";
const { initializeApp } = require("firebase-admin/app");
const { getFirestore } = require("firebase-admin/firestore");
const db = getFirestore(initializeApp({ projectId }, "soak"));

/** Empties the abuse-limit counters: under the emulators every caller is the one local client. */
async function resetAbuseLimits() {
  const t0 = performance.now();
  try {
    const counters = await db.collection("rateLimits").get();
    if (counters.empty) return;
    const batch = db.batch();
    for (const doc of counters.docs) batch.delete(doc.ref);
    await batch.commit();
  } catch (error) {
    note("firestore (limits reset)", performance.now() - t0, "failed", error instanceof Error ? error.message : String(error));
  }
}

/** Runs an actor's loop; a step that throws is counted as a failure and the actor goes on. */
async function actor(name, step) {
  while (!stopping()) {
    try {
      await step();
    } catch (error) {
      note(`${name} (threw)`, 0, "failed", error instanceof Error ? error.message : String(error));
      await pause(1000);
    }
  }
}

// ---------------------------------------------------------------- the mail the shop has sent before

const historyIds = [];
/** Delivered receipts, as the shop queues them and the deliverer records them. */
async function writeMailHistory() {
  const sent = new Date(Date.now() - 86_400_000);
  for (let i = 0; i < historySize; i += 200) {
    const batch = db.batch();
    for (let j = i; j < Math.min(i + 200, historySize); j += 1) {
      const id = `soak-${run}-history-${j}`;
      const to = `history-${j}@soak.test`;
      historyIds.push(id);
      batch.create(db.collection("mail").doc(id), {
        to,
        template: {
          name: "order-received-en",
          data: {
            shopName: "Cocoa Atelier",
            shopUrl: `${base}/shop/home`,
            customerName: `History Shopper ${j}`,
            customerEmail: to,
            orderNumber: `CA-H${j}`,
            orderDate: sent.toDateString(),
            orderUrl: `${base}/shop/account?lang=en`,
            lines: [
              { title: "Hazelnut Gianduja Seashells (12 pcs)", quantity: 2, unitPrice: "$27.00", lineTotal: "$54.00" },
              { title: "Passion Fruit Bonbons (9 pcs)", quantity: 1, unitPrice: "$34.00", lineTotal: "$34.00" },
            ],
            subtotal: "$88.00",
            total: "$88.00",
            address: { address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6578401", phone: "+972 3 555 0147", notes: "" },
            charged: true,
          },
        },
        orderId: `soak-history-${j}`,
        createdAt: sent,
        delivery: {
          state: "SUCCESS",
          attempts: 1,
          startTime: sent,
          endTime: sent,
          error: null,
          leaseExpireTime: null,
          info: { messageId: `<history-${j}@cocoa-atelier.test>`, accepted: [to], rejected: [], pending: [], response: "250 Message queued" },
        },
      });
    }
    await batch.commit();
  }
}
async function deleteMailHistory() {
  for (let i = 0; i < historyIds.length; i += 200) {
    const batch = db.batch();
    for (const id of historyIds.slice(i, i + 200)) batch.delete(db.collection("mail").doc(id));
    await batch.commit();
  }
}

// ---------------------------------------------------------------- the catalogue the day works with

let catalogue = [];
async function refreshCatalogue() {
  const found = [];
  let cursor = null;
  for (let page = 0; page < 5; page += 1) {
    const answer = await request("api products list", `/api/shop/products/get?pageSize=60${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    found.push(...(answer.body?.data ?? []));
    cursor = answer.body?.nextCursor;
    if (!cursor) break;
  }
  if (found.length > 0) catalogue = found;
}
const WORDS = ["truffle", "praline", "dark", "milk", "hazelnut", "caramel", "gift", "box", "bar", "white", "orange", "שוקולד", "pistachio", "ganache"];

// ---------------------------------------------------------------- guests

function guest() {
  return actor("guest", async () => {
    const product = catalogue.length > 0 ? pick(catalogue) : null;
    const lang = chance(0.3) ? "he" : "en";
    const roll = Math.random();
    if (roll < 0.45) {
      const pages = ["/shop/home", "/shop/listing", `/shop/search?keyword=${encodeURIComponent(pick(WORDS))}`, "/shop/about", "/shop/contact"];
      if (product?.slug) pages.push(`/shop/product/${product.slug}`, `/shop/product/${product.slug}`);
      const page = pick(pages);
      await request("page", `${page}${page.includes("?") ? "&" : "?"}lang=${lang}`, { raw: true, headers: { Accept: "text/html" } });
    } else if (roll < 0.95) {
      const calls = [
        () => request("api settings", "/api/common/settings/get"),
        () => request("api banners", "/api/common/feature/get"),
        () => request("api home products", "/api/shop/products/home"),
        () => request("api products list", `/api/shop/products/get?sortBy=${pick(["price-lowtohigh", "price-hightolow", "title-atoz", "title-ztoa"])}&pageSize=${pick([12, 24])}`),
        () => request("api search", `/api/shop/search/${encodeURIComponent(pick(WORDS))}`),
      ];
      if (product) {
        calls.push(
          () => request("api product", `/api/shop/products/get/${product._id}`, { expect: [200, 404] }),
          () => request("api reviews", `/api/shop/review/${product._id}`, { expect: [200, 404] }),
        );
        const variant = product.imageVariants?.length ? pick(product.imageVariants).url : null;
        if (variant) calls.push(() => request("image", variant, { raw: true, expect: [200, 304, 404] }));
      }
      await pick(calls)();
    } else {
      await resetAbuseLimits();
      await request("contact message", "/api/common/contact/send", {
        json: { name: "Soak Guest", email: `guest-${run}-${Math.floor(Math.random() * 1e6)}@soak.test`, subject: pick(["general", "orders", "products", "feedback"]), message: "Do you make a dairy-free praline box?" },
        headers: { "Accept-Language": lang },
      });
    }
    await think(300, 1500);
  });
}

// ---------------------------------------------------------------- the inbox

const mailStats = { verificationMails: 0, receipts: 0, deleted: 0, missing: 0 };
/** The inbox's messages to `address`, as maildev's REST API lists them. */
async function mailTo(address) {
  const t0 = performance.now();
  try {
    const response = await fetch(`${mailUrl}/api/email?to.address=${encodeURIComponent(address)}`, { signal: AbortSignal.timeout(30_000) });
    const list = await response.json();
    note("inbox read", performance.now() - t0, response.ok ? "ok" : "failed", `HTTP ${response.status}`);
    return Array.isArray(list) ? list : [];
  } catch (error) {
    note("inbox read", performance.now() - t0, "failed", String(error));
    return [];
  }
}
async function waitForMail(address, test, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && stopReason === null) {
    const found = (await mailTo(address)).find(test);
    if (found) return found;
    await pause(500);
  }
  return null;
}
async function deleteMailTo(address) {
  const ids = (await mailTo(address)).map((email) => email.id);
  if (ids.length === 0) return;
  const response = await fetch(`${mailUrl}/api/email/delete`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ids }),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  if (response?.ok) mailStats.deleted += ids.length;
}

// ---------------------------------------------------------------- shoppers

const dayStats = { signUps: 0, paid: 0, declined: 0, cancelled: 0, reviews: 0, contactMessages: 0, productsAdded: 0, productsEdited: 0, productsDeleted: 0, ordersMoved: 0, ordersRejected: 0 };

function shopper(n) {
  let cycle = 0;
  return actor("shopper", async () => {
    cycle += 1;
    const email = `shopper-${run}-${n}-${cycle}@soak.test`;
    const password = "soak-cocoa-2026";
    const lang = chance(0.3) ? "he" : "en";
    const headers = { "Accept-Language": lang };
    await resetAbuseLimits();
    const registered = await request("sign-up", "/api/auth/register", { json: { userName: `Soak Shopper ${n}`, email, password }, expect: [201], headers });
    if (registered.status !== 201) {
      await think(2000, 4000);
      return;
    }
    dayStats.signUps += 1;
    const verification = await waitForMail(email, (mail) => /oobCode=/.test(`${mail.text}${mail.html}`));
    if (!verification) {
      mailStats.missing += 1;
      note("verification mail", 30_000, "failed", `no verification mail to ${email} within 30 s`);
      return;
    }
    mailStats.verificationMails += 1;
    const oobCode = decodeURIComponent(/oobCode=([^&"'\s<]+)/.exec(`${verification.text}${verification.html}`)[1].replace(/&amp;$/, ""));
    await request("verify email", "/api/auth/action", { json: { oobCode }, headers });
    const login = await request("sign-in", "/api/auth/login", { json: { email, password }, headers });
    const cookie = sessionCookie(login.headers);
    const uid = login.body?.user?.id;
    if (!cookie || !uid) return;

    await think(500, 1500);
    // Buy what is in stock: the admin restocks what the day sells.
    const inStock = catalogue.filter((p) => (p.totalStock ?? 0) > 5);
    if (inStock.length === 0) {
      await refreshCatalogue();
      return;
    }
    const lines = new Map();
    for (let i = 0; i < 1 + Math.floor(Math.random() * 3); i += 1) lines.set(pick(inStock)._id, 1 + Math.floor(Math.random() * 2));
    for (const [productId, quantity] of lines) {
      await request("api product", `/api/shop/products/get/${productId}`, { expect: [200, 404] });
      await request("cart add", "/api/shop/cart/add", { json: { userId: uid, productId, quantity }, cookie, headers, expect: [200, 400, 409] });
      await think(300, 1000);
    }
    await request("cart get", `/api/shop/cart/get/${uid}`, { cookie, headers });
    const address = await request("address add", "/api/shop/address/add", {
      json: { userId: uid, address: `${n} Rothschild Blvd`, city: "Tel Aviv", pincode: "6578401", phone: "+972 3 555 0147", notes: "Soak" },
      cookie,
      headers,
      expect: [201],
    });
    const addressId = address.body?.data?._id;
    if (!addressId) return;
    const created = await request("order create", "/api/shop/order/create", { json: { userId: uid, addressId }, cookie, headers, expect: [201, 400, 409] });
    const { orderId, approvalURL } = created.body ?? {};
    if (created.status === 201 && orderId && approvalURL) {
      const decision = chance(0.7) ? "approve" : chance(0.5) ? "decline" : "cancel";
      const page = new URL(approvalURL, base);
      await request("sandbox page", `${page.pathname}${page.search}`, { raw: true, expect: [200] });
      await think(500, 1500);
      const back = await request(`sandbox ${decision}`, `${page.pathname}/${decision}${page.search}`, { form: "", raw: true, expect: [303] });
      const location = new URL(back.headers.get("location") ?? "/", base);
      if (decision === "cancel") {
        const cancelled = await request("order cancel", "/api/shop/order/cancel", { json: { orderId }, cookie, headers });
        if (cancelled.status === 200) dayStats.cancelled += 1;
      } else {
        const capture = await request("order capture", "/api/shop/order/capture", {
          json: { orderId, paymentId: location.searchParams.get("paymentId") ?? "", payerId: location.searchParams.get("PayerID") ?? "" },
          cookie,
          headers,
          expect: decision === "approve" ? [200] : [402],
        });
        if (decision === "decline") dayStats.declined += 1;
        else if (capture.status === 200) {
          dayStats.paid += 1;
          const receipt = await waitForMail(email, (mail) => mail.subject && !/oobCode=/.test(`${mail.text}${mail.html}`));
          if (receipt) mailStats.receipts += 1;
          else {
            mailStats.missing += 1;
            note("receipt mail", 30_000, "failed", `no receipt to ${email} within 30 s`);
          }
          const reviewed = pick([...lines.keys()]);
          await resetAbuseLimits();
          const review = await request("review", "/api/shop/review/add", {
            json: { productId: reviewed, reviewMessage: pick(["Silky and rich.", "A perfect gift.", "טעים מאוד!", "Too sweet for me."]), reviewValue: 3 + Math.floor(Math.random() * 3) },
            cookie,
            headers,
            expect: [201, 404, 409],
          });
          if (review.status === 201) dayStats.reviews += 1;
        }
      }
    }
    await request("orders list", `/api/shop/order/list/${uid}`, { cookie, headers });
    if (chance(0.3)) {
      await resetAbuseLimits();
      const sent = await request("contact message", "/api/common/contact/send", {
        json: { name: `Soak Shopper ${n}`, email, subject: "orders", message: "When will my order ship?" },
        headers,
      });
      if (sent.status === 200) dayStats.contactMessages += 1;
    }
    await request("sign-out", "/api/auth/logout", { json: {}, cookie, headers });
    await deleteMailTo(email);
    await think(1000, 3000);
  });
}

// ---------------------------------------------------------------- the admin

const added = [];
async function admin() {
  let cookie = null;
  const signIn = async () => {
    await resetAbuseLimits();
    const login = await request("admin sign-in", "/api/auth/login", { json: ADMIN });
    cookie = sessionCookie(login.headers) ?? null;
  };
  let n = 0;
  return actor("admin", async () => {
    if (!cookie) {
      await signIn();
      await think(1000, 2000);
      return;
    }
    const model = catalogue.find((p) => p.image) ?? null;
    const roll = Math.random();
    let answer = null;
    if (roll < 0.3 && model) {
      n += 1;
      answer = await request("admin product add", "/api/admin/products/add", {
        json: productInput(model, n),
        cookie,
        expect: [201],
      });
      const id = answer.body?.data?._id ?? answer.body?.data?.product?._id;
      if (answer.status === 201) {
        dayStats.productsAdded += 1;
        if (id) added.push(id);
      }
    } else if (roll < 0.55) {
      // Restock (and reprice) one that sells: the soak's own when there are some.
      const target = added.length > 0 && chance(0.6) ? { _id: pick(added) } : catalogue.length > 0 ? pick(catalogue) : null;
      if (target && model) {
        answer = await request("admin product edit", `/api/admin/products/edit/${target._id}`, { method: "PUT", json: productInput(model, `edit ${Date.now() % 1e5}`), cookie, expect: [200, 404] });
        if (answer.status === 200) dayStats.productsEdited += 1;
      }
    } else if (roll < 0.6 && added.length > 3) {
      const id = added.splice(Math.floor(Math.random() * added.length), 1)[0];
      answer = await request("admin product delete", `/api/admin/products/delete/${id}`, { method: "DELETE", cookie, expect: [200, 404] });
      if (answer.status === 200) dayStats.productsDeleted += 1;
    } else if (roll < 0.9) {
      answer = await moveAnOrder(cookie);
    } else {
      answer = await request(chance(0.5) ? "admin overview" : "admin customers", chance(0.5) ? "/api/admin/overview" : "/api/admin/customers/get", { cookie });
    }
    if (answer?.status === 401 || answer?.status === 403) cookie = null;
    if (chance(0.1)) await refreshCatalogue();
    await think(2000, 5000);
  });
}

function productInput(model, n) {
  return {
    image: model.image,
    title: `Soak praline box ${run} ${n}`,
    titleHe: `קופסת פרלינים ${n}`,
    description: "Twelve hand-rolled pralines in a gift box, made for the soak's busy day.",
    category: model.category,
    brand: model.brand,
    price: 1500 + Math.floor(Math.random() * 5000),
    salePrice: 0,
    totalStock: 1000,
    featured: chance(0.1),
    // What is in it (issue 35): a save needs ingredients, every allergen answered and the kosher status.
    ingredients: "Dark chocolate (cocoa mass, sugar, cocoa butter), cream, butter, glucose syrup.",
    ingredientsHe: "שוקולד מריר (עיסת קקאו, סוכר, חמאת קקאו), שמנת, חמאה, סירופ גלוקוזה.",
    allergens: Object.fromEntries(ALLERGENS.map((key) => [key, key === "milk" ? "contains" : key === "treeNuts" ? "mayContain" : "free"])),
    kosher: { status: "dairy", certifier: "Rabbinate of Tel Aviv-Yafo", passover: false },
  };
}


const NEXT = { confirmed: "inProcess", inProcess: "inShipping", inShipping: "delivered" };
async function moveAnOrder(cookie) {
  const list = await request("admin orders list", "/api/admin/orders/get", { cookie });
  const orders = (list.body?.data ?? []).filter((order) => order.paymentStatus === "paid" && NEXT[order.orderStatus]);
  if (orders.length === 0) return list;
  const order = pick(orders);
  await request("admin order details", `/api/admin/orders/details/${order._id}`, { cookie });
  if (chance(0.1) && order.orderStatus === "confirmed") {
    const rejected = await request("admin order reject", `/api/admin/orders/update/${order._id}`, { method: "PUT", json: { orderStatus: "rejected" }, cookie, expect: [200, 409] });
    if (rejected.status === 200) dayStats.ordersRejected += 1;
    return rejected;
  }
  const orderStatus = NEXT[order.orderStatus];
  const json = orderStatus === "inShipping" ? { orderStatus, shipment: { carrierId: "israel-post", trackingNumber: `RR${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}IL` } } : { orderStatus };
  const moved = await request("admin order move", `/api/admin/orders/update/${order._id}`, { method: "PUT", json, cookie, expect: [200, 409] });
  if (moved.status === 200) dayStats.ordersMoved += 1;
  return moved;
}

// ---------------------------------------------------------------- memory, health, verdict

const series = new Map(); // pid → { role, samples: [[ms, rssMb]] }
const totals = []; // [ms, rssMb, processes]
let lastAnswerAt = Date.now();
const initialOwners = new Map();

async function probe() {
  const ok = async (url) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  };
  const [shop, inbox] = await Promise.all([ok(`${base}/api/common/settings/get`), ok(`${mailUrl}/api/healthz`)]);
  return shop && inbox;
}

async function sample() {
  const { members, owners } = stackNow();
  const t = elapsed();
  let total = 0;
  for (const [pid, info] of members) {
    const entry = series.get(pid) ?? { role: roleOf(pid, info, owners), samples: [] };
    entry.samples.push([t, info.rssMb]);
    series.set(pid, entry);
    total += info.rssMb;
  }
  totals.push([t, total, members.size]);
  if (initialOwners.size === 0) for (const [name, set] of owners) initialOwners.set(name, new Set(set));
  for (const [name, set] of initialOwners) {
    const gone = [...set].filter((pid) => !members.has(pid) && !owners.get(name).has(pid));
    if (gone.length > 0 && stopReason === null) stopReason = `the process that held the stack's ${name} port (pid ${gone.join(", ")}) is gone`;
  }
  if (await probe()) lastAnswerAt = Date.now();
  else if (Date.now() - lastAnswerAt >= SILENT_FOR_MS && stopReason === null) stopReason = `no probe has been answered for ${Math.round((Date.now() - lastAnswerAt) / 1000)} s`;
}

/** Least-squares slope of [ms, mb] points, in MB per minute. */
function slopePerMinute(points) {
  if (points.length < 2) return 0;
  const xs = points.map(([t]) => t / 60_000);
  const ys = points.map(([, y]) => y);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i += 1) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/** The growth rule over the second half of the run, or what follows a late-born process's first minute. */
function verdictOf(points, halfAt) {
  const bornLater = (points[0]?.[0] ?? 0) > (totals[0]?.[0] ?? 0);
  const from = Math.max(halfAt, bornLater ? points[0][0] + WARM_UP_MS : 0);
  const judged = points.filter(([t]) => t >= from);
  const start = points[0]?.[1] ?? 0;
  const end = points.at(-1)?.[1] ?? 0;
  const peak = Math.max(...points.map(([, y]) => y));
  if (judged.length < 6) return { start, peak, end, slope: null, growth: null, grows: false };
  const slope = slopePerMinute(judged);
  const third = Math.floor(judged.length / 3);
  const floor = (part) => Math.min(...part.map(([, y]) => y));
  const growth = floor(judged.slice(-third)) - floor(judged.slice(0, third));
  return { start, peak, end, slope, growth, grows: slope > maxSlope && growth > maxGrowth };
}

// ---------------------------------------------------------------- the day

console.log(
  `Soak: ${minutes} min against ${base} (inbox ${mailUrl}, Firestore ${firestoreHost}); ${guestCount} guests, ${shopperCount} shoppers, the admin; ${historySize} mails sent before`,
);
if (!(await probe())) {
  console.error(`The stack at ${base} (inbox ${mailUrl}) does not answer: start it first (npm start).`);
  process.exit(1);
}
// One of each kind of call before the clock starts, so the first minute is not all cold starts.
await writeMailHistory().catch((error) => {
  stopReason = `the Firestore emulator did not take the mail history (${error instanceof Error ? error.message : error})`;
});
await refreshCatalogue();
for (const path of ["/shop/home", "/api/shop/products/home", "/api/common/feature/get"]) await request("warm-up", path, { raw: true });
// The day's clock starts now, with the first sample.
started = Date.now();
await sample();
if (series.size === 0) {
  console.error(`No process is listening on the stack's ports (${Object.entries(ports).map(([k, v]) => `${k} ${v}`).join(", ")}).`);
  process.exit(1);
}
console.log(`Watching ${series.size} processes: ${[...series].map(([pid, s]) => `${pid} ${s.role}`).join("; ")}`);

const sampler = (async () => {
  let next = started + sampleSeconds * 1000;
  while (!stopping()) {
    await pause(Math.max(0, next - Date.now()));
    next += sampleSeconds * 1000;
    await sample();
    const [, total, count] = totals.at(-1);
    const failedShare = requestsMade > 0 ? requestsFailed / requestsMade : 0;
    console.log(
      `  ${(elapsed() / 60_000).toFixed(1).padStart(5)} min  stack ${Math.round(total)} MB in ${count} processes  requests ${requestsMade} (${requestsFailed} failed)  paid ${dayStats.paid}  products +${dayStats.productsAdded}`,
    );
    if (failedShare > MAX_FAILED_SHARE && requestsMade > 200 && stopReason === null) stopReason = `${(failedShare * 100).toFixed(1)}% of requests failed`;
  }
})();

await Promise.all([sampler, admin(), ...Array.from({ length: guestCount }, guest), ...Array.from({ length: shopperCount }, (_, i) => shopper(i + 1))]);
if (stopReason === null) await sample();
// A stack that stopped answering is left alone.
if (stopReason === null) await deleteMailHistory().catch((error) => console.error(`The mail history could not be deleted: ${error instanceof Error ? error.message : error}`));

// ---------------------------------------------------------------- the report

const halfAt = Math.min(elapsed(), durationMs) / 2;
const rows = [...series].map(([pid, { role, samples }]) => ({ pid, role, samples: samples.length, ...verdictOf(samples, halfAt) }));
// Shown, not judged: a runtime the Functions emulator starts late is a step up, not a leak.
const total = { pid: "-", role: "the whole stack (not judged)", samples: totals.length, ...verdictOf(totals.map(([t, mb]) => [t, mb]), halfAt), grows: false };
const fmt = (value, digits = 0) => (value === null || value === undefined ? "-" : value.toFixed(digits));
console.log(`\nMemory (RSS, MB; slope and floor rise over the second half; a process grows without bound past ${maxSlope} MB/min and a floor ${maxGrowth} MB higher):`);
console.log(`${"pid".padStart(8)}  ${"process".padEnd(62)}${"start".padStart(7)}${"peak".padStart(7)}${"end".padStart(7)}${"slope".padStart(8)}${"floor".padStart(7)}  verdict`);
for (const row of [...rows.sort((a, b) => b.peak - a.peak), total]) {
  console.log(
    `${String(row.pid).padStart(8)}  ${row.role.slice(0, 61).padEnd(62)}${fmt(row.start).padStart(7)}${fmt(row.peak).padStart(7)}${fmt(row.end).padStart(7)}${fmt(row.slope, 1).padStart(8)}${fmt(row.growth).padStart(7)}  ${row === total ? "" : row.grows ? "GROWS" : row.slope === null ? "(too short)" : "steady"}`,
  );
}
const processCounts = totals.map(([, , count]) => count);
console.log(`Processes of the stack: ${processCounts[0]} at the start, ${Math.max(...processCounts)} at most, ${processCounts.at(-1)} at the end.`);

console.log(`\nThe day: ${JSON.stringify(dayStats)}; mail ${JSON.stringify(mailStats)}`);
console.log(`Requests: ${requestsMade}, failed ${requestsFailed}`);
const latency = [...stats].map(([label, s]) => {
  const sorted = [...s.ms].sort((a, b) => a - b);
  return { label, count: s.count, failed: s.failed, unexpected: s.unexpected, p50: sorted[Math.floor(sorted.length * 0.5)] ?? 0, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0 };
});
for (const l of latency.sort((a, b) => b.count - a.count)) {
  console.log(`  ${l.label.padEnd(24)}${String(l.count).padStart(6)}  p50 ${fmt(l.p50).padStart(5)} ms  p95 ${fmt(l.p95).padStart(5)} ms${l.failed ? `  failed ${l.failed}` : ""}${l.unexpected ? `  unexpected ${l.unexpected}` : ""}`);
}
if (problems.length > 0) console.log(`\nFirst problems:\n${problems.slice(0, 15).map((p) => `  ${p}`).join("\n")}`);

const growing = rows.filter((row) => row.grows);
const failures = [];
if (stopReason) failures.push(`the stack stopped answering: ${stopReason}`);
for (const row of growing) failures.push(`${row.role} (pid ${row.pid}) grows without bound: ${fmt(row.slope, 1)} MB/min, its floor up ${fmt(row.growth)} MB over the judged stretch`);
const failedShare = requestsMade > 0 ? requestsFailed / requestsMade : 0;
if (failedShare > MAX_FAILED_SHARE && !stopReason) failures.push(`${(failedShare * 100).toFixed(1)}% of requests failed`);

const dir = join(ROOT, ".data", "bench");
mkdirSync(dir, { recursive: true });
const file = join(dir, `soak-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      base,
      mailUrl,
      firestoreHost,
      minutes,
      rule: { maxSlopeMbPerMinute: maxSlope, maxFloorRiseMb: maxGrowth, maxFailedShare: MAX_FAILED_SHARE, silentForMs: SILENT_FOR_MS, warmUpMs: WARM_UP_MS },
      processes: rows.map((row) => ({ ...row, series: series.get(row.pid).samples })),
      total: { ...total, series: totals },
      day: dayStats,
      mail: mailStats,
      requests: { made: requestsMade, failed: requestsFailed, byKind: latency },
      problems,
      failures,
    },
    null,
    2,
  ),
);
console.log(`\nWritten to ${file}`);
console.log(failures.length === 0 ? "Soak passed: the stack stayed up and no process grew without bound." : `Soak FAILED:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
process.exit(failures.length === 0 ? 0 : 1);
