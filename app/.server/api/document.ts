import { camelizeKeys, toCamel } from "./case";

interface Identifier {
  id: string;
  type: string;
}
interface ResourceObject extends Identifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: Identifier | Identifier[] | null; meta?: unknown }>;
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}
export interface JsonApiDocument {
  data?: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, unknown>;
}

/** A resource with its attributes flattened and its relationships resolved, keys in camelCase. */
export type Resource = { id: string; type: string } & Record<string, unknown>;

/**
 * Turns a JSON:API document into plain objects: attributes become fields, and every relationship
 * points at the included resource (itself resolved) or, when not included, at `{ id, type }`; a
 * relationship's meta goes to `relationshipMeta` under the relationship's name.
 * Resolution is memoised per document, so cycles (a centre and its profile pointing back) are safe.
 */
export function deserialize(document: JsonApiDocument): Resource | Resource[] | null {
  const index = new Map<string, ResourceObject>();
  for (const item of [...(document.included ?? []), ...[document.data ?? []].flat()]) index.set(`${item.type}:${item.id}`, item);
  const resolved = new Map<string, Resource>();

  const resolve = (identifier: Identifier): Resource => {
    const key = `${identifier.type}:${identifier.id}`;
    const done = resolved.get(key);
    if (done) return done;
    const source = index.get(key);
    const resource: Resource = { id: identifier.id, type: identifier.type };
    resolved.set(key, resource);
    if (!source) return resource;
    Object.assign(resource, camelizeKeys(source.attributes ?? {}));
    if (source.links) resource.links = source.links;
    if (source.meta) resource.meta = camelizeKeys(source.meta);
    for (const [name, relationship] of Object.entries(source.relationships ?? {})) {
      if (!relationship) continue;
      // A relationship's own meta (the current user's notifications: their total and unread
      // count; their organizations to review, a count with no linkage).
      if (relationship.meta) ((resource.relationshipMeta ??= {}) as Record<string, unknown>)[toCamel(name)] = camelizeKeys(relationship.meta);
      if (!("data" in relationship)) continue;
      const data = relationship.data;
      resource[toCamel(name)] = data === null || data === undefined ? null : Array.isArray(data) ? data.map(resolve) : resolve(data);
    }
    return resource;
  };

  const data = document.data;
  if (data === null || data === undefined) return null;
  return Array.isArray(data) ? data.map(resolve) : resolve(data);
}
