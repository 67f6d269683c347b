import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig } from "../i18n";
import { namespaces, resources } from "./locales";
import { IsolateCache } from "@contract/isolate-cache";

// One i18next instance per language and isolate, with every namespace, for the render and the
// loaders alike: setting one up took a good share of a page's CPU time when it was done per
// request (docs/performance-history.md, "SSR cost"). Pages only read from it; nothing changes its language.
const instances = new IsolateCache<Promise<i18n>>({ max: 8 });

export function i18nFor(locale: string): Promise<i18n> {
  // A failed set-up is dropped again (getOrSet), so the next request tries anew.
  return instances.getOrSet(locale, () => {
    const created = createInstance();
    return created
      .use(initReactI18next)
      .init({ ...i18nConfig, supportedLngs: [...i18nConfig.supportedLngs], lng: locale, ns: namespaces, resources })
      .then(() => rememberPlainLookups(created));
  });
}

/**
 * Resolves a lookup once per instance and options: its resources never change, and i18next's
 * resolution (namespaces, fallbacks, the interpolation pass over the result) ran on each of the
 * hundred-odd texts of every page. A lookup whose options hold anything but strings, numbers and
 * booleans (an object to interpolate, a function) goes to i18next every time.
 */
export function rememberPlainLookups(instance: i18n): i18n {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  // Kept for the isolate's life with the instance: bounded like every isolate cache.
  const found = new IsolateCache<string>({ max: MOST_REMEMBERED });
  const t = (key: unknown, options?: unknown) => {
    const memo = lookupKey(key, options);
    if (memo === null) return translate(key, options);
    const kept = found.get(memo);
    if (kept !== undefined) return kept;
    const value = translate(key, options);
    if (typeof value !== "string") return value;
    // Values (a centre's name, a count) make keys without end over a worker's life: the bound
    // drops the least recently used.
    return found.set(memo, value);
  };
  instance.t = t as typeof instance.t;
  return instance;
}

const MOST_REMEMBERED = 5000;

/**
 * The memo key of a lookup (JSON: no value can pass for another), or null when an option is not a
 * plain value nor a list of languages or namespaces.
 */
function lookupKey(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options !== undefined && (typeof options !== "object" || options === null)) return null;
  const parts: unknown[] = [key];
  for (const name in options ?? {}) {
    const value = (options as Record<string, unknown>)[name];
    // null as absent: react-i18next's useTranslation asks getFixedT(null, …), which hands
    // `lngs: null` to every call (i18next reads it as no list).
    if (value == null) continue;
    const type = typeof value;
    // JSON writes NaN and ±Infinity alike (null): such a count is asked of i18next each time.
    const plain = type === "string" || type === "boolean" || (type === "number" && Number.isFinite(value));
    const names = (name === "lngs" || name === "ns") && Array.isArray(value) && value.every((item) => typeof item === "string");
    if (!plain && !names) return null;
    parts.push(name, value);
  }
  return JSON.stringify(parts);
}
