import { z } from "zod";
import { badRequest } from "./errors";
import type { Page, PageSpec, ParsedQuery, QuerySpec, SortField } from "./query-spec";

export type { Page, PageSpec, ParsedQuery, QuerySpec, SortField } from "./query-spec";

function invalid(parameter: string, detail: string) {
  return badRequest("Invalid query parameter", detail, { parameter });
}

function unsupported(parameter: string) {
  return badRequest("Unsupported query parameter", `The query parameter "${parameter}" is not supported by this endpoint.`, { parameter });
}

/** A comma list; an empty value is an empty list, an empty member ("a,,b") is an error. */
function commaList(parameter: string, value: string): string[] {
  if (value.trim() === "") return [];
  const items = value.split(",").map((item) => item.trim());
  if (items.includes("")) throw invalid(parameter, `"${parameter}" has an empty member in "${value}".`);
  return [...new Set(items)];
}

function parseInclude(value: string, allowed: readonly string[]): string[] {
  const paths = commaList("include", value);
  const isAllowed = (path: string) => allowed.some((a) => a === path || a.startsWith(`${path}.`));
  const unknown = paths.find((path) => !isAllowed(path));
  if (unknown !== undefined) {
    const choices = allowed.length > 0 ? allowed.join(", ") : "none";
    throw invalid("include", `"${unknown}" is not an includable relationship path here; allowed: ${choices}.`);
  }
  return paths;
}

function parseFields(parameter: string, type: string, value: string, spec: QuerySpec): string[] {
  const allowed = spec.fields?.[type];
  if (allowed === undefined) {
    throw invalid(parameter, `"${type}" is not a resource type of this endpoint's documents.`);
  }
  const fields = commaList(parameter, value);
  const unknown = fields.find((field) => !allowed.includes(field));
  if (unknown !== undefined) {
    throw invalid(parameter, `"${unknown}" is not a field of ${type}; fields: ${allowed.join(", ")}.`);
  }
  return fields;
}

const positiveInteger = z
  .string()
  .regex(/^[1-9][0-9]*$/, "must be a positive integer")
  .transform(Number)
  .refine(Number.isSafeInteger, "is too large");

function parsePageValue(parameter: string, value: string, spec: PageSpec, isSize: boolean): number {
  const result = positiveInteger.safeParse(value);
  if (!result.success) throw invalid(parameter, `"${parameter}" ${result.error.issues[0].message}.`);
  if (isSize && result.data > spec.maxSize) {
    throw invalid(parameter, `"${parameter}" must be at most ${spec.maxSize}.`);
  }
  return result.data;
}

function parseSort(value: string, allowed: readonly string[]): SortField[] {
  return commaList("sort", value).map((item) => {
    const field = item.startsWith("-") ? item.slice(1) : item;
    if (!allowed.includes(field)) {
      throw invalid("sort", `"${field}" is not sortable here; sortable: ${allowed.join(", ")}.`);
    }
    return { field, direction: item.startsWith("-") ? "desc" : "asc" };
  });
}

function parseFilter(parameter: string, name: string, value: string, spec: QuerySpec): unknown {
  const schema = spec.filter?.[name];
  if (schema === undefined) throw unsupported(parameter);
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(parameter, `"${parameter}": ${result.error.issues[0].message}.`);
  return result.data;
}

// `family[member]`: JSON:API's bracketed parameter families (fields, page, filter).
const FAMILY = /^(fields|page|filter)\[([^[\]]+)\]$/;

/**
 * Validates a request's query string against what the endpoint declares. Every rejection is a
 * 400 whose `source.parameter` names the offending parameter; repeated parameters are rejected
 * because their meaning would be ambiguous.
 */
export function parseQuery<S extends QuerySpec>(search: URLSearchParams, spec: S): ParsedQuery<S> {
  const parsed = { include: [], fields: {}, filter: {}, sort: [] } as {
    include: string[];
    fields: Record<string, string[]>;
    filter: Record<string, unknown>;
    sort: SortField[];
  };
  let page: Page | undefined = spec.page && {
    number: 1,
    size: spec.page.defaultSize,
  };
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    if (values.length > 1) throw invalid(key, `"${key}" is given more than once.`);
    const value = values[0];
    const [, family, member] = FAMILY.exec(key) ?? [];
    if (key === "include" && spec.include) parsed.include = parseInclude(value, spec.include);
    else if (key === "sort" && spec.sort) parsed.sort = parseSort(value, spec.sort);
    else if (family === "fields" && spec.fields) parsed.fields[member] = parseFields(key, member, value, spec);
    else if (family === "filter" && spec.filter) parsed.filter[member] = parseFilter(key, member, value, spec);
    else if (family === "page" && spec.page && page && (member === "number" || member === "size")) {
      page = {
        ...page,
        [member]: parsePageValue(key, value, spec.page, member === "size"),
      };
    } else throw unsupported(key);
  }
  if (page && !Number.isSafeInteger((page.number - 1) * page.size)) {
    throw invalid("page[number]", `"page[number]" is too large.`);
  }
  return { ...parsed, page } as ParsedQuery<S>;
}
