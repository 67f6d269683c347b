// The wire speaks snake_case, the web camelCase: the same names, converted at the web's api client.

/** `hours_per_week` → `hoursPerWeek`, at the type level. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** An object type with its keys camelCased (one level: nested objects keep their own type). */
export type Camelized<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };

export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** An object's own keys camelCased, values untouched: the web's view of a record of rules. */
export const camelizeRecord = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [toCamel(key), value])) as Camelized<T>;
