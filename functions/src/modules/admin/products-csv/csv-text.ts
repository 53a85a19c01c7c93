/**
 * CSV text as spreadsheets write and read it (issue 37), over csv-stringify / csv-parse: written
 * UTF-8 with a byte-order mark (Excel reads Hebrew right only with it) and CRLF line ends (RFC
 * 4180); read with or without the mark, with CRLF or LF, and with `,`, `;` or a tab between cells
 * (Excel writes `;` where the decimal separator is a comma), whichever the header row uses most.
 *
 * A text cell that starts like a formula (`=`, `+`, `-`, `@`) is written after an apostrophe, so a
 * spreadsheet shows it as text instead of running it (CSV injection: names and notes come from
 * shoppers); reading takes that apostrophe off again, so a file round-trips.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written: numbers as they are, a formula-like text behind an apostrophe. */
export function safeCell(value: string | number | boolean | undefined | null): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The cell as the shop meant it: the apostrophe `safeCell` adds is taken off. */
export function cellText(cell: string | undefined): string {
  const text = (cell ?? "").trim();
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** The file's text: BOM, header, rows, CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | boolean | undefined | null)[])[]): string {
  return stringify([header.map((name) => safeCell(name)), ...rows.map((row) => row.map(safeCell))], { bom: true, record_delimiter: "windows" });
}

/** The delimiter the header line uses most (outside quotes); a comma when it has none. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([[",", 0], [";", 0], ["\t", 0]]);
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, "")) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ",";
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

export class CsvReadError extends Error {}

/** The file's rows as text cells (the header first); blank lines are skipped, short rows kept short. */
export function readCsv(text: string): string[][] {
  try {
    return parse(text, { bom: true, delimiter: detectDelimiter(text), relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    throw new CsvReadError(error instanceof Error ? error.message : String(error));
  }
}

/** The file name of an export made on `day` (YYYY-MM-DD). */
export const csvFileName = (kind: string, day: string) => `${kind}-${day}.csv`;
