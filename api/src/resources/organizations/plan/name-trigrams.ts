import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import type { TenantId } from "../../../tenancy";
import type { Subject } from "../copies";

// A part of a name in name order (0014_organization_name_trigrams.sql): every organization has
// one row per distinct trigram of its lower-cased name, with its name, status and centre, ordered
// by name. The list seeks the part's rarest trigram and reads names in order, checking the
// containment (db/contains.ts: a LIKE's matches) on the copied name; the trigram is only a
// necessary condition, the containment decides.

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
const asciiLower = (value: string) => value.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The distinct trigrams of lower(part), by character (code point), as substr() counts. */
export function trigramsOf(part: string): string[] {
  const chars = [...asciiLower(part)];
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(""));
  return [...trigrams];
}

/** At most this many of a part's trigrams are compared (D1 binds at most 100 parameters). */
const COMPARED = 50;

/**
 * The part's rarest trigram in the tenant and how many organizations have it (0: nothing can
 * match). Any of its trigrams is a necessary condition, so a long part's first 50 will do.
 */
export async function rarestTrigram(db: Database, tenantId: TenantId, part: string): Promise<{ trigram: string; n: number }> {
  const trigrams = trigramsOf(part).slice(0, COMPARED);
  const found = await db.all<{ trigram: string; n: number }>(
    sql`SELECT trigram, n FROM organization_name_trigram_counts WHERE tenant_id = ${tenantId} AND trigram IN (${sql.join(
      trigrams.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  );
  const counts = new Map(found.map((r) => [r.trigram, r.n]));
  return trigrams.map((trigram) => ({ trigram, n: counts.get(trigram) ?? 0 })).reduce((a, b) => (b.n < a.n ? b : a));
}

/** The FTS5 trigram query for a part of a name: one quoted string (quotes doubled). */
export const ftsPhrase = (part: string) => `"${part.replace(/"/g, '""')}"`;

/** A walk of one trigram's entries in name order, at most `cap` of them. */
export interface Walk {
  trigram: string;
  cap: number;
  /** The map's status and centre: the directory index seeks them before the name. */
  seek: { status: string; centre: number } | undefined;
}

/**
 * The first `cap` entries of the trigram (of the status and centre) in name then id order, under
 * the table's own name so the list's conditions read them as the table: at most `cap` index
 * entries are read, whatever the other filters.
 */
export const trigramWalk = (tenantId: TenantId, walk: Walk): SQL =>
  sql`(SELECT * FROM ${sql.raw(NAME_TRIGRAMS)} WHERE tenant_id = ${tenantId} AND trigram = ${walk.trigram}${
    walk.seek ? sql` AND status = ${walk.seek.status} AND volunteer_center_id = ${walk.seek.centre}` : sql``
  } ORDER BY name, organization_id LIMIT ${walk.cap}) AS ${sql.raw(`"${NAME_TRIGRAMS}"`)}`;
