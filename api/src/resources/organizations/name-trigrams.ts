import { type SQL, sql } from "drizzle-orm";
import type { TenantId } from "../../tenancy";
import type { Subject } from "./copies";

// A part of a name in name order (0014_organization_name_trigrams.sql): every organization has
// one row per distinct trigram of its lower-cased name, with its name, status and centre, ordered
// by name. The list seeks the part's rarest trigram and reads names in order, checking the LIKE
// on the copied name; the trigram is only a necessary condition, the LIKE decides.

export const NAME_TRIGRAMS = "organization_name_trigrams";

/** The copies on a trigram row (the table as the query names it). */
export const trigramCopies: Subject = {
  id: sql.raw(`"${NAME_TRIGRAMS}"."organization_id"`),
  name: sql.raw(`"${NAME_TRIGRAMS}"."name"`),
  status: sql.raw(`"${NAME_TRIGRAMS}"."status"`),
  centre: sql.raw(`"${NAME_TRIGRAMS}"."volunteer_center_id"`),
};

/**
 * SQLite's lower(): ASCII only, exactly as LIKE folds case (D1 has no ICU). JavaScript's
 * toLowerCase would fold "Ü" to "ü", which LIKE does not match, and the migration's trigrams are
 * lower(name).
 */
const asciiLower = (value: string) =>
  value.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The distinct trigrams of lower(part), by character (code point), as substr() counts. */
export function trigramsOf(part: string): string[] {
  const chars = [...asciiLower(part)];
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++)
    trigrams.add(chars.slice(i, i + 3).join(""));
  return [...trigrams];
}

/**
 * The part's rarest trigram in the tenant, as a scalar subquery (evaluated once; the seek's key).
 * One missing from the counts has no organization: it is picked, and nothing is read. The
 * trigrams go as one JSON parameter (D1 binds at most 100; a part may have 198 trigrams).
 */
export const rarestTrigram = (tenantId: TenantId, part: string): SQL =>
  sql`(SELECT p.value FROM json_each(${JSON.stringify(trigramsOf(part))}) p LEFT JOIN organization_name_trigram_counts c ON c.tenant_id = ${tenantId} AND c.trigram = p.value ORDER BY coalesce(c.n, 0) LIMIT 1)`;
