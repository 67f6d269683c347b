type Json = unknown;

export const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function convertKeys(value: Json, convert: (key: string) => string): Json {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (value === null || typeof value !== "object") return value;
  // Only plain objects have keys to rename; a Date (say) must reach JSON.stringify intact.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value as Record<string, Json>).map(([key, item]) => [convert(key), convertKeys(item, convert)]));
}

/** The server speaks snake_case, the app camelCase: keys change, values never do. */
export const camelizeKeys = <T = Json>(value: Json) => convertKeys(value, toCamel) as T;
export const snakeizeKeys = <T = Json>(value: Json) => convertKeys(value, toSnake) as T;
