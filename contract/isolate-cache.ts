/**
 * What a worker keeps in its isolate between requests: every such cache is one of these, with a
 * size limit and an eviction rule (the least recently used entry goes first; reads count once the
 * cache is half full, before that the oldest kept goes first), optionally a time to
 * live and a version its entries must match. `scripts/isolate-caches.test.ts` fails on a
 * module-level Map or Set made any other way. Both workers use it, hence its place here.
 * docs/caching.md lists every cache, what it keeps and for how long.
 */
export class IsolateCache<V> {
  readonly #entries = new Map<string, { value: V; until: number; version: string | undefined }>();

  constructor(readonly options: { max: number; ttlMs?: number }) {
    if (!(options.max > 0)) throw new Error("an isolate cache needs a size limit above 0");
  }

  /** The kept value, if it has not expired and (when asked) was kept at `version`. */
  get(key: string, { now, version }: { now?: number; version?: string } = {}): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // The clock only for an entry that can expire: most caches keep for the isolate's life, and
    // some are read per key of every answer (app/.server/api/case.ts).
    const expired = entry.until !== Infinity && entry.until <= (now ?? Date.now());
    if (expired || (version !== undefined && entry.version !== version)) {
      this.#entries.delete(key);
      return undefined;
    }
    // Most recently used last: eviction takes the first. Only once the cache is half full: below
    // that nothing is evicted soon, and the move costs more than the read (the key-case caches are
    // read for every key of every api answer, app/.server/api/case.ts; issue 47).
    if (this.#entries.size * 2 >= this.options.max) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry.value;
  }

  /** `ttlMs`: this entry's own time to live, shorter than the cache's (a copy less sure than the others). */
  set(key: string, value: V, { now, version, ttlMs = this.options.ttlMs }: { now?: number; version?: string; ttlMs?: number } = {}): V {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until: ttlMs === undefined ? Infinity : (now ?? Date.now()) + ttlMs, version });
    while (this.#entries.size > this.options.max) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }

  /** The kept value, or `make()`'s, kept (a rejected promise is dropped again, never kept). */
  getOrSet(key: string, make: () => V, options: { now?: number; version?: string } = {}): V {
    const kept = this.get(key, options);
    if (kept !== undefined) return kept;
    const value = this.set(key, make(), options);
    if (value instanceof Promise) value.catch(() => this.#entries.get(key)?.value === value && this.#entries.delete(key));
    return value;
  }

  delete(key: string) {
    this.#entries.delete(key);
  }

  keys() {
    return [...this.#entries.keys()];
  }

  get size() {
    return this.#entries.size;
  }
}

/**
 * One answer per request (per `AppLoadContext`, per Hono context…, or per env object for what is
 * parsed once from a worker's vars): a WeakMap, so what it keeps lives exactly as long as that
 * object does. For work several loaders of one page ask for at the same time.
 */
export function perRequestMemo<K extends object, V>() {
  const answers = new WeakMap<K, V>();
  const memo = (key: K, make: () => V): V => {
    if (answers.has(key)) return answers.get(key)!;
    const value = make();
    answers.set(key, value);
    return value;
  };
  memo.forget = (key: K) => answers.delete(key);
  memo.peek = (key: K) => answers.get(key);
  memo.set = (key: K, value: V) => answers.set(key, value);
  return memo;
}

/**
 * An IsolateCache of its own per owner object (a D1 binding: tests with their own database never
 * share an answer), made on first use; `options` bound each one. The owners themselves are held
 * weakly, so the caches go with them.
 */
export function isolateCachesPer<V>(options: { max: number; ttlMs?: number }) {
  const caches = perRequestMemo<object, IsolateCache<V>>();
  return (owner: object) => caches(owner, () => new IsolateCache<V>(options));
}
