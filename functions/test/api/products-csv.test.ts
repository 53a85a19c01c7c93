/**
 * The catalogue in a spreadsheet (issue 37) over real HTTP: the products' CSV export, its import's
 * preview (nothing written) and all-or-nothing apply; the orders' and customers' CSV; admin only.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { describe, expect, it, beforeEach } from "vitest";
import type { ProductInput, ProductsCsvPreview, ProductsCsvResult } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { adminSession } from "./admin-support";
import { call, registeredSession, useTestApi } from "./helpers";
import { DECLARED } from "./food-fixtures";
import { readCsv } from "../../src/modules/admin/products-csv/csv-text";
import { PRODUCT_IMPORT_TIMEOUT_SECONDS } from "../../src/function-limits";

const api = useTestApi({ seed: true });
let admin: { cookie: string; uid: string };

beforeEach(async () => {
  admin = await adminSession(api.baseUrl);
});

const asAdmin = (path: string, options: Parameters<typeof call>[2] = {}) => call(api.baseUrl, path, { ...options, cookie: admin.cookie });

/** A download: the raw answer (the API client reads JSON only). */
async function download(path: string, cookie = admin.cookie, language = "en") {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { Cookie: `__session=${cookie}`, "Accept-Language": language } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString("utf8") };
}

/** The stored products as they are, to prove that nothing changed (timestamps included). */
const storedProducts = async () => Object.fromEntries((await db().collection("products").get()).docs.map((doc) => [doc.id, doc.data()]));

/** The last preview's refusals, for a failing expectation's message. */
let refusals = "";
const preview = async (csv: string, language = "en") => {
  const answer = await asAdmin("/api/admin/products/import/preview", { json: { csv }, headers: { "Accept-Language": language } });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
  const seen = answer.body.data as ProductsCsvPreview;
  refusals = JSON.stringify([...seen.fileProblems, ...seen.entries.filter((entry) => entry.action === "refused").slice(0, 2)]);
  return seen;
};
const apply = (csv: string, language = "en") => asAdmin("/api/admin/products/import/apply", { json: { csv }, headers: { "Accept-Language": language } });

/** An image the shop ships (stored, as an upload would be). */
const SEED_IMAGE = "/images/products/hand-painted-truffles-12.svg";

/** A product sold by size, added through the admin's form (so the file holds variants and a declaration). */
const boxes: ProductInput = {
  image: SEED_IMAGE,
  title: "Truffle Boxes",
  titleHe: "קופסאות טראפלס, \"מיוחדות\"",
  description: "Nine, sixteen or twenty-five truffles;\nmade by hand.",
  descriptionHe: "תשע, שש־עשרה או עשרים וחמש פרלינים.",
  category: "truffles",
  brand: "atelier",
  price: 2600,
  salePrice: 0,
  totalStock: 0,
  ...DECLARED,
  options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }] }],
  variants: [
    { sku: "TRF-9", optionValues: ["Box of 9"], price: 2600, salePrice: 0, totalStock: 10, weight: 120 },
    { sku: "TRF-16", optionValues: ["Box of 16"], price: 4400, salePrice: 3900, totalStock: 6 },
  ],
};

async function addBoxes(): Promise<string> {
  const added = await asAdmin("/api/admin/products/add", { json: boxes });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return (added.body.data as { _id: string })._id;
}

/** A new product's row (no id), declared, made from a product's exported row. */
const freshRow = (rows: Record<string, string>[], title: string): Record<string, string> => ({
  ...rows.find((row) => row.id === "p-c"),
  id: "",
  slug: "",
  title,
  titleHe: "טבלה חדשה",
  image: SEED_IMAGE,
  ingredients: DECLARED.ingredients,
  kosher: "parve",
  kosherCertifier: "Rabbinate of Tel Aviv",
  ...Object.fromEntries(Object.entries(DECLARED.allergens).map(([key, answer]) => [`allergen_${key}`, answer])),
});

/** The file as rows of cells by column (header first). */
const tableOf = (text: string) => {
  const [header = [], ...rows] = readCsv(text);
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((name, at) => [name, row[at] ?? ""]))) };
};
const fileOf = (header: string[], rows: Record<string, string>[], lineEnd = "\r\n") =>
  "\uFEFF" + [header, ...rows.map((row) => header.map((name) => row[name] ?? ""))].map((cells) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",")).join(lineEnd) + lineEnd;

describe("the products' CSV", () => {
  it("exports every product (variants as rows) as UTF-8 with a BOM, and importing it back changes nothing", async () => {
    const boxesId = await addBoxes();
    const exported = await download("/api/admin/products/export");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...exported.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(exported.text).toContain("\r\n");
    const { rows } = tableOf(exported.text);
    const boxRows = rows.filter((row) => row.id === boxesId);
    expect(boxRows.map((row) => [row.sku, row.option1, row.option1He, row.variantPrice, row.variantSalePrice])).toEqual([
      ["TRF-9", "Box of 9", "קופסה של 9", "26.00", "0.00"],
      ["TRF-16", "Box of 16", "קופסה של 16", "44.00", "39.00"],
    ]);
    expect(boxRows[0]?.titleHe).toBe(boxes.titleHe);
    expect(rows.find((row) => row.id === "p-b")?.salePrice).toBe("10.00");

    const before = await storedProducts();
    const seen = await preview(exported.text);
    expect(seen.counts, refusals).toEqual({ create: 0, change: 0, unchanged: rows.length - 1, refused: 0 });
    const applied = await apply(exported.text);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ created: [], changed: [] } satisfies Partial<ProductsCsvResult>);
    expect(await storedProducts()).toEqual(before);
  });

  it("previews a change by its columns without writing, then applies it with the form's rules", async () => {
    const boxesId = await addBoxes();
    const { header, rows } = tableOf((await download("/api/admin/products/export")).text);
    const changed = rows.map((row) => (row.id === boxesId ? { ...row, titleHe: "קופסאות טראפלס", ...(row.sku === "TRF-16" ? { variantStock: "9" } : {}) } : row));
    const fresh = freshRow(rows, "Pistachio Bar");
    const csv = fileOf(header, [...changed, fresh]);
    const before = await storedProducts();
    const seen = await preview(csv);
    expect(seen.counts, refusals).toMatchObject({ create: 1, change: 1, refused: 0 });
    expect(seen.entries.find((entry) => entry.productId === boxesId)?.changes.sort()).toEqual(["titleHe", "variants"]);
    expect(await storedProducts()).toEqual(before);

    const applied = await apply(csv);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const result = applied.body.data as ProductsCsvResult;
    expect(result.created).toHaveLength(1);
    expect(result.changed).toEqual([boxesId]);
    const after = await storedProducts();
    expect(after[boxesId]).toMatchObject({ titleHe: "קופסאות טראפלס" });
    expect((after[boxesId]?.variants as { sku: string; totalStock: number }[]).find((variant) => variant.sku === "TRF-16")?.totalStock).toBe(9);
    expect(after[result.created[0] ?? ""]).toMatchObject({ title: "Pistachio Bar", slug: "pistachio-bar", declared: true });
    // Found by the storefront's search, as a product the form adds.
    const found = await call(api.baseUrl, "/api/shop/search/pistachio");
    expect((found.body.data as { _id: string }[]).map((product) => product._id)).toContain(result.created[0]);
  });

  it("refuses a file with one bad row whole, naming its row and column in the admin's language", async () => {
    const boxesId = await addBoxes();
    const { header, rows } = tableOf((await download("/api/admin/products/export")).text);
    // A good new product beside the bad rows: refused with them.
    const bad = [...rows.map((row) => (row.id === boxesId ? { ...row, category: "nope", ...(row.sku === "TRF-16" ? { variantPrice: "cheap" } : {}) } : row)), freshRow(rows, "Pistachio Bar")];
    const csv = fileOf(header, bad);
    const before = await storedProducts();
    const row = bad.findIndex((entry) => entry.sku === "TRF-16") + 2;
    // "cheap" is no number: said in the file's terms (24.00), not the form's minor units.
    for (const [language, words] of [["en", /Write a number here \(like 24\.00\)/], ["he", /24\.00/]] as const) {
      const seen = await preview(csv, language);
      expect(seen.counts, refusals).toMatchObject({ create: 1, refused: 1 });
      const entry = seen.entries.find((candidate) => candidate.productId === boxesId);
      expect(entry?.action).toBe("refused");
      expect(entry?.problems.map((problem) => [problem.row, problem.column, problem.code])).toEqual([[row, "variantPrice", "productsCsv.notANumber"]]);
      expect(entry?.problems[0]?.message).toMatch(words);
      const refused = await apply(csv, language);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe("productsCsv.refused");
    }
    // The schema's problems first; the shop's own (an unknown category) once the rows pass them.
    const onlyCategory = fileOf(header, bad.map((entry) => (entry.sku === "TRF-16" ? { ...entry, variantPrice: "44.00" } : entry)));
    const seen = await preview(onlyCategory, "he");
    const problems = seen.entries.find((candidate) => candidate.productId === boxesId)?.problems ?? [];
    expect(problems.map((problem) => [problem.row, problem.column, problem.code])).toEqual([[row - 1, "category", "product.unknownCategory"]]);
    expect(problems[0]?.message).toBe("יש לבחור קטגוריה שקיימת בחנות.");
    expect(await storedProducts()).toEqual(before);
  });

  it("imports a Hebrew file as Excel saves it (BOM, CRLF, `;`, a decimal comma), and refuses an image from elsewhere", async () => {
    const header = ["id", "title", "titleHe", "description", "descriptionHe", "category", "brand", "price", "stock", "image", "ingredients", "kosher", "kosherCertifier", ...Object.keys(DECLARED.allergens).map((key) => `allergen_${key}`)];
    const row = (title: string, image: string) =>
      [ "", title, "פרלין פיסטוק ורד", "Pistachio and rose.", "פיסטוק, ורדים; \"בעבודת יד\".", "truffles", "atelier", "24,50", "7", image, "Cocoa; pistachio", "parve", "Rabbinate of Tel Aviv", ...Object.values(DECLARED.allergens)]
        .map((cell) => (/[";\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(";");
    const excel = `\uFEFF${header.join(";")}\r\n${row("Pistachio Rose", SEED_IMAGE)}\r\n`;
    const seen = await preview(excel, "he");
    expect(seen.counts, refusals).toMatchObject({ create: 1, refused: 0 });
    const applied = await apply(excel, "he");
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.message).toMatch(/יובאו/);
    const id = (applied.body.data as ProductsCsvResult).created[0] ?? "";
    expect((await db().collection("products").doc(id).get()).data()).toMatchObject({ titleHe: "פרלין פיסטוק ורד", descriptionHe: "פיסטוק, ורדים; \"בעבודת יד\".", price: 2450, totalStock: 7 });

    // An address nothing answers at: a loopback port just closed. Never a made-up public name: what a
    // name that does not exist resolves to is the machine's DNS's to say (a sandbox's may answer any name).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const elsewhere = `\uFEFF${header.join(";")}\r\n${row("Rose Bar", `http://127.0.0.1:${closedPort}/rose.jpg`)}\r\n`;
    const refused = await preview(elsewhere);
    expect(refused.entries[0]?.problems.map((problem) => [problem.row, problem.column, problem.code])).toEqual([[2, "image", "productsCsv.imageUnreachable"]]);
  });

  /**
   * Pictures named by an address elsewhere: a local server stands in for the web (the emulators let
   * loopback through; nothing else private). Fetched and resized once, by the preview; the apply and a
   * second import of the same file take the stored copy; what cannot be fetched refuses its row.
   */
  it("fetches, resizes and stores images named by an address, once, and refuses what is not a picture or not public", async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#6b3e26" } }).png().toBuffer();
    const hits: Record<string, number> = {};
    const server = createServer((req, res) => {
      const path = req.url ?? "";
      hits[path] = (hits[path] ?? 0) + 1;
      if (path === "/bar.png") res.writeHead(200, { "content-type": "image/png" }).end(picture);
      else if (path === "/moved") res.writeHead(302, { location: "/bar.png?again" }).end();
      else if (path === "/bar.png?again") res.writeHead(200, { "content-type": "image/png" }).end(picture);
      else if (path === "/page.html") res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>not a picture</p>");
      else if (path === "/huge.png") res.writeHead(200, { "content-type": "image/png" }).end(Buffer.concat([picture, Buffer.alloc(6 * 1024 * 1024)]));
      else if (path === "/to-metadata") res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { header, rows } = tableOf((await download("/api/admin/products/export")).text);
      const good = fileOf(header, [
        { ...freshRow(rows, "Fetched Bar"), image: `${origin}/bar.png` },
        { ...freshRow(rows, "Redirected Bar"), image: `${origin}/moved` },
      ]);
      const seen = await preview(good);
      expect(seen.counts, refusals).toMatchObject({ create: 2, refused: 0 });
      const applied = await apply(good);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      const created = await Promise.all((applied.body.data as ProductsCsvResult).created.map(async (id) => (await db().collection("products").doc(id).get()).data() ?? {}));
      for (const product of created) {
        // A stored copy of the shop's, with the upload's resized variants; not the address in the file.
        expect(String(product.image)).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
        expect((product.imageVariants as { width: number }[]).map((variant) => variant.width)).toEqual([320, 640, 900]);
        expect((await fetch(`${api.baseUrl}${String(product.image)}`)).status).toBe(200);
      }
      // Fetched by the preview once each; the apply (which plans the file again) fetched nothing.
      expect(hits).toEqual({ "/bar.png": 1, "/moved": 1, "/bar.png?again": 1 });

      // The same file again: the new products now exist under ids, so import the export with the addresses put back.
      const again = tableOf((await download("/api/admin/products/export")).text);
      const ids = (applied.body.data as ProductsCsvResult).created;
      const withSources = again.rows.map((row) => (row.id === ids[0] ? { ...row, image: `${origin}/bar.png` } : row.id === ids[1] ? { ...row, image: `${origin}/moved` } : row));
      const second = await preview(fileOf(again.header, withSources));
      expect(second.counts, refusals).toMatchObject({ create: 0, change: 0, refused: 0 });
      expect(hits).toEqual({ "/bar.png": 1, "/moved": 1, "/bar.png?again": 1 });

      const before = await storedProducts();
      const bad = fileOf(header, [
        { ...freshRow(rows, "Missing Picture"), image: `${origin}/missing.png` },
        { ...freshRow(rows, "A Web Page"), image: `${origin}/page.html` },
        { ...freshRow(rows, "Huge Picture"), image: `${origin}/huge.png` },
        { ...freshRow(rows, "Metadata Server"), image: "http://169.254.169.254/latest/meta-data/" },
        { ...freshRow(rows, "Private Network"), image: "http://10.0.0.7/bar.png" },
        { ...freshRow(rows, "Redirect Inside"), image: `${origin}/to-metadata` },
        { ...freshRow(rows, "Not The Web"), image: "file:///etc/passwd" },
      ]);
      const refused = await preview(bad, "he");
      expect(refused.entries.map((entry) => entry.problems.map((found) => [found.row, found.column, found.code]))).toEqual([
        [[2, "image", "productsCsv.imageUnreachable"]],
        [[3, "image", "productsCsv.imageNotAnImage"]],
        [[4, "image", "productsCsv.imageTooLarge"]],
        [[5, "image", "productsCsv.imageAddressRefused"]],
        [[6, "image", "productsCsv.imageAddressRefused"]],
        [[7, "image", "productsCsv.imageAddressRefused"]],
        [[8, "image", "productsCsv.imageAddressRefused"]],
      ]);
      expect(refused.entries[2]?.problems[0]?.message).toMatch(/5 MB/);
      expect(refused.entries[3]?.problems[0]?.message).toMatch(/רשת פרטית/);
      expect((await apply(bad)).status).toBe(400);
      expect(await storedProducts()).toEqual(before);
    } finally {
      server.close();
    }
  });

  /** 2,000 rows read, checked and previewed in one call, then applied (new products in batches), each timed. */
  it("previews and applies 2,000 rows within the function's time, timed", async () => {
    const { header, rows } = tableOf((await download("/api/admin/products/export")).text);
    const many = Array.from({ length: 2000 }, (_, index) => ({
      ...freshRow(rows, `Bar number ${index + 1}`),
      titleHe: `טבלה מספר ${index + 1}`,
      description: `A bar, made by hand, number ${index + 1}: cocoa, sugar and a long description, to weigh like a real one.`,
    }));
    const csv = fileOf(header, many);
    const started = performance.now();
    const seen = await preview(csv);
    const previewed = performance.now();
    expect(seen.counts, refusals).toMatchObject({ create: 2000, refused: 0 });
    const applied = await apply(csv);
    const done = performance.now();
    expect(applied.status, JSON.stringify(applied.body).slice(0, 300)).toBe(200);
    expect((applied.body.data as ProductsCsvResult).created).toHaveLength(2000);
    console.info(`products CSV: 2,000 rows (${(csv.length / 1e6).toFixed(2)} M characters): preview ${Math.round(previewed - started)} ms, apply ${Math.round(done - previewed)} ms`);
    // Both run in the `productImport` function (functions/src/index.ts), whose limit this is; the emulator
    // writes one batch at a time, so here the apply takes 35-45 s where Firestore takes a fraction of it.
    expect(previewed - started).toBeLessThan(PRODUCT_IMPORT_TIMEOUT_SECONDS * 1000);
    expect(done - previewed).toBeLessThan(PRODUCT_IMPORT_TIMEOUT_SECONDS * 1000);
    const slugs = await db().collection("productSlugs").where("productId", "in", (applied.body.data as ProductsCsvResult).created.slice(0, 3)).get();
    expect(slugs.docs.map((doc) => doc.id).sort()).toEqual(["bar-number-1", "bar-number-2", "bar-number-3"]);
  }, 240_000);
});

describe("the orders' and customers' CSV", () => {
  it("exports orders of a date range and status, and the customers", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const orders = await download(`/api/admin/orders/export?from=2020-01-01&to=${today}&status=pending`);
    expect(orders.status).toBe(200);
    expect(orders.headers.get("content-disposition")).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(tableOf(orders.text).header.slice(0, 3)).toEqual(["orderNumber", "orderId", "orderDate"]);
    const bad = await download(`/api/admin/orders/export?from=2026-02-01&to=2026-01-01`);
    expect(bad.status).toBe(400);
    const customers = await download("/api/admin/customers/export");
    expect(customers.status).toBe(200);
    expect(tableOf(customers.text).rows.map((row) => row.email)).toContain("owner@example.com");
  });
});

describe("admin only", () => {
  it("answers 401 to a guest and 403 to a shopper, and writes nothing", async () => {
    const shopper = await registeredSession(api.baseUrl);
    for (const path of ["/api/admin/products/export", "/api/admin/orders/export?from=2026-01-01&to=2026-01-02", "/api/admin/customers/export"]) {
      expect((await fetch(`${api.baseUrl}${path}`)).status, path).toBe(401);
      expect((await download(path, shopper.cookie)).status, path).toBe(403);
    }
    const before = await storedProducts();
    for (const path of ["/api/admin/products/import/preview", "/api/admin/products/import/apply"]) {
      expect((await call(api.baseUrl, path, { json: { csv: "title\nX\n" } })).status).toBe(401);
      expect((await call(api.baseUrl, path, { json: { csv: "title\nX\n" }, cookie: shopper.cookie })).status).toBe(403);
    }
    expect(await storedProducts()).toEqual(before);
  });
});
