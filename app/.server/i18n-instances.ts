import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig } from "../i18n";
import { namespaces, resources } from "./locales";

// One i18next instance per language and isolate, with every namespace, for the render and the
// loaders alike: setting one up took a good share of a page's CPU time when it was done per
// request (docs/performance.md, "SSR cost"). Pages only read from it; nothing changes its language.
const instances = new Map<string, Promise<i18n>>();

export function i18nFor(locale: string): Promise<i18n> {
  let instance = instances.get(locale);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({ ...i18nConfig, supportedLngs: [...i18nConfig.supportedLngs], lng: locale, ns: namespaces, resources })
      .then(() => rememberPlainLookups(created));
    instance.catch(() => instances.delete(locale));
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * Resolves a plain lookup (a key with no values, no count, no context) once per instance: its
 * resources never change, and i18next's resolution (namespaces, fallbacks, the interpolation
 * pass over the result) ran on each of the hundred-odd texts of every page. A lookup with any
 * other option goes to i18next every time.
 */
export function rememberPlainLookups(instance: i18n): i18n {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const found = new Map<string, unknown>();
  const t = (key: unknown, options?: unknown) => {
    const memo = plainLookup(key, options);
    if (memo === null) return translate(key, options);
    if (found.has(memo)) return found.get(memo);
    const value = translate(key, options);
    if (typeof value === "string") found.set(memo, value);
    return value;
  };
  instance.t = t as typeof instance.t;
  return instance;
}

// The options a fixed `t` (react-i18next's, the loaders') adds to every call; any other makes the
// lookup depend on its values.
const FIXED = new Set(["lng", "lngs", "ns", "keyPrefix"]);

/** The memo key of a plain lookup, or null when the call carries anything else. */
function plainLookup(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return `\u0000\u0000\u0000\u0000${key}`;
  if (typeof options !== "object" || options === null) return null;
  const parts: string[] = [];
  // null as absent: react-i18next's useTranslation asks getFixedT(null, …), which hands
  // `lngs: null` to every call (i18next reads it as no list).
  for (const name of ["lng", "lngs", "ns", "keyPrefix"]) {
    const value = (options as Record<string, unknown>)[name];
    if (value != null && typeof value !== "string" && !Array.isArray(value)) return null;
    parts.push(value == null ? "" : String(value));
  }
  for (const name in options) if (!FIXED.has(name) && (options as Record<string, unknown>)[name] !== undefined) return null;
  return `${parts.join("\u0000")}\u0000${key}`;
}
