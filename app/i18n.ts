import { DEFAULT_LOCALE, LOCALES } from "@contract/locales";
// Shared by server and client: which languages exist and which one wins when in doubt.
export const i18nConfig = {
  supportedLngs: LOCALES,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  interpolation: { escapeValue: false },
} as const;

export type Locale = (typeof i18nConfig.supportedLngs)[number];
