import { IsolateCache } from "@contract/isolate-cache";

type Json = unknown;

export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// Every key of every answer is renamed, and the api has a few hundred names: a large roster's
// answers spent more time in the regular expressions than in parsing the JSON (issue 47).
const camelKeys = new IsolateCache<string>({ max: 2048 });
const snakeKeys = new IsolateCache<string>({ max: 2048 });
// Most keys have no underscore (id, type, name, title, links): those are their own camelCase,
// and the check costs less than the cache's read (issue 47).
const camelKey = (key: string) => (key.indexOf("_") < 0 ? key : (camelKeys.get(key) ?? camelKeys.set(key, toCamel(key))));
const snakeKey = (key: string) => snakeKeys.get(key) ?? snakeKeys.set(key, toSnake(key));

function convertKeys(value: Json, convert: (key: string) => string): Json {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  // Only plain objects have keys to rename; a Date (say) must reach JSON.stringify intact.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  // A loop over the keys into a new object: Object.entries, map and fromEntries made three arrays
  // per object, over three times slower for a roster's answer (issue 47).
  const source = value as Record<string, Json>;
  const converted: Record<string, Json> = {};
  for (const key of Object.keys(source)) {
    const name = convert(key);
    const item = convertKeys(source[key], convert);
    // Defined, not assigned: a key "__proto__" stays a key and sets no prototype.
    if (name === "__proto__") Object.defineProperty(converted, name, { value: item, enumerable: true, writable: true, configurable: true });
    else converted[name] = item;
  }
  return converted;
}

/** The server speaks snake_case, the app camelCase: keys change, values never do. */
export const camelizeKeys = <T = Json>(value: Json) => convertKeys(value, camelKey) as T;
export const snakeizeKeys = <T = Json>(value: Json) => convertKeys(value, snakeKey) as T;
