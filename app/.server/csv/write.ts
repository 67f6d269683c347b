import { stringify } from "csv-stringify/browser/esm/sync";
import { fileAnswer } from "~/.server/file-answer";

// Every CSV the product writes goes through here (docs/security.md, "Downloads"). csv-stringify's
// browser build: the Node build needs the global Buffer, which the web worker (no nodejs_compat)
// does not have. Quotes, commas and line breaks in cells are its business, not ours.

/** A cell: text is made formula-safe; a number is written as it is (a count is never a formula). */
export type CsvCell = string | number | null;

// What a spreadsheet reads as the start of a formula (OWASP's CSV injection list).
const FORMULA_START = /^[=+\-@\t\r]/;
// The same after a separator a spreadsheet may split on: a Dutch Excel splits `Jan;=1+1` on the
// semicolon even when the file's own separator is the comma.
const AFTER_SEPARATOR = /([;,][ ]*)(?=[=+\-@\t\r])/g;

/** Text a spreadsheet shows as text: a leading quote before anything that could start a formula. */
export function formulaSafe(text: string): string {
  const inner = text.replace(AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/**
 * Rows (the header first) as RFC 4180 CSV with a byte-order mark, so spreadsheet programs read
 * the UTF-8 (é, ë) as such. Every text cell, headers included, passes formulaSafe; every text cell
 * is quoted, so a reader that splits on `;` keeps a cell whole too.
 */
export function writeCsv(rows: CsvCell[][]): string {
  return (
    "\uFEFF" +
    stringify(rows, {
      quoted_string: true,
      cast: { string: (value) => formulaSafe(value), number: (value) => String(value) },
    })
  );
}

/** A CSV download that no cache keeps. */
export const csvResponse = (csv: string, name: string) =>
  fileAnswer(csv, { type: "text/csv; charset=utf-8", filename: `${name}.csv`, cache: "private, no-store" });
