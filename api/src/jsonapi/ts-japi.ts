// ts-japi ships CommonJS only (with `__esModule` set), and tools disagree on how such a module
// is imported: esbuild and Vite's dependency optimizer expose its named exports, Node's ESM
// loader may only give `default`. Resolving it once here lets serializers import plain names.
import * as namespace from "ts-japi";
import type { Dictionary, Relator as RelatorClass, Serializer as SerializerClass } from "ts-japi";

type TsJapi = typeof namespace;
const tsjapi: TsJapi = typeof namespace.Serializer === "function" ? namespace : (namespace as unknown as { default: TsJapi }).default;

export const { Linker, Metaizer, Paginator, Relator, Serializer } = tsjapi;
/* eslint-disable @typescript-eslint/no-explicit-any -- mirrors ts-japi's own defaults */
export type Serializer<T extends Dictionary<any> = any> = SerializerClass<T>;
export type Relator<P, R extends Dictionary<any> = any> = RelatorClass<P, R>;
/* eslint-enable @typescript-eslint/no-explicit-any */
