import type { z } from "zod";

/** Paging limits of a list; `page[size]` above `maxSize` is a 400, not silently capped. */
export interface PageSpec {
  defaultSize: number;
  maxSize: number;
}

/**
 * What an endpoint accepts in its query string. A parameter family that is not declared here is
 * rejected with 400 (JSON:API: an endpoint that does not support `include`, `sort`, ... must say so).
 * The api validates against it (api/src/jsonapi/query.ts); the web's queries are typed by it
 * (ListQuery below), so a filter the api lacks fails typecheck.
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
  /** The values `count` takes, when the list can be asked for its (capped) total. */
  count?: readonly string[];
}

type Names<T> = T extends readonly (infer N)[] ? N & string : never;

/** One sort key, ascending or descending. */
export type SortParam<S extends string> = S | `-${S}`;

/** A filter's value as the web sends it: text in the query string; undefined leaves it out. */
export type FilterValue = string | number | boolean | undefined;

/**
 * The query a client may send to an endpoint of spec S: only the filters, sorts, includes and
 * fieldsets S declares. Use it with `satisfies` (or as a parameter type) on the web's queries.
 */
export type ListQuery<S extends QuerySpec> = {
  filter?: S["filter"] extends Readonly<Record<string, z.ZodTypeAny>> ? { [K in keyof S["filter"]]?: FilterValue } : never;
  sort?: S["sort"] extends readonly string[] ? SortParam<Names<S["sort"]>> : never;
  include?: S["include"] extends readonly string[] ? readonly Names<S["include"]>[] : never;
  fields?: S["fields"] extends Readonly<Record<string, readonly string[]>> ? { [T in keyof S["fields"]]?: readonly Names<S["fields"][T]>[] } : never;
  page?: S["page"] extends PageSpec ? { number?: number; size?: number } : never;
  count?: S["count"] extends readonly string[] ? Names<S["count"]> : never;
};

/** The names of a spec's filters. */
export type FilterName<S extends QuerySpec> = keyof NonNullable<S["filter"]> & string;

/**
 * The show and list specs of a resource whose documents hold its own attributes only (nothing to
 * include): both take its sparse fieldset, the list adds its paging, sorts and filters. The names
 * stay literal (a `const` type parameter, as `as const` kept them), so ListQuery checks a web query.
 */
export function resourceSpecs<const T extends string, const A extends readonly string[], const L extends Omit<QuerySpec, "fields" | "include">>(
  type: T,
  attributes: A,
  list: L,
) {
  const fields = { [type]: attributes } as { readonly [K in T]: A };
  return { show: { fields }, list: { fields, ...list } } satisfies Record<"show" | "list", QuerySpec>;
}
