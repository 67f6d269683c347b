import { numberFormat } from "~/utils/intl";

// A file size as people read it ("1,5 MB" in Dutch, "1.5 MB" in English): decimal units, as
// operating systems show them in file dialogs.
const UNITS = ["B", "kB", "MB", "GB"] as const;

export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}
