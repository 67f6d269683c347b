import type { z } from "zod";
import type { PageSpec, QuerySpec } from "@contract/list";

// What an endpoint accepts is the contract's (contract/list.ts): the web's queries are typed by it.
export type { PageSpec, QuerySpec };

export interface Page {
  number: number;
  size: number;
}

export interface SortField {
  field: string;
  direction: "asc" | "desc";
}

type FilterValues<S extends QuerySpec> =
  S["filter"] extends Readonly<Record<string, z.ZodTypeAny>> ? { [K in keyof S["filter"]]?: z.output<S["filter"][K]> } : Record<string, never>;

/** The validated query: defaults filled in, so routes never look at the raw query string. */
export interface ParsedQuery<S extends QuerySpec = QuerySpec> {
  include: string[];
  fields: Record<string, string[]>;
  /** Present when the endpoint pages; defaults to page 1 of `defaultSize`. */
  page: S["page"] extends PageSpec ? Page : undefined;
  filter: FilterValues<S>;
  sort: SortField[];
}
