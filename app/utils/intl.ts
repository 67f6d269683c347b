import { IsolateCache } from "@contract/isolate-cache";
// Intl's formatters, made once per locale and options. Making one costs tens of microseconds (it
// loads the locale's ICU data), formatting with a made one about one: a page that formats each
// date of a list with a new formatter spent more on that than on its whole api call
// (docs/performance-history.md, "Formatters made once").

/** A bound: the locales and options are the code's own, so a handful; this only stops a leak. */
const made = new IsolateCache<Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>({ max: 200 });

function once<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  return made.getOrSet(key, make) as T;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  once("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  once("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  once("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
