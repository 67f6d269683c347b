import type { PageLinks } from "./pagination";
import { applySparseFieldsets } from "./sparse-fieldsets";
import { Linker, Metaizer, Paginator, type Serializer } from "./ts-japi";

export interface DocumentOptions<T> {
  /** Validated include paths (see parseQuery). */
  include: string[];
  /** Validated sparse fieldsets (see parseQuery). */
  fields: Record<string, string[]>;
  /** The request URL: the document's `links.self`. */
  selfUrl: string;
  /** The canonical URL of one primary resource: its `links.self`. */
  resourceUrl?: (resource: T) => string;
  meta?: Record<string, unknown>;
  pageLinks?: PageLinks;
}

// A path of plain segments (no dot segment, nothing to escape), which a URL takes as it is.
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/**
 * Absolute URLs on the request's origin, as `new URL(path, requestUrl).href` writes them: the
 * origin parsed once per request, not once per resource of a list (a plain path is appended as it
 * is; any other goes through URL).
 */
export function linksOn(requestUrl: string) {
  const origin = new URL(requestUrl).origin;
  return (path: string) => (PLAIN_PATH.test(path) ? origin + path : new URL(path, requestUrl).href);
}

/** A resource's link builder: for a request, each resource's own URL under `path` (its `links.self`). */
export const resourceUrlOf = (path: string) => (requestUrl: string) => {
  const on = linksOn(requestUrl);
  return (resource: { id: string }) => on(`${path}/${resource.id}`);
};

/**
 * A resource's single-resource document, for a request's query (its `fields` and `include`):
 * the row as `toResource` maps it, linked to itself by `urlOf`.
 */
export const documentOf =
  <Row, T extends { id: string }>(serializer: Serializer<T>, toResource: (row: Row) => T, urlOf: (requestUrl: string) => (resource: T) => string) =>
  (row: Row, query: Pick<DocumentOptions<T>, "include" | "fields">, requestUrl: string) =>
    serializeDocument(serializer, toResource(row), { ...query, selfUrl: requestUrl, resourceUrl: urlOf(requestUrl) });

/**
 * Serializes primary data with a resource's ts-japi serializer and the request's JSON:API
 * options. Links are absolute URLs, built per request: the host is whatever the caller used (a
 * service binding or a public host).
 */
export async function serializeDocument<T extends { id: string }>(
  serializer: Serializer<T>,
  data: T | T[],
  { include, fields, selfUrl, resourceUrl, meta, pageLinks }: DocumentOptions<T>,
) {
  const document = await serializer.serialize(data, {
    // ts-japi emits `included: []` for an empty list; 0 leaves `included` out.
    include: include.length > 0 ? include : 0,
    linkers: {
      document: new Linker(() => selfUrl),
      ...(resourceUrl && { resource: new Linker(resourceUrl) }),
      ...(pageLinks && { paginator: new Paginator(() => pageLinks) }),
    },
    metaizers: meta ? { document: new Metaizer(() => meta) } : {},
  });
  return applySparseFieldsets(document, fields);
}
