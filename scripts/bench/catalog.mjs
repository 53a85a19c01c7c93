#!/usr/bin/env node
// `npm run bench:catalog`: the storefront API against a grown catalogue. Starts its OWN Node Firestore
// emulator (port 8380 + SHOP_TEST_PORT_OFFSET, or --port=N; never the one `npm start` or the tests use),
// loads 30 and then 10,000 products made by the functions' own `productDocument()` (and the catalog's
// search index writes, so tokens and sort keys are real), drives the storefront's JSON routes through
// the real Express app (in-process HTTP) and prints per route: documents read, bytes answered, p50/p95
// latency, and for search the recall against a brute-force scan of the same catalogue. The food filters
// (free from, diet, kosher: issue 35) are listed and searched the same way: a filtered page's reads, and its
// total and every page walked against a scan of the catalogue.
//
// Reads are counted where Firestore bills them, in the emulator's gRPC handlers: one per document a
// query or a get answers (a missing document of a get counts too), one for a query that answers none,
// and ⌈n / 1000⌉ (at least 1) for a count() over n index entries. Requests run one at a time, so each
// request's reads are the counter's difference. The per-instance caches' refreshes (the settings, a
// listing filter's total) are counted apart and printed at the end: one request refreshes what every
// request of the next 30-60 s uses.
//
// Exits non-zero when a search's recall is below 100%, a filtered listing's total or pages are wrong, or a request reads more than the documents it
// returns + 3. Options: --sizes=30,10000 --requests=200 (latency samples per route) --port=N.
import { createRequire } from "node:module";
import { join } from "node:path";
import { ROOT } from "../lib/emulator-config.mjs";
import { startNodeFirestoreEmulator } from "../lib/node-firestore-emulator.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const sizes = option("sizes", "30,10000").split(",").map(Number);
const samplesPerRoute = Number(option("requests", "200"));
const port = Number(option("port", String(8380 + Number(process.env.SHOP_TEST_PORT_OFFSET ?? "0"))));
/** Reads a request may spend beyond the documents it returns (settings, a look-ahead, an index entry or two). */
const READ_ALLOWANCE = 3;

process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
process.env.GCLOUD_PROJECT = "demo-bench-catalog";
delete process.env.FIREBASE_CONFIG;

const server = await startNodeFirestoreEmulator(port);
const reads = countReads(server);
fasterDocumentCreation(server);

const require = createRequire(join(ROOT, "functions", "package.json"));
const lib = (path) => require(join(ROOT, "functions", "lib", path));
const { createApp } = lib("app.js");
const catalog = lib("modules/catalog/index.js");
const searchText = lib("modules/catalog/search-text.js");
const { seedProducts, seedSettings } = lib("seed/catalog.js");
const { db } = lib("platform/firebase.js");
const { collections } = lib("platform/collections.js");

/**
 * The emulator adds each new document by copying (and deep-freezing, immer's default) its whole
 * collection: quadratic, so 10,000 products would take most of an hour to load. This benchmark's own
 * emulator adds them in place instead. Reads and what they answer are unchanged.
 */
function fasterDocumentCreation(emulator) {
  const emulatorRequire = createRequire(createRequire(import.meta.url).resolve("@firestore-emulator/server"));
  emulatorRequire("immer").setAutoFreeze(false);
  const probe = emulator.state.getCollection("projects/bench/databases/(default)/documents/probe");
  const Collection = Object.getPrototypeOf(probe).constructor;
  const Document = probe.getDocument("probe").constructor;
  Collection.prototype.getDocument = function getDocument(name) {
    if (!Object.prototype.hasOwnProperty.call(this.documents, name)) {
      if (Object.isFrozen(this.documents)) this.documents = { ...this.documents };
      this.documents[name] = new Document(this.emitter, this.database, this, name, {}, {});
    }
    return this.documents[name];
  };
}

/** Wraps the read handlers so every document they answer is counted as Firestore bills it. */
function countReads(emulator) {
  // `total`: what requests read for themselves. `settings` and `listingTotals`: the reads of the per-instance
  // caches (settings for 30 s, a filter's total for a minute), shared by every request of that time, so
  // they are counted apart and printed as such instead of charged to whichever request refreshed them.
  const counter = { total: 0, settings: 0, listingTotals: 0 };
  const handlers = emulator.server.handlers;
  const wrap = (method, onResponse) => {
    const handler = handlers.get(`/google.firestore.v1.Firestore/${method}`);
    const original = handler.func;
    handler.func = (call, ...rest) => {
      const state = { documents: 0 };
      const write = call.write.bind(call);
      call.write = (response, ...more) => {
        onResponse(response, state);
        return write(response, ...more);
      };
      const end = call.end.bind(call);
      call.end = (...more) => {
        if (method === "RunQuery" && state.documents === 0) counter.total += 1; // an empty query bills one read
        return end(...more);
      };
      return original(call, ...rest);
    };
  };
  wrap("BatchGetDocuments", (response) => {
    const name = response.found?.name ?? response.missing;
    if (!name) return;
    if (/\/documents\/settings\/[^/]+$/.test(name)) counter.settings += 1;
    else counter.total += 1;
  });
  wrap("RunQuery", (response, state) => {
    if (response.document?.name) {
      state.documents += 1;
      counter.total += 1;
    }
  });
  wrap("RunAggregationQuery", (response) => {
    const fields = response.result?.aggregate_fields;
    if (!fields) return;
    for (const value of fields.values()) {
      const n = Number(value.integer_value ?? 0);
      counter.listingTotals += Math.max(1, Math.ceil(n / 1000));
    }
  });
  return counter;
}

// ---- the catalogue ----------------------------------------------------------------------------

/** Deterministic pseudo-random numbers, so every run loads the same catalogue. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const FLAVOURS = [
  ["Dark", "מריר"], ["Milk", "חלב"], ["White", "לבן"], ["Salted Caramel", "קרמל מלוח"], ["Hazelnut", "אגוזי לוז"],
  ["Pistachio", "פיסטוק"], ["Raspberry", "פטל"], ["Orange", "תפוז"], ["Espresso", "אספרסו"], ["Mint", "נענע"],
  ["Almond", "שקדים"], ["Coconut", "קוקוס"], ["Ruby", "רובי"], ["Honey", "דבש"], ["Cinnamon", "קינמון"],
];
/** Words each held by a handful of products: the rare end of the queries. */
const RARE = [
  ["Yuzu", "יוזו"], ["Cardamom", "הל"], ["Lavender", "לבנדר"], ["Saffron", "זעפרן"], ["Tonka", "טונקה"],
  ["Bergamot", "ברגמוט"], ["Matcha", "מאצ׳ה"], ["Sesame", "שומשום"], ["Chili", "צ׳ילי"], ["Rosewater", "מי ורדים"],
];

/** `count` products: the seed's own, then variations of them (flavour, rare words, mixed descriptions). */
function catalogue(count) {
  const rand = random(count);
  const base = seedProducts;
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const seed = base[i % base.length];
    if (i < base.length) {
      out.push(seed);
      continue;
    }
    const other = base[Math.floor(rand() * base.length)];
    const [flavour, flavourHe] = FLAVOURS[Math.floor(rand() * FLAVOURS.length)];
    const rare = rand() < 0.02 ? RARE[Math.floor(rand() * RARE.length)] : undefined;
    const firstSentence = (text) => (text ?? "").split(/(?<=\.)\s/)[0];
    out.push({
      ...seed,
      _id: `bench-${String(i).padStart(5, "0")}`,
      slug: `${seed.slug}-${i}`,
      title: `${flavour} ${seed.title} No. ${i}`,
      titleHe: `${seed.titleHe ?? seed.title} ${flavourHe} מס׳ ${i}`,
      description: `${seed.description} ${firstSentence(other.description)}${rare ? ` With a touch of ${rare[0].toLowerCase()}.` : ""}`,
      descriptionHe: `${seed.descriptionHe ?? ""} ${firstSentence(other.descriptionHe)}${rare ? ` בנגיעה של ${rare[1]}.` : ""}`,
      price: 1000 + Math.floor(rand() * 9000),
      salePrice: 0,
      totalStock: Math.floor(rand() * 40),
      // About one in a hundred featured, and ratings spread from 1 to 5, so the home route's two
      // sections are real selections (no rand() here: the catalogue's other values stay as they were).
      featured: i % 97 === 0,
      averageReview: 1 + ((i * 37) % 41) / 10,
    });
  }
  return out;
}

const settings = seedSettings();

/** Loads the products (and whatever index the catalog module keeps) the way the seed and the admin do. */
async function load(products) {
  const now = new Date();
  // (Before the search index moved out of the products, productDocument took the settings too.)
  const documents = products.map(({ _id, ...fields }) => ({ id: _id, doc: catalog.productDocument(_id, fields, settings) }));
  const writes = [];
  for (const { id, doc } of documents) {
    writes.push([db().collection(collections.products).doc(id), { ...doc, reviewCount: 0, reviewTotal: 0, createdAt: now, updatedAt: now }]);
    writes.push([db().collection(collections.productSlugs).doc(doc.slug), { productId: id }]);
  }
  // The search index the catalog module keeps beside the products, when it keeps one.
  if (typeof catalog.searchIndexDocuments === "function") {
    const fields = products.map(({ _id, ...rest }) => ({ id: _id, fields: rest }));
    for (const [ref, data] of catalog.searchIndexDocuments(fields, settings)) writes.push([ref, data]);
  }
  writes.push([db().collection(collections.settings).doc("public"), { ...settings, updatedAt: now }]);
  // Batches of at most 400 writes and about 2 MB (a common token's posting document is large).
  let batch = db().batch();
  let size = 0;
  let bytes = 0;
  for (const [ref, data] of writes) {
    const approx = data.products ? Object.keys(data.products).length * 40 : 2000;
    if (size > 0 && (size >= 400 || bytes + approx > 2_000_000)) {
      await batch.commit();
      batch = db().batch();
      size = 0;
      bytes = 0;
    }
    batch.set(ref, data);
    size += 1;
    bytes += approx;
  }
  await batch.commit();
}

// ---- brute force ------------------------------------------------------------------------------

const groupTexts = (groups, id) => {
  const group = groups.find((g) => g.id === id);
  return [id, group?.label ?? "", group?.labelHe ?? ""];
};

/** The ids of every product a keyword should find, by scanning the whole catalogue. */
function bruteForce(products, keyword, foodKeys = []) {
  const trimmed = keyword.trim();
  if (trimmed.length <= 3) return new Set();
  const terms = searchText.queryTerms(trimmed);
  if (terms.length === 0) return new Set();
  const active = new Set(settings.categories.filter((c) => c.isActive).map((c) => c.id));
  const found = new Set();
  for (const p of products) {
    if (!active.has(p.category) || !holdsFood(p, foodKeys)) continue;
    if (searchText.matchesAllTerms(tokensOf(p), terms)) found.add(p._id);
  }
  return found;
}

/** Each product's tokens, made once (10,000 products × every query would take minutes). */
const tokenCache = new WeakMap();
function tokensOf(p) {
  let tokens = tokenCache.get(p);
  if (!tokens) {
    tokens = searchText.searchTokens([p.title, p.titleHe, p.description, p.descriptionHe, ...groupTexts(settings.categories, p.category), ...groupTexts(settings.brands, p.brand)]);
    tokenCache.set(p, tokens);
  }
  return tokens;
}

/** The food filters a shopper combines (issue 35), as the listing's and search's query carries them. */
const FOOD_FILTERS = [
  ["nut-free + parve", "freeFrom=treeNuts,peanuts&kosher=parve"],
  ["vegan", "diet=vegan"],
  ["milk-free, gluten-free", "freeFrom=milk&diet=glutenFree"],
];

/** The filter keys a query string asks for, as the product document's `foodFilters` names them. */
function foodKeysOf(query) {
  const params = new URLSearchParams(query);
  const list = (name) => (params.get(name) ?? "").split(",").filter(Boolean);
  return [...list("freeFrom").map((k) => `free_${k}`), ...list("diet").map((k) => `diet_${k}`), ...list("kosher").map((k) => `kosher_${k}`)];
}

/** Each product's stored filter flags, made once. */
const filterCache = new WeakMap();
function holdsFood(p, keys) {
  let flags = filterCache.get(p);
  if (!flags) {
    const { _id, ...fields } = p;
    flags = Object.fromEntries(Object.entries(catalog.productDocument(_id, fields)).filter(([field]) => field.startsWith("food_")).map(([field, value]) => [field.slice(5), value]));
    filterCache.set(p, flags);
  }
  return keys.every((key) => flags[key] === true);
}

/** At least 20: common and rare, English and Hebrew, one to three words, whole words and prefixes. */
const QUERIES = [
  "chocolate", "choc", "salted caramel", "dark hazelnut", "truffles", "truf", "milk chocolate bar",
  "raspberry ganache", "yuzu", "cardamom", "saffron touch", "espresso bean", "pistachio", "gift box",
  "white chocolate raspberry", "lavender", "hand painted", "שוקולד", "שוקו", "קרמל מלוח", "טראפלס", "גנאש",
  "זעפרן", "יוזו", "שוקולד מריר אגוזי", "מתנה",
];

// ---- measuring --------------------------------------------------------------------------------

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let requestCount = 0;
async function measure(base, path) {
  requestCount += 1;
  const before = reads.total;
  const started = performance.now();
  const response = await fetch(base + path, { headers: { "accept-encoding": "identity" } });
  const body = await response.text();
  const ms = performance.now() - started;
  const json = JSON.parse(body);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
  // A list, the home route's two lists, or one document.
  const items = Array.isArray(json.data)
    ? json.data
    : Array.isArray(json.data?.featured) && Array.isArray(json.data?.recommended)
      ? [...json.data.featured, ...json.data.recommended]
      : json.data
        ? [json.data]
        : [];
  return { reads: reads.total - before, bytes: Buffer.byteLength(body), ms, returned: items.length, json, items };
}

async function latency(base, paths) {
  const times = [];
  for (let i = 0; i < samplesPerRoute; i += 1) times.push((await measure(base, paths[i % paths.length])).ms);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const failures = [];
const rows = [];
function row(size, route, m, extra = "") {
  const over = m.reads > m.returned + READ_ALLOWANCE;
  if (over) failures.push(`${size} products, ${route}: ${m.reads} reads for ${m.returned} returned`);
  const r = { size, route, reads: m.reads, returned: m.returned, bytes: m.bytes, p50: m.p50, p95: m.p95, extra: extra + (over ? " READS>RETURNED+3" : "") };
  rows.push(r);
  console.error(`  ${r.size} | ${r.route} | ${r.reads} reads | ${r.returned} returned | ${r.bytes} B | p50 ${r.p50.toFixed(1)} ms | ${r.extra}`);
}

async function searchAll(base, keyword, food = "") {
  const found = new Set();
  let cursor = null;
  let first;
  let maxOver = -Infinity;
  let worst;
  for (let page = 0; page < 1000; page += 1) {
    // The first page as the SPA asks for it; the rest at the largest page size, to walk every match sooner.
    const query = [food, cursor ? `pageSize=60&cursor=${encodeURIComponent(cursor)}` : ""].filter(Boolean).join("&");
    const m = await measure(base, `/api/shop/search/${encodeURIComponent(keyword)}${query ? `?${query}` : ""}`);
    first ??= m;
    for (const item of m.items) found.add(item._id);
    if (m.reads - m.returned > maxOver) {
      maxOver = m.reads - m.returned;
      worst = m;
    }
    cursor = m.json.nextCursor ?? null;
    if (!cursor) break;
  }
  return { found, first, worst };
}

async function bench(size) {
  server.state.clear();
  const products = catalogue(size);
  const loadStarted = performance.now();
  await load(products);
  console.error(`loaded ${size} products in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  const app = createApp();
  const listener = await new Promise((resolve) => {
    const l = app.listen(0, "127.0.0.1", () => resolve(l));
  });
  // The brute-force scan between requests can outlast Node's 5 s keep-alive; a connection the server
  // closed meanwhile would fail the next request (ECONNRESET).
  listener.keepAliveTimeout = 10 * 60_000;
  const base = `http://127.0.0.1:${listener.address().port}`;
  try {
    const listing = "/api/shop/products/get?sortBy=price-lowtohigh&pageSize=24";
    const page1 = await measure(base, listing);
    const page2Path = `${listing}&cursor=${encodeURIComponent(page1.json.nextCursor)}`;
    const routes = [
      ["listing, 24 per page (page 1)", listing],
      ["listing, page 2", page2Path],
      ["listing, one category, title he", "/api/shop/products/get?sortBy=title-atoz&pageSize=24&category=truffles"],
      ["home products (sections' maxItems)", "/api/shop/products/home"],
      ["home banners", "/api/common/feature/get"],
      ["product by slug", `/api/shop/products/by-slug/${encodeURIComponent(products[Math.floor(products.length / 2)].slug)}`],
    ];
    for (const [route, path] of routes) {
      const m = await measure(base, path);
      Object.assign(m, await latency(base, [path]));
      row(size, route, m);
    }
    // Food filters (issue 35): indexed equalities, so a filtered page reads what it answers; the
    // total and every page walked match a scan of the catalogue.
    const active = new Set(settings.categories.filter((c) => c.isActive).map((c) => c.id));
    for (const [name, food] of FOOD_FILTERS) {
      const keys = foodKeysOf(food);
      const expected = new Set(products.filter((p) => active.has(p.category) && holdsFood(p, keys)).map((p) => p._id));
      const path = `${listing}&${food}`;
      const first = await measure(base, path);
      Object.assign(first, await latency(base, [path]));
      const listed = new Set();
      let cursor = null;
      for (let page = 0; page < 1000; page += 1) {
        const m = await measure(base, `/api/shop/products/get?sortBy=price-lowtohigh&pageSize=60&${food}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
        if (m.reads > m.returned + READ_ALLOWANCE) failures.push(`${size} products, listing ${name} a later page: ${m.reads} reads for ${m.returned}`);
        for (const item of m.items) listed.add(item._id);
        cursor = m.json.nextCursor ?? null;
        if (!cursor) break;
      }
      const right = first.json.total === expected.size && listed.size === expected.size && [...expected].every((id) => listed.has(id));
      if (!right) failures.push(`${size} products, listing ${name}: total ${first.json.total}, walked ${listed.size}, expected ${expected.size}`);
      row(size, `listing, ${name}`, first, `${listed.size}/${expected.size} listed, total ${first.json.total}${right ? "" : " WRONG"}`);
    }
    for (const [name, food] of FOOD_FILTERS.slice(0, 2)) {
      const keyword = "chocolate";
      const expected = bruteForce(products, keyword, foodKeysOf(food));
      const { found, first } = await searchAll(base, keyword, food);
      const hit = [...expected].filter((id) => found.has(id)).length;
      const exact = hit === expected.size && found.size === expected.size;
      if (!exact) failures.push(`${size} products, search "${keyword}" ${name}: found ${found.size}, ${hit}/${expected.size} expected`);
      const path = `/api/shop/search/${keyword}?${food}`;
      Object.assign(first, await latency(base, [path]));
      row(size, `search "${keyword}", ${name}`, first, `${hit}/${expected.size} found${exact ? "" : " WRONG"}`);
    }

    const perQuery = Math.max(5, Math.ceil(samplesPerRoute / QUERIES.length));
    for (const keyword of QUERIES) {
      const expected = bruteForce(products, keyword);
      const { found, first, worst } = await searchAll(base, keyword);
      const hit = [...expected].filter((id) => found.has(id)).length;
      const recall = expected.size === 0 ? 1 : hit / expected.size;
      if (recall < 1) failures.push(`${size} products, search "${keyword}": recall ${hit}/${expected.size}`);
      const times = [];
      const path = `/api/shop/search/${encodeURIComponent(keyword)}`;
      for (let i = 0; i < perQuery; i += 1) times.push((await measure(base, path)).ms);
      times.sort((a, b) => a - b);
      row(size, `search "${keyword}" (page 1)`, { ...first, p50: percentile(times, 50), p95: percentile(times, 95) },
        `${hit}/${expected.size} found (${(recall * 100).toFixed(0)}%)${worst !== first ? `; worst page ${worst.reads} reads/${worst.returned}` : ""}`);
      if (worst.reads > worst.returned + READ_ALLOWANCE && worst !== first) failures.push(`${size} products, search "${keyword}" a later page: ${worst.reads} reads for ${worst.returned}`);
    }
  } finally {
    await new Promise((resolve) => listener.close(resolve));
  }
}

try {
  for (const size of sizes) await bench(size);
} finally {
  await server.stop?.();
}

const pad = (text, n) => String(text).padEnd(n);
console.log(`| products | route | reads | returned | bytes | p50 ms | p95 ms | notes |`);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const r of rows) {
  console.log(`| ${r.size} | ${pad(r.route, 36)} | ${r.reads} | ${r.returned} | ${r.bytes} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.extra} |`);
}
console.log(`\nCache refreshes, shared by the requests of their time (not in the reads above): settings ${reads.settings} reads, listing totals ${reads.listingTotals} reads (count(), ⌈entries / 1000⌉ each), over ${requestCount} requests.`);
if (failures.length > 0) {
  console.log(`\nFAILED (${failures.length}):\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nOK: every search found every match, and no request read more than it returned + 3.");
process.exit(0);
