import { z } from "zod";
import type { PageSpec } from "@contract/list";
import { PER_PAGE_OPTIONS } from "~/components/per-page-select";

// Not in app/.server: the search forms (client code) import their option lists from the same
// search.ts modules that build their parsers with this.

/** The highest `page` an address may ask; beyond the last page a list is simply empty. */
export const PAGE_NUMBER_MAX = 100_000;

/**
 * A search parameter the API would refuse (an unknown status, page 0) falls back to `fallback`
 * instead of failing: these come from the page's own GET forms and links, or a hand-edited address.
 */
export const orDefault = <T extends z.ZodTypeAny>(schema: T, fallback: z.infer<T>) => schema.catch(fallback);

/** `page` of a list's or a search's address: 1 up to PAGE_NUMBER_MAX, else 1. */
export const pageNumber = orDefault(z.coerce.number().int().min(1).max(PAGE_NUMBER_MAX), 1);

/** The distances (km) around a postcode that the public searches (directory, vacancies) offer. */
export const SEARCH_DISTANCES = [5, 10, 25, 50] as const;

/** `distance` of a public search's address: one of SEARCH_DISTANCES, else 10 km. */
export const searchDistance = orDefault(
  z.coerce.number().refine((v) => (SEARCH_DISTANCES as readonly number[]).includes(v)),
  10,
);

/**
 * The parser of a managed list's address: its own filters (each read from the parameter of the
 * same name), `page`, and `per_page` as `perPage`. The page size is bounded by the contract's
 * paging limits of the endpoint the list reads (and by the largest size the select offers);
 * any size within them works as an address.
 */
export function listSearchParser<Filters extends z.ZodRawShape>(paging: PageSpec, filters: Filters) {
  const largest = Math.min(paging.maxSize, Math.max(...PER_PAGE_OPTIONS));
  const fields: z.ZodRawShape = {
    ...filters,
    page: pageNumber,
    perPage: orDefault(z.coerce.number().int().min(1).max(largest), Math.min(paging.defaultSize, largest)),
  };
  // What each field reads when its parameter is absent, worked out once: most addresses carry few
  // of a list's parameters, and an absent one failing a union (`z.enum(…).or(z.literal(""))`)
  // builds an Error per branch, the /users loader's largest cost (issue 47). A field without a
  // plain value for "absent" (an object, or none) is parsed every time.
  const whenAbsent = new Map<string, unknown>();
  for (const [key, field] of Object.entries(fields)) {
    const absent = field.safeParse(undefined);
    if (absent.success && (absent.data === null || typeof absent.data !== "object")) whenAbsent.set(key, absent.data);
  }
  const parameters: Record<string, string> = { ...Object.fromEntries(Object.keys(filters).map((key) => [key, key])), page: "page", perPage: "per_page" };
  return (url: URL): z.infer<z.ZodObject<Filters>> & { page: number; perPage: number } => {
    const parsed: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const value = url.searchParams.get(parameters[key]!) ?? undefined;
      parsed[key] = value === undefined && whenAbsent.has(key) ? whenAbsent.get(key) : field.parse(value);
    }
    return parsed as z.infer<z.ZodObject<Filters>> & { page: number; perPage: number };
  };
}

/**
 * `page` of a fixed-size list's address (no per-page choice), clamped to 1..max; these loaders
 * pass it straight to the api as `page[number]`.
 */
export function clampedPage(params: URLSearchParams, max = 10_000): number {
  return Math.min(Math.max(1, Number(params.get("page")) || 1), max);
}
