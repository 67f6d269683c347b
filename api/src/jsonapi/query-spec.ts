import type { z } from "zod";

/** Paging limits of an endpoint; `page[size]` above `maxSize` is a 400, not silently capped. */
export interface PageSpec {
  defaultSize: number;
  maxSize: number;
}

/**
 * What an endpoint accepts in its query string. A parameter family that is not declared here is
 * rejected with 400 (JSON:API: an endpoint that does not support `include`, `sort`, ... must say so).
 */
export interface QuerySpec {
  /** Allowed relationship paths, dotted for nested ones ("organizations.profile"); prefixes are implied. */
  include?: readonly string[];
  /** Allowed sparse fieldsets: resource type → its attribute and relationship names. */
  fields?: Readonly<Record<string, readonly string[]>>;
  page?: PageSpec;
  /** Ransack-style filter names (`organization_id_eq`) with a zod schema for the raw string value. */
  filter?: Readonly<Record<string, z.ZodTypeAny>>;
  /** Sortable fields; `-field` sorts descending. */
  sort?: readonly string[];
}

export interface Page {
  number: number;
  size: number;
}

export interface SortField {
  field: string;
  direction: "asc" | "desc";
}

type FilterValues<S extends QuerySpec> =
  S["filter"] extends Readonly<Record<string, z.ZodTypeAny>>
    ? { [K in keyof S["filter"]]?: z.output<S["filter"][K]> }
    : Record<string, never>;

/** The validated query: defaults filled in, so routes never look at the raw query string. */
export interface ParsedQuery<S extends QuerySpec = QuerySpec> {
  include: string[];
  fields: Record<string, string[]>;
  /** Present when the endpoint pages; defaults to page 1 of `defaultSize`. */
  page: S["page"] extends PageSpec ? Page : undefined;
  filter: FilterValues<S>;
  sort: SortField[];
}
