#!/usr/bin/env node
// `npm run bench:web`: the storefront's phone benchmark. Builds and starts the shop on the test ports
// (SHOP_TEST_PORT_OFFSET moves them), seeded, runs Lighthouse 12 with its mobile preset and default
// simulated throttling on each storefront page, each the ways a visitor arrives (VISITS below: English,
// Hebrew by a `?lang=he` link, and the plain URL opened by a Hebrew browser), prints the median of each
// metric per page and visit with the scripts' count and the bytes transferred, checks that the first
// response's <html lang dir> is the visitor's, writes JSON to .data/bench/, and exits non-zero when a page
// misses the budget (web-budget.mjs).
// Options: --runs=N (default 3), --pages=home,listing,product,search (default all),
//          --visits=en,he,he-IL (default all), --base=URL (bench an already running shop instead of starting one),
//          --cpu=calibrated|N (default calibrated: the slower of Lighthouse's 4x and a mid-tier phone, see
//          hostCalibration below; --cpu=N slows the CPU N times), --page-core=auto|off (default auto: the
//          page's main thread on a CPU of its own where the host allows, see page-core.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import puppeteer from "puppeteer-core";
import { ROOT } from "../lib/emulator-config.mjs";
import { buildShop, startStack } from "../lib/stack.mjs";
import { cpuBlockingTime } from "./page-blocking.mjs";
import { keepToFirstCpu, watchPageThread } from "./page-core.mjs";
import { BUDGET } from "./web-budget.mjs";


/**
 * The ways a visitor arrives. `stored`: the language choice the browser already holds (localStorage, as
 * the SPA remembers it), null for none; `acceptLanguage`: the browser's languages (Chromium's
 * --accept-lang, so the Accept-Language header and navigator.languages agree); `query`: the `?lang=`
 * the link carries. `en` and `he` are the runs the benchmark always made; `he-IL` is the common arrival
 * from a search result or a shared link: a Hebrew browser, a plain URL, no choice stored yet.
 */
const VISITS = {
  en: { language: "en", query: null, stored: "en", acceptLanguage: "en-US,en" },
  he: { language: "he", query: "he", stored: "he", acceptLanguage: "en-US,en" },
  "he-IL": { language: "he", query: null, stored: null, acceptLanguage: "he-IL,he" },
};
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option("runs", "3"));
const wanted = option("pages", "home,listing,product,search").split(",").filter(Boolean);
const visits = option("visits", Object.keys(VISITS).join(",")).split(",").filter(Boolean);
for (const visit of visits) if (!(visit in VISITS)) throw new Error(`Unknown visit "${visit}"; visits: ${Object.keys(VISITS).join(", ")}`);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, got ${option("runs")}`);
const cpuOption = option("cpu", "calibrated");
const pageCoreOption = option("page-core", "auto");
if (!["auto", "off"].includes(pageCoreOption)) throw new Error(`--page-core must be "auto" or "off", got ${pageCoreOption}`);
/** Where the page's main thread runs (page-core.mjs), set before the shop starts; null: where the OS puts it. */
let placement = null;
if (cpuOption !== "calibrated" && !(Number(cpuOption) >= 1)) throw new Error(`--cpu must be "calibrated" or a slowdown of 1 or more, got ${cpuOption}`);

/**
 * The CPU slowdown. Lighthouse's mobile preset slows the CPU down 4x. How slow a phone that emulates
 * depends on the host, so "calibrated" (the default) also finds the slowdown that makes this host a
 * mid-tier phone as Chrome DevTools' own CPU calibration defines one (DevTools'
 * panels/mobile_throttling/CalibrationController: a Pixel 5, Lighthouse BenchmarkIndex 1000; a low-tier
 * Moto G4 Power is 264): the throttling rate under which the BenchmarkIndex comes out at 1000, found by
 * bisection as DevTools does, since the index is not linear in the rate. The bench takes the slower of
 * that and Lighthouse's 4x, so its phone is never faster than either.
 *
 * It used the Lighthouse team's older calculator before (index 150 is 1x … 2000 is 6x, a straight line
 * past it): its phone is the Moto G4 class that DevTools now calls low-tier, and past its last point it
 * swung from 2.2x to 8.6x on this project's machines between two days whose real speed differed 1.5x.
 */
const LIGHTHOUSE_MOBILE_SLOWDOWN = constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
const MID_TIER_INDEX = 1000;

/** The rate at which `indexAt(rate)` is within 10 of `target` (DevTools' tolerance), by bisection between 1 and `upper`. */
export async function rateForIndex(indexAt, target, upper) {
  let [low, high] = [1, upper];
  if ((await indexAt(low)) <= target) return 1;
  let rate = high;
  for (let i = 0; i < 8; i += 1) {
    rate = Math.round(((low + high) / 2) * 100) / 100;
    const index = await indexAt(rate);
    if (Math.abs(index - target) < 10) break;
    if (index < target) high = rate;
    else low = rate;
  }
  return rate;
}

/** The host's BenchmarkIndex as Lighthouse computes it at the start of each run (median of five), and the mid-tier phone's slowdown on it. */
async function hostCalibration() {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  const pageThread = watchPageThread(chrome.pid, placement); // measured where the pages will run
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const chromium = await browser.version();
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    const indexAt = async (rate) => {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      return page.evaluate(pageFunctions.computeBenchmarkIndex);
    };
    await indexAt(1); // V8 warms up, as DevTools' calibration does
    const indexes = [];
    for (let i = 0; i < 5; i += 1) indexes.push(await indexAt(1));
    const benchmarkIndex = median(indexes);
    const midTier = await rateForIndex(indexAt, MID_TIER_INDEX, Math.max(2, (benchmarkIndex / MID_TIER_INDEX) * 1.5));
    await browser.disconnect();
    return { benchmarkIndex, midTier, chromium };
  } finally {
    pageThread.stop();
    chrome.kill();
  }
}

/** Storefront pages by name; `product` needs the first seeded product's slug. */
function pagesFor(productSlug) {
  return {
    home: "/shop/home",
    listing: "/shop/listing",
    product: productSlug ? `/shop/product/${encodeURIComponent(productSlug)}` : null,
    search: "/shop/search?keyword=chocolate",
  };
}

/** The first product's slug; asked a few times, since a stack just started may answer its first calls slowly. */
async function firstProductSlug(base) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const body = await fetch(`${base}/api/shop/products/get`, { signal: AbortSignal.timeout(15_000) })
      .then((response) => response.json())
      .catch(() => null);
    const first = Array.isArray(body?.data) ? body.data[0] : undefined;
    if (typeof first?.slug === "string" && first.slug) return first.slug;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return null;
}

function withQuery(path, query) {
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${query}`;
}

/**
 * The `<html lang dir>` of the page's first response, asked as the visit's browser asks (its
 * Accept-Language): what a visitor sees before any script runs.
 */
async function firstResponseLanguage(url, visit) {
  const response = await fetch(url, { headers: { "Accept-Language": visit.acceptLanguage, Accept: "text/html" } });
  const tag = /<html[^>]*>/i.exec(await response.text())?.[0] ?? "";
  const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "?";
  return { lang: attribute("lang"), dir: attribute("dir") };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh Chromium with the visit's browser languages and stored choice. */
async function lighthouseRun(url, visit, cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, `--accept-lang=${visit.acceptLanguage}`],
  });
  const pageThread = watchPageThread(chrome.pid, placement);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    // Lighthouse clears the origin's storage before loading; a script on every new document sets it after.
    if (visit.stored) await page.evaluateOnNewDocument((lng) => globalThis.localStorage.setItem("i18nextLng", lng), visit.stored);
    const result = await lighthouse(url, { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } }, undefined, page);
    const documentLanguage = await page.evaluate(() => globalThis.document.documentElement.lang).catch(() => "?");
    const mainThread = pageThread.mainThread();
    await browser.disconnect();
    const blocking = cpuBlockingTime(result.artifacts?.Trace?.traceEvents ?? [], cpuSlowdownMultiplier);
    return { lhr: result.lhr, documentLanguage, mainThread: { ...mainThread, cpuBlockingMs: blocking.blockingMs } };
  } finally {
    pageThread.stop();
    chrome.kill();
  }
}

/**
 * Lighthouse runs of one page until `runs` of them measured it, at most `maxAttempts` in all.
 *
 * Now and then Lighthouse loses a run's trace and scores nothing (NO_NAVSTART): with Chromium 156 on
 * this project's 2-CPU hosts, four or five runs in ten on 2026-12-01, in bursts. The page's renderer
 * joined the trace only as it committed the navigation (its first traced event 4 ms after the browser's
 * FrameCommittedInBrowser), so the navigationStart Lighthouse times everything from was not in it. It is
 * Chromium's spare renderer, a process started ahead for the next navigation, that does this: with it
 * off (--disable-features=SpareRendererForSitePerProcess) none of 24 runs lost its trace, and waiting
 * 300 ms between the trace's start and the navigation (Lighthouse's `navigation()` with a requestor)
 * did not help. The spare stays on: it is how Chromium loads a page, and its threads are where
 * page-core.mjs wants them before the navigation, while a renderer started for the navigation runs its
 * first threads on the page's CPU until the watch moves them (listing he and product he: median TBT 166
 * and 117 ms with it off, 9-21 and 13-123 ms in that day's benches with it on, the TBT from CPU time
 * the same).
 *
 * A lost run measures nothing about the page, so it is run again rather than entering the median: the
 * medians are always of `runs` measured runs, or the page misses the budget for want of them. (The bench
 * took the median of whichever runs were measured before, one of three at worst.) `attempt()` resolves
 * to `{ sample }` or `{ why }`, the reason nothing was measured.
 */
export async function measuredRuns(runs, attempt, { maxAttempts = runs * 5, onLost = () => {}, onMeasured = () => {} } = {}) {
  const samples = [];
  const lost = [];
  for (let attempts = 0; samples.length < runs && attempts < maxAttempts; attempts += 1) {
    const { sample, why } = await attempt();
    if (sample) {
      samples.push(sample);
      onMeasured(sample, samples.length);
    } else {
      lost.push(why);
      onLost(why);
    }
  }
  return { samples, lost };
}

function measure(lhr, mainThread) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    // The page's main thread over the run (page-core.mjs): time on a CPU, and time it was ready but
    // waited for one (counted by Lighthouse as the page's work all the same).
    mainThreadRanMs: mainThread?.ranMs ?? NaN,
    mainThreadWaitedMs: mainThread?.waitedMs ?? NaN,
    // TBT with each task's CPU time in place of its wall time (page-blocking.mjs): the page's own work.
    cpuTbtMs: mainThread?.cpuBlockingMs ?? NaN,
    firstLoadJsBytes: scripts.reduce((sum, r) => sum + scriptGzipBytes(r), 0),
    scriptRequests: scripts.length,
    // Everything the page transferred (HTML, scripts, images, fonts, API answers), as Lighthouse counted it.
    transferBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // Why, for the JSON: what shifted, what the largest paint was, which scripts were loaded.
    layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map((item) => ({ score: item.score, node: item.node?.snippet ?? item.node?.selector })),
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    // The long tasks Lighthouse saw (start, duration, the script it blames), so a run far from its
    // page's others can be read after the fact (three listing runs near 2.5 s of TBT were seen once).
    longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((task) => ({ url: task.url, startTime: task.startTime, duration: task.duration })),
    scripts: scripts.map((r) => ({ url: r.url.replace(/^https?:\/\/[^/]+/, ""), transferSize: r.transferSize, gzipBytes: scriptGzipBytes(r) })),
    failedAudits: Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.map((ref) => ({ ...ref, category: c.id })))
      .filter((ref) => ref.weight > 0 && belowPassing(lhr.audits[ref.id]))
      .map((ref) => `${ref.category}:${ref.id}`),
  };
}
const gzipSizes = new Map();
/**
 * A script's gzip size, what the budget counts: the built file's (web/dist) when it is there, so
 * neither HTTP headers (some 0.5 KB on each of ~50 small chunks) nor the server's choice of brotli
 * moves the figure; else what came over the wire.
 */
function scriptGzipBytes(request) {
  const path = new URL(request.url).pathname;
  const file = join(ROOT, "web", "dist", path);
  if (!path.startsWith("/assets/") || !existsSync(file)) return request.transferSize ?? 0;
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file);
}

/** Why a run measured nothing, or "" when it did. */
function unmeasured(lhr) {
  if (lhr.runtimeError) return lhr.runtimeError.code ?? "runtime error";
  const lcp = lhr.audits["largest-contentful-paint"];
  if (lhr.categories.performance?.score === null || !Number.isFinite(lcp?.numericValue)) return lcp?.errorMessage ?? "no performance score";
  return "";
}
function belowPassing(audit) {
  return audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable";
}

function misses(result, firstResponse, visit) {
  const wrongLanguage = firstResponse.lang !== visit.language || firstResponse.dir !== (visit.language === "he" ? "rtl" : "ltr")
    ? [`first response lang=${firstResponse.lang} dir=${firstResponse.dir}`]
    : [];
  return [...wrongLanguage, ...Object.entries(BUDGET).flatMap(([key, limit]) => {
    const value = result[key];
    if (!Number.isFinite(value)) return [`${key} not measured`];
    if (limit.min !== undefined && value < limit.min) return [`${key} ${format(key, value)} < ${format(key, limit.min)}`];
    if (limit.max !== undefined && value > limit.max) return [`${key} ${format(key, value)} > ${format(key, limit.max)}`];
    return [];
  })];
}

function format(key, value) {
  if (!Number.isFinite(value)) return "—";
  if (key === "lcpMs") return `${(value / 1000).toFixed(2)} s`;
  if (key === "tbtMs" || key === "cpuTbtMs" || key === "mainThreadWaitedMs") return `${Math.round(value)} ms`;
  if (key === "cls") return value.toFixed(3);
  if (key === "firstLoadJsBytes" || key === "transferBytes") return `${(value / 1024).toFixed(1)} KB`;
  return String(value);
}

const COLUMNS = [["performance", "perf"], ["accessibility", "a11y"], ["bestPractices", "best"], ["seo", "seo"],
  ["lcpMs", "LCP"], ["tbtMs", "TBT"], ["cls", "CLS"], ["firstLoadJsBytes", "JS gz"], ["scriptRequests", "scripts"], ["transferBytes", "transfer"],
  // How long the page's thread was ready but had no CPU in a run (page-core.mjs): large, and TBT is the host's.
  ["mainThreadWaitedMs", "CPU wait"],
  // TBT from the page thread's CPU time (page-blocking.mjs): what is left of TBT without those waits.
  ["cpuTbtMs", "TBT cpu"]];

function printTable(rows) {
  const header = ["page", ...COLUMNS.map(([, label]) => label), "html", "budget"];
  const lines = rows.map((row) => row.skipped
    ? [row.name, ...COLUMNS.map(() => ""), "", `skipped: ${row.skipped}`]
    : [row.name, ...COLUMNS.map(([key]) => format(key, row.median[key])), `${row.firstResponse.lang}/${row.firstResponse.dir}`, row.misses.length ? `MISS ${row.misses.join("; ")}` : "ok"]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const print = (cells) => console.log(cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join("  "));
  print(header);
  print(widths.map((w) => "-".repeat(w)));
  lines.forEach(print);
}

/** --page-core=auto: this process, and all it starts from now on, to the host's first CPU, and each page's main thread to its last. */
function placeThreads() {
  const { placement: chosen, reason } = pageCoreOption === "off" ? { placement: null, reason: "--page-core=off" } : keepToFirstCpu();
  placement = chosen;
  console.log(placement
    ? `The page's main thread (with its tracing thread) runs on CPU ${placement.page}; the bench, the shop and the rest of Chromium on CPU ${placement.others} (page-core.mjs).`
    : `The page's main thread runs where the OS puts it (${reason}): its waits for a CPU count as its work.`);
}

async function main() {
  let stack = null;
  let base = option("base", "");
  if (!base) {
    buildShop({ force: true });
    placeThreads(); // before the shop starts, so its processes keep to the first CPU too
    stack = await startStack({ profile: "test", mode: "node", quiet: true, log: (line) => console.log(`  ${line}`) });
    base = stack.url;
    console.log(`Shop up at ${base}`);
  } else {
    placeThreads();
    if (placement) console.log(`  The shop at ${base} runs where it was started: start it under \`taskset -c ${placement.others}\` to keep it off CPU ${placement.page}.`);
  }
  const stop = async () => { await stack?.stop(); stack = null; };
  process.once("SIGINT", () => { void stop().then(() => process.exit(130)); });
  try {
    const { benchmarkIndex, midTier, chromium } = await hostCalibration();
    console.log(`Chromium ${chromium}`);
    const cpuSlowdownMultiplier = cpuOption === "calibrated" ? Math.max(LIGHTHOUSE_MOBILE_SLOWDOWN, midTier) : Number(cpuOption);
    console.log(`Host BenchmarkIndex ${Math.round(benchmarkIndex)}; a mid-tier phone (index ${MID_TIER_INDEX}) is ${midTier}x on it, Lighthouse's mobile preset ${LIGHTHOUSE_MOBILE_SLOWDOWN}x: CPU slowdown ${cpuSlowdownMultiplier}x (${cpuOption === "calibrated" ? "the slower of the two" : "as given"})`);
    const slug = await firstProductSlug(base);
    const pages = pagesFor(slug);
    const rows = [];
    for (const name of wanted) {
      if (!(name in pages)) throw new Error(`Unknown page "${name}"; pages: ${Object.keys(pages).join(", ")}`);
      for (const visitName of visits) {
        const visit = VISITS[visitName];
        const rowName = `${name} ${visitName}`;
        if (!pages[name]) {
          rows.push({ name: rowName, skipped: "no product has a slug yet (the product page is not built on this branch)" });
          continue;
        }
        const url = `${base}${withQuery(pages[name], visit.query)}`;
        const firstResponse = await firstResponseLanguage(url, visit);
        process.stdout.write(`  ${rowName} run 1/${runs}… `);
        const { samples, lost } = await measuredRuns(runs, async () => {
          const { lhr, documentLanguage, mainThread } = await lighthouseRun(url, visit, cpuSlowdownMultiplier);
          const why = unmeasured(lhr);
          if (why) return { why };
          return { sample: { ...measure(lhr, mainThread), documentLanguage } };
        }, {
          onLost: (why) => process.stdout.write(`not measured (${why}), again… `),
          onMeasured: (sample, count) => {
            console.log(`perf ${sample.performance}, TBT ${format("tbtMs", sample.tbtMs)} (${format("cpuTbtMs", sample.cpuTbtMs)} from CPU time), LCP ${format("lcpMs", sample.lcpMs)}, CLS ${format("cls", sample.cls)}, main thread ran ${Math.round(sample.mainThreadRanMs)} ms and waited ${Math.round(sample.mainThreadWaitedMs)} ms for a CPU, html lang=${sample.documentLanguage}${sample.documentLanguage !== visit.language ? " (NOT the visitor's language)" : ""}`);
            if (count < runs) process.stdout.write(`  ${rowName} run ${count + 1}/${runs}… `);
          },
        });
        if (samples.length < runs) console.log(`gave up: ${samples.length} of ${runs} runs measured`);
        const result = Object.fromEntries([...Object.keys(BUDGET), "scriptRequests", "transferBytes", "benchmarkIndex", "mainThreadRanMs", "mainThreadWaitedMs", "cpuTbtMs"]
          .map((key) => [key, samples.length ? median(samples.map((s) => s[key])) : NaN]));
        const tooFew = samples.length < runs ? [`${samples.length} of ${runs} runs measured (${[...new Set(lost)].join(", ")})`] : [];
        rows.push({ name: rowName, url, visit, firstResponse, median: result, misses: [...tooFew, ...misses(result, firstResponse, visit)], samples, lost });
      }
    }
    console.log(`\nLighthouse ${runs} run(s) per page, mobile preset, simulated throttling, CPU ${cpuSlowdownMultiplier}x (host BenchmarkIndex ${Math.round(benchmarkIndex)}); medians:\n`);
    printTable(rows);
    const failing = [...new Set(rows.flatMap((r) => r.samples ?? []).flatMap((s) => s.failedAudits))];
    if (failing.length) console.log(`\nAudits below 0.9 in some run: ${failing.join(", ")}`);
    const outDir = join(ROOT, ".data", "bench");
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, `web-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), base, runs, chromium, placement, benchmarkIndex, midTierSlowdown: midTier, cpuSlowdownMultiplier, budget: BUDGET, rows }, null, 2)}\n`);
    console.log(`\nJSON: ${file}`);
    const missed = rows.filter((r) => r.misses?.length);
    if (missed.length) {
      console.log(`${missed.length} page(s) miss the budget.`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
