/** The languages of the platform: Dutch first (the default), English. */
export const LOCALES = ["nl", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "nl";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
