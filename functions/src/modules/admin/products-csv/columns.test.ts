import { describe, expect, it } from "vitest";
import type { Product } from "@cocoa/contracts";
import { CSV_COLUMNS, inputFromRows, majorUnits, minorUnits, productRows, type CsvRow } from "./columns";
import { cellText, csvText, detectDelimiter, readCsv } from "./csv-text";

const product: Product = {
  _id: "p-1",
  slug: "truffle-boxes",
  image: "/images/a.webp",
  title: 'Truffle "Boxes", large',
  titleHe: "קופסאות טראפלס, \"מיוחדות\"",
  description: "Line one\nline two",
  category: "truffles",
  brand: "atelier",
  price: 2600,
  salePrice: 0,
  totalStock: 16,
  averageReview: 4,
  featured: true,
  declared: false,
  options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16" }] }],
  variants: [
    { sku: "TRF-9", optionValues: ["Box of 9"], price: 2600, salePrice: 0, totalStock: 10, weight: 120 },
    { sku: "TRF-16", optionValues: ["Box of 16"], price: 4400, salePrice: 3900, totalStock: 6 },
  ],
};

/** Through the file's text and back, as the import reads it. */
function roundTrip(rows: CsvRow[]): CsvRow[] {
  const text = csvText(CSV_COLUMNS, rows.map((row) => CSV_COLUMNS.map((column) => row[column] ?? "")));
  const [header = [], ...cells] = readCsv(text);
  return cells.map((line) => Object.fromEntries(header.map((name, at) => [cellText(name), cellText(line[at])])));
}

describe("the products' CSV columns", () => {
  it("writes money in major units and reads it back in the ways spreadsheets write it", () => {
    expect(majorUnits(2600)).toBe("26.00");
    expect(majorUnits(5)).toBe("0.05");
    expect([minorUnits("26.00"), minorUnits("26"), minorUnits("24,5"), minorUnits(""), minorUnits("cheap")]).toEqual([2600, 2600, 2450, undefined, Number.NaN]);
  });

  it("writes a product with variants as a row per variant and reads the same request back (quotes, new lines, Hebrew)", () => {
    const rows = productRows(product);
    expect(rows.map((row) => [row.sku, row.variantPrice, row.option1He])).toEqual([
      ["TRF-9", "26.00", "קופסה של 9"],
      ["TRF-16", "44.00", ""],
    ]);
    const read = roundTrip(rows);
    expect(read).toEqual(rows.map((row) => Object.fromEntries(CSV_COLUMNS.map((column) => [column, row[column] ?? ""]))));
    expect(inputFromRows(read, product)).toEqual(inputFromRows(rows, product));
    expect(inputFromRows(read, product)).toMatchObject({ title: product.title, titleHe: product.titleHe, description: "Line one\nline two", featured: true, options: product.options });
  });

  it("writes UTF-8 with a BOM and CRLF, guards formulas, and reads `;` files with CRLF", () => {
    const text = csvText(["a", "b"], [["=SUM(A1)", "שלום"]]);
    expect(text.startsWith("\uFEFFa,b\r\n")).toBe(true);
    expect(readCsv(text)[1]?.map(cellText)).toEqual(["=SUM(A1)", "שלום"]);
    expect(text).toContain("'=SUM(A1)");
    const excel = '\uFEFFtitle;price\r\n"Bar; dark";24,50\r\n';
    expect(detectDelimiter(excel)).toBe(";");
    expect(readCsv(excel)).toEqual([["title", "price"], ["Bar; dark", "24,50"]]);
  });
});
