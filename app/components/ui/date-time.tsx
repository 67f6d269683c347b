import { dateTimeFormat } from "~/utils/intl";

// Times are shown in the platform's home time zone, so the server's rendering (in UTC on the edge)
// and the browser's hydration print the same text.
const TIME_ZONE = "Europe/Amsterdam";

/** A moment as a short date and time in the page's language, e.g. "3 mrt 2025, 14:05". */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }).format(date);
}

/** A calendar date (YYYY-MM-DD, no time or zone) in the page's language, e.g. "31 december 2027". */
export function formatCalendarDate(value: string, locale: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/**
 * A <time> element with the machine-readable moment and the human-readable text. The server's
 * and the browser's date libraries may word a date slightly differently (ICU versions); the
 * browser's wording then simply wins, which is no error worth reporting.
 */
export function DateTime({ value, locale, className }: { value: string; locale: string; className?: string }) {
  return (
    <time dateTime={value} className={className} suppressHydrationWarning>
      {formatDateTime(value, locale)}
    </time>
  );
}
