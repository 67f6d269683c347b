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

/**
 * Serializes primary data with a resource's ts-japi serializer and the request's JSON:API
 * options. Links are built per request because ts-japi needs absolute URLs and the host is
 * whatever the caller used (a service binding or a public host).
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
