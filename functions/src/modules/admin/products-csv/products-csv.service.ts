/**
 * The products' CSV (issue 37): export, then import in two steps: a preview that reads the file
 * against the catalogue and changes none of it, and an apply that takes the same file again. Images
 * named by an address elsewhere are fetched and stored by the preview already (./import-images.ts),
 * as the product form stores an upload before its product is saved.
 *
 * The rule of apply, all or nothing: every product of the file is checked first, by the same rules
 * as the admin's form (`productInputSchema`, then the shop's categories, brands, images and box
 * pieces), against the catalogue as it is now; one refused product and nothing is written. Only then
 * is each product saved: a changed one in its own transaction by the form's own `editProduct` (eight at
 * a time), the new ones in batches made as the form's `addProduct` makes them (./bulk-create.ts: slug,
 * search index, derived fields alike). One Firestore transaction holds at most
 * 500 writes and a product's save writes its search tokens too, so 2,000 products cannot be one
 * transaction; what could still fail after the check is a change made meanwhile (a category deleted
 * in the same minute). Then the import stops and answers 409 `productsCsv.interrupted` with how many were
 * saved, and the log line under the import's id names the products created and changed. That is the
 * compensation: nothing is undone, but nothing is lost or doubled in silence, and an export shows
 * what the catalogue now holds (changed products read as unchanged against the same file again; new
 * products have ids in the export, so the admin imports the rest from it).
 */
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { IMAGE_UPLOAD_MAX_BYTES, issueMessage, productInputSchema, renderCoded, PRODUCTS_CSV_LIMITS, type CodedMessage, type MessageLanguage, type MessageParams, type Product, type ProductInput, type ShopSettings, type ProductsCsvEntry, type ProductsCsvPreview, type ProductsCsvProblem, type ProductsCsvResult } from "@cocoa/contracts";
import { db } from "../../../platform/firebase";
import { collections } from "../../../platform/collections";
import { HttpError } from "../../../platform/errors";
import { logger } from "../../../platform/logger";
import { requestLanguage } from "../../../platform/http/localize";
import { productFromDocument } from "../../catalog";
import { getPublicSettings } from "../../settings";
import { editProduct, type ProductInputFields } from "../products.service";
import { CSV_COLUMNS, PRODUCT_COLUMNS, VARIANT_COLUMNS, cellOf, changedFields, inputFromRows, productRows, type CsvRow } from "./columns";
import { CsvReadError, cellText, csvText, readCsv } from "./csv-text";
import { createProducts } from "./bulk-create";
import { importImages } from "./import-images";

const products = () => db().collection(collections.products);

/** Every product of the shop, oldest first (the order they were added), by id. */
async function allProducts(): Promise<Map<string, Product>> {
  const snapshot = await products().get();
  const list = snapshot.docs.map((doc) => ({ product: productFromDocument(doc.id, doc.data()), created: String(doc.get("createdAt")?.toMillis?.() ?? 0).padStart(15, "0") }));
  list.sort((a, b) => a.created.localeCompare(b.created) || a.product._id.localeCompare(b.product._id));
  return new Map(list.map(({ product }) => [product._id, product]));
}

/** GET /api/admin/products/export: every product, one row per variant. */
export async function exportProductsCsv(): Promise<string> {
  const rows = [...(await allProducts()).values()].flatMap(productRows);
  return csvText(CSV_COLUMNS, rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? "")));
}

/** A product of the file: its rows (spreadsheet row numbers) and what applying does. */
interface Planned {
  entry: ProductsCsvEntry;
  input?: ProductInputFields;
}

interface Plan {
  preview: ProductsCsvPreview;
  planned: Planned[];
  settings?: ShopSettings;
}

/** File problems that stop everything (an unknown column only warns). */
const BLOCKING = new Set(["productsCsv.unreadable", "productsCsv.noRows", "productsCsv.tooManyRows", "productsCsv.titleColumnMissing"]);

function problem(language: MessageLanguage, row: number, column: string, message: CodedMessage): ProductsCsvProblem {
  return { row, column, code: message.code, ...(message.params ? { params: message.params } : {}), message: renderCoded(message, language) };
}

/** The file's rows by column name, each with its spreadsheet row number (the header is row 1). */
function fileRows(text: string, language: MessageLanguage): { rows: { number: number; cells: CsvRow }[]; header: string[]; problems: ProductsCsvProblem[] } {
  let table: string[][];
  try {
    table = readCsv(text);
  } catch (error) {
    return { rows: [], header: [], problems: [problem(language, 0, "", { code: "productsCsv.unreadable", params: { reason: error instanceof CsvReadError ? error.message : "" } })] };
  }
  const header = (table[0] ?? []).map((name) => cellText(name));
  const problems: ProductsCsvProblem[] = [];
  if (!header.includes("title")) problems.push(problem(language, 1, "title", { code: "productsCsv.titleColumnMissing" }));
  for (const name of header) if (name !== "" && !CSV_COLUMNS.includes(name)) problems.push(problem(language, 1, name, { code: "productsCsv.unknownColumn" }));
  const rows = table
    .slice(1)
    .map((cells, index) => ({ number: index + 2, cells: Object.fromEntries(header.map((name, at) => [name, cellText(cells[at])])) as CsvRow }))
    .filter(({ cells }) => Object.values(cells).some((value) => value !== ""));
  if (rows.length === 0) problems.push(problem(language, 2, "", { code: "productsCsv.noRows" }));
  if (rows.length > PRODUCTS_CSV_LIMITS.maxRows) problems.push(problem(language, PRODUCTS_CSV_LIMITS.maxRows + 2, "", { code: "productsCsv.tooManyRows", params: { max: PRODUCTS_CSV_LIMITS.maxRows } }));
  return { rows, header, problems };
}

/** A stored product's rows filling the columns the file lacks (by SKU, else its first row). */
function filled(row: CsvRow, header: readonly string[], stored: readonly CsvRow[]): CsvRow {
  const own = stored.find((candidate) => candidate.sku !== undefined && candidate.sku !== "" && candidate.sku === row.sku) ?? stored[0] ?? {};
  const out: CsvRow = { ...row };
  for (const column of CSV_COLUMNS) if (!header.includes(column)) out[column] = own[column] ?? "";
  return out;
}

const sameInput = (a: ProductInput, b: ProductInput) => JSON.stringify(a) === JSON.stringify(b);

/** `raw` (the file's product) with the image addresses `checked` ended with (the stored copies). */
function withImagesOf(raw: ProductInput, checked: ProductInput): ProductInput {
  return {
    ...raw,
    image: checked.image,
    ...(raw.gallery ? { gallery: raw.gallery.map((photo, index) => ({ ...photo, image: checked.gallery?.[index]?.image ?? photo.image })) } : {}),
    ...(raw.variants ? { variants: raw.variants.map((variant, index) => (variant.image ? { ...variant, image: checked.variants?.[index]?.image ?? variant.image } : variant)) } : {}),
  };
}

/** Reads the file against the catalogue: what applying would do to each product; nothing written. */
async function plan(text: string, language: MessageLanguage): Promise<Plan> {
  if (text.length > PRODUCTS_CSV_LIMITS.maxChars) throw new HttpError(400, "productsCsv.fileTooLarge");
  const { rows, header, problems: fileProblems } = fileRows(text, language);
  const counts = { create: 0, change: 0, unchanged: 0, refused: 0 };
  if (fileProblems.some((entry) => BLOCKING.has(entry.code))) return { preview: { entries: [], counts, fileProblems }, planned: [] };
  const [catalogue, settings] = await Promise.all([allProducts(), getPublicSettings()]);
  // A product's rows: by its id, or (a new product) by its title; rows of one product may lie apart.
  const groups = new Map<string, { number: number; cells: CsvRow }[]>();
  for (const row of rows) {
    const key = row.cells.id ? `id:${row.cells.id}` : `new:${row.cells.title ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const imageOf = importImages();
  const planned = await Promise.all(
    [...groups.values()].map(async (group): Promise<Planned> => {
      const id = group[0]?.cells.id ?? "";
      const stored = id ? catalogue.get(id) : undefined;
      const storedRows = stored ? productRows(stored) : [];
      const cells = group.map((row) => filled(row.cells, header, storedRows));
      const entry: ProductsCsvEntry = { row: group[0]?.number ?? 0, lastRow: group.at(-1)?.number ?? 0, title: cells[0]?.title ?? "", action: "refused", changes: [], problems: [] };
      if (id) entry.productId = id;
      const refuse = (index: number, column: string, message: CodedMessage) => entry.problems.push(problem(language, group[index]?.number ?? entry.row, column, message));
      if (id && !stored) {
        refuse(0, "id", { code: "productsCsv.unknownProduct" });
        return { entry };
      }
      const raw = inputFromRows(cells, stored);
      if (stored && sameInput(raw, inputFromRows(storedRows, stored))) return { entry: { ...entry, action: "unchanged" } };
      const parsed = productInputSchema.safeParse(raw);
      if (!parsed.success) {
        const seen = new Set<string>();
        for (const issue of parsed.error.issues) {
          const { index, column } = cellOf(issue.path, cells);
          const key = `${index}:${column}`;
          if (seen.has(key)) continue;
          seen.add(key);
          // A cell that is no number at all ("twenty") is told so, in the file's terms (24.00), not the form's minor units.
          const given = issue.path.reduce<unknown>((value, step) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[step] : undefined), raw);
          refuse(index, column, Number.isNaN(given) ? { code: "productsCsv.notANumber" } : issueMessage(issue));
        }
        return { entry };
      }
      const { averageReview: _averageReview, ...given } = parsed.data;
      // What the form's save checks beyond the schema: the shop's groups, its images, the box's pieces.
      if (!settings.categories.some((group) => group.id === given.category)) refuse(0, "category", { code: "product.unknownCategory" });
      if (!settings.brands.some((group) => group.id === given.brand)) refuse(0, "brand", { code: "product.unknownBrand" });
      // Each image the shop's own, or fetched and stored now (./import-images.ts); the product names the stored copy.
      const current = new Set([stored?.image, ...(stored?.gallery ?? []).map((photo) => photo.image), ...(stored?.variants ?? []).map((variant) => variant.image)].filter(Boolean));
      const storedCopy = async (url: string, index: number, column: string): Promise<string> => {
        if (current.has(url)) return url;
        const image = await imageOf(url);
        if ("url" in image) return image.url;
        const params: MessageParams | undefined =
          image.problem === "productsCsv.imageTooLarge" ? { mb: Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)) } : image.problem === "productsCsv.tooManyImages" ? { max: PRODUCTS_CSV_LIMITS.maxFetchedImages } : undefined;
        refuse(index, column, { code: image.problem, ...(params ? { params } : {}) });
        return url;
      };
      const input: typeof given = {
        ...given,
        image: given.gallery?.length ? given.image : await storedCopy(given.image, 0, "image"),
        ...(given.gallery ? { gallery: await Promise.all(given.gallery.map(async (photo) => ({ ...photo, image: await storedCopy(photo.image, 0, "gallery") }))) } : {}),
        ...(given.variants
          ? { variants: await Promise.all(given.variants.map(async (variant, index) => (variant.image ? { ...variant, image: await storedCopy(variant.image, cellOf(["variants", index, "image"], cells).index, "variantImage") } : variant))) }
          : {}),
      };
      if (input.gallery?.[0]) input.image = input.gallery[0].image;
      const pieces = input.box?.pieceIds ?? [];
      if (pieces.some((pieceId) => { const piece = catalogue.get(pieceId); return !piece || pieceId === id || !!piece.variants?.length || !!piece.box; })) {
        refuse(0, "boxPieces", { code: "productsCsv.unknownPiece" });
      }
      if (entry.problems.length > 0) return { entry };
      if (!stored) return { entry: { ...entry, action: "create" }, input };
      // The file's addresses replaced by the stored copies: a file imported again reads as unchanged.
      const copies = withImagesOf(raw, input);
      if (sameInput(copies, inputFromRows(storedRows, stored))) return { entry: { ...entry, action: "unchanged" } };
      return { entry: { ...entry, action: "change", changes: changedFields(inputFromRows(storedRows, stored), copies) }, input };
    }),
  );
  for (const { entry } of planned) counts[entry.action] += 1;
  return { preview: { entries: planned.map(({ entry }) => entry), counts, fileProblems }, planned, settings };
}

/** POST /api/admin/products/import/preview. */
export async function previewProductsCsv(text: string, req: Request): Promise<ProductsCsvPreview> {
  return (await plan(text, requestLanguage(req))).preview;
}

/** Runs `work` over `items`, `limit` at a time, in order of start; stops starting new ones after a failure. */
async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const WRITERS = 8;

/** POST /api/admin/products/import/apply: all or nothing (this module's header says how). */
export async function applyProductsCsv(text: string, req: Request): Promise<ProductsCsvResult> {
  const { preview, planned, settings } = await plan(text, requestLanguage(req));
  const blocked = preview.fileProblems.filter((entry) => BLOCKING.has(entry.code));
  if (blocked.length > 0) throw new HttpError(400, blocked[0]?.code as "productsCsv.noRows", blocked[0]?.params);
  if (preview.counts.refused > 0) throw new HttpError(400, "productsCsv.refused", { count: preview.counts.refused });
  const importId = randomUUID();
  const result: ProductsCsvResult = { importId, created: [], changed: [], unchanged: preview.counts.unchanged };
  const writes = planned.filter((entry) => entry.input && entry.entry.action !== "unchanged");
  const creates = writes.flatMap(({ entry, input }) => (entry.action === "create" && input ? [input] : []));
  try {
    // New products in batches (./bulk-create.ts: thousands within the function's time), changes each by the form's edit.
    if (creates.length > 0 && settings) result.created.push(...(await createProducts(creates, settings)));
    await inTurns(writes, WRITERS, async ({ entry, input }) => {
      if (!input || entry.action !== "change" || !entry.productId) return;
      await editProduct(entry.productId, input);
      result.changed.push(entry.productId);
    });
  } catch (error) {
    logger.warn("products CSV import interrupted", { importId, created: result.created, changed: result.changed });
    const reason = error instanceof HttpError ? renderCoded({ code: error.code, ...(error.params ? { params: error.params } : {}) }, requestLanguage(req)) : "";
    throw new HttpError(409, "productsCsv.interrupted", { done: result.created.length + result.changed.length, count: writes.length, reason });
  }
  logger.info("products CSV imported", { importId, created: result.created.length, changed: result.changed.length, unchanged: result.unchanged });
  return result;
}

export { PRODUCT_COLUMNS, VARIANT_COLUMNS };
