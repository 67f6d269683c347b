import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "../i18n";
import type { TFunction } from "../i18n-t";
import { resources } from "./locales";
import { i18nFor } from "./i18n-instances";

export const localeCookie = createCookie("locale", {
  path: "/",
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  maxAge: 60 * 60 * 24 * 365,
});

// Dutch unless the visitor chose otherwise: browsers' Accept-Language is deliberately not read,
// the product's default language is Dutch for everyone.
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: localeCookie,
    order: ["cookie"],
  },
  i18next: { ...i18nConfig, supportedLngs: [...i18nConfig.supportedLngs], resources },
});

// The loaders' `t`, from the render's instance of the language (i18n-instances.ts): remix-i18next
// builds a whole i18next instance per call, which cost more than rendering a page's list
// (docs/performance-history.md, "SSR cost"). Typed by app/i18n-t.ts: its keys checked, the same i18next function.
export async function fixedT(locale: string): Promise<TFunction> {
  const supported = (i18nConfig.supportedLngs as readonly string[]).includes(locale) ? locale : i18nConfig.fallbackLng;
  return (await i18nFor(supported)).getFixedT(supported) as unknown as TFunction;
}
