import type { TOptions, i18n } from "i18next";
// eslint-disable-next-line no-restricted-imports -- the one typed wrapper around it
import { useTranslation as useI18nextTranslation } from "react-i18next";
import type { I18nKeys } from "./i18n-keys";

// Translation keys checked by tsc (docs/architecture.md "Translations"). i18next's own typing
// (CustomTypeOptions resources) crashed tsc on this tree; this one checks a call against the
// flat unions scripts/i18n-keys.mjs writes from locales/nl, which costs tsc a few seconds.

export type Namespace = keyof I18nKeys;
type Prefixed = { [N in Namespace]: `${N}:${I18nKeys[N]}` }[Namespace];
/** Every key a `t` of these namespaces finds: its namespaces' own, and any as "ns:key". */
export type I18nKey<N extends Namespace = "common"> = I18nKeys[N] | Prefixed;

/** Whether a key type is a pattern (`state.${string}`), not literals: `{}` fits a pattern's record only. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type IsPattern<K extends string> = {} extends Record<K, 1> ? true : false;

/**
 * A key as `t` accepts it: a literal (or a union of them, `state.${"open" | "closed"}`) must be a
 * key; a pattern (`state.${string}`) must match at least one key; a plain `string` is not checked
 * (keys read from data). Anything else is answered with the key union, so tsc names the call.
 */
type Checked<N extends Namespace, K extends string> = string extends K
  ? K
  : [K] extends [I18nKey<N>]
    ? K
    : [Extract<I18nKey<N>, K>] extends [never]
      ? I18nKey<N>
      : IsPattern<K> extends true
        ? K
        : I18nKey<N>;

/**
 * i18next's `t` with its keys checked; the same function at run time. The plain call comes first:
 * nearly every call is one, and tsc tries the overloads in order.
 */
export interface TFunction<N extends Namespace = "common"> {
  <const K extends string>(key: Checked<N, K>, options?: TOptions & { ns?: never }): string;
  /** `{ ns }` names the namespace the key is in. */
  <const K extends string, M extends Namespace>(key: Checked<M, K>, options: TOptions & { ns: M }): string;
  /** With a `defaultValue` a missing key is expected (a type the texts do not name yet). */
  (key: string, options: TOptions & { defaultValue: string }): string;
}

/** The keys of a namespace under a prefix, without it: `KeysUnder<"vacancies", "fields.">` is "title" | …. */
export type KeysUnder<N extends Namespace, P extends string> = I18nKeys[N] extends infer K ? (K extends `${P}${infer Rest}` ? Rest : never) : never;

/** react-i18next's useTranslation, its `t` typed by the namespaces asked for (the first is the default). */
export function useTranslation<N extends Namespace = "common">(ns?: N | readonly N[]): { t: TFunction<N>; i18n: i18n; ready: boolean } {
  return useI18nextTranslation(ns as string | string[] | undefined) as unknown as { t: TFunction<N>; i18n: i18n; ready: boolean };
}
