import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n-t";
import { relativeTimeFormat } from "~/utils/intl";

/** Spec section 9: a hydrated page brings relative times up to date this often. */
export const RELATIVE_TIME_REFRESH = 30_000;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
  ["second", 1],
];

/** "3 minuten geleden" / "3 minutes ago": the largest whole unit, "nu" / "now" under a second. */
export function formatRelativeTime(date: Date, now: number, locale: string): string {
  let seconds = (date.getTime() - now) / 1000;
  // A server clock a little ahead of the browser's must not make a moment just past "in 2 seconds".
  if (seconds > 0 && seconds < 60) seconds = 0;
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ["second", 1];
  // Truncating, not rounding: 90 seconds ago is "1 minute ago", as a clock would say.
  return relativeTimeFormat(locale, { numeric: "auto" }).format(Math.trunc(seconds / size) || 0, unit);
}

/**
 * A relative time in the page's language. The server renders the text; a hydrated page
 * refreshes it every 30 s. The hydrating render may already differ from the server's by a
 * second or a unit, which is expected, hence suppressHydrationWarning on this one element.
 */
export function RelativeTime({ date, className }: { date: Date | string | number; className?: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const value = new Date(date);
  const time = value.getTime();
  // Restarted when the moment changes (new loader data), so the text never lags a whole period.
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH);
    return () => clearInterval(timer);
  }, [time]);
  return (
    <time dateTime={value.toISOString()} className={className} suppressHydrationWarning>
      {formatRelativeTime(value, now, i18n.language)}
    </time>
  );
}
