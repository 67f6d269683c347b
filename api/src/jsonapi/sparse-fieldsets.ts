interface ResourceObject {
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

interface Document {
  data?: unknown;
  included?: unknown[];
}

// An emptied member is dropped rather than sent as `{}`: both are valid, absence is clearer.
function pick<T>(record: Record<string, T> | undefined, keep: readonly string[]) {
  const kept = Object.entries(record ?? {}).filter(([key]) => keep.includes(key));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
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
  for (const resource of resources) {
    const keep = fields[resource.type];
    if (keep === undefined) continue;
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
