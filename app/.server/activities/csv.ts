import { stringify } from "csv-stringify/browser/esm/sync";

/**
 * Rows as CSV (RFC 4180, csv-stringify) with a byte-order mark, so spreadsheet programs read the
 * UTF-8 names right. A cell starting with = + - @ gets a leading quote: no formulas from a
 * participant's name (CSV injection).
 */
export function toCsv(rows: string[][]): string {
  const safe = rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return `\uFEFF${stringify(safe)}`;
}
