import { type SQL, type SQLWrapper, asc, desc } from "drizzle-orm";
import type { SortField } from "./query-spec";

/**
 * A list's ORDER BY: the asked `sort` (`fallback` when none is asked), each field's column from
 * `columnOf`, then `last` (the id), so that rows that tie keep one order and pages never overlap.
 */
export const sortOrder = (sort: readonly SortField[], fallback: SortField, columnOf: (field: string) => SQLWrapper, last: SQL): SQL[] => [
  ...(sort.length > 0 ? sort : [fallback]).map((s) => (s.direction === "asc" ? asc : desc)(columnOf(s.field))),
  last,
];
