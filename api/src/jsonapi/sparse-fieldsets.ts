interface ResourceObject {
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

interface Document {
  data?: unknown;
  included?: unknown[];
}

// An emptied member is dropped rather than sent as `{}`: both are valid, absence is clearer. The
// record's own order is kept.
function pick<T>(record: Record<string, T> | undefined, keep: ReadonlySet<string>) {
  if (record === undefined) return undefined;
  let kept: Record<string, T> | undefined;
  for (const key of Object.keys(record)) {
    if (!keep.has(key)) continue;
    kept ??= {};
    // Defined, not assigned: a key "__proto__" stays a key and sets no prototype.
    if (key === "__proto__") Object.defineProperty(kept, key, { value: record[key], enumerable: true, writable: true, configurable: true });
    else kept[key] = record[key];
  }
  return kept;
}

function isResource(value: unknown): value is ResourceObject {
  return typeof value === "object" && value !== null && typeof (value as ResourceObject).type === "string";
}

/**
 * Applies `fields[type]` to a serialized document: a resource of a listed type keeps only the
 * listed attributes and relationships. Done after serialization so that it works the same for
 * primary data and for included resources, whatever serializer produced them.
 */
export function applySparseFieldsets<D extends Document>(document: D, fields: Record<string, string[]>): D {
  if (Object.keys(fields).length === 0) return document;
  const resources = [...(Array.isArray(document.data) ? document.data : [document.data]), ...(document.included ?? [])].filter(isResource);
  // Each type's fieldset as a set, made once for the document rather than searched per member.
  const sets = new Map<string, ReadonlySet<string>>();
  for (const resource of resources) {
    const listed = fields[resource.type];
    if (listed === undefined) continue;
    let keep = sets.get(resource.type);
    if (keep === undefined) sets.set(resource.type, (keep = new Set(listed)));
    resource.attributes = pick(resource.attributes, keep);
    resource.relationships = pick(resource.relationships, keep);
    if (resource.attributes === undefined) delete resource.attributes;
    if (resource.relationships === undefined) delete resource.relationships;
  }
  return document;
}

/**
 * Whether a query's fieldset of `type` names `field` (no fieldset: every field). A serializer asks
 * it to skip what a caller left out and is costly to make, a rich text's HTML above all
 * (docs/performance.md, "CPU"): the fieldset would drop it after serialization anyway.
 */
export const wantsField = (fields: Readonly<Record<string, readonly string[]>>, type: string) => {
  const listed = fields[type];
  return (field: string) => !listed || listed.includes(field);
};

/** What of a rich-text attribute (`name` and `${name}_html`) a query's fieldset asks for. */
export const richTextWanted = (fields: Readonly<Record<string, readonly string[]>>, type: string, name: string) => {
  const wanted = wantsField(fields, type);
  return { doc: wanted(name), html: wanted(`${name}_html`) };
};
