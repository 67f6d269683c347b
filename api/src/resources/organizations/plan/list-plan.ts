import { type SQL, and, eq, sql } from "drizzle-orm";
import { organizations } from "../../../db/accounts-schema";
import { organizationAddresses } from "../../../db/organizations-schema";
import { organizationTags } from "../../../db/tags-schema";
import type { TenantId } from "../../../tenancy";
import { ORGANIZATION, type Subject, copiesOn } from "../copies";
import type { Near } from "../directory";
import { NAME_TRIGRAMS, ftsPhrase, type Walk, trigramCopies, trigramWalk } from "./name-trigrams";

/**
 * Which table drives the list (docs/organizations.md "Benchmark"):
 * - in id order (no sort) the most selective indexed filter: the name index, a tag, a place,
 *   joined to `organizations` by id, so a page stops after its rows;
 * - in name order with a part of a name, a handful of FTS5 matches sorted; more: the name
 *   trigrams (0014), the rarest trigram of the part, its names in order, each checked by the
 *   containment (db/contains.ts), so a page stops after its rows; the FTS5 matches sorted when that walk finds too few;
 * - in name order with a tag or a place (the social map), that table's copies of the name,
 *   status and centre (0013): the page is the next entries of its index;
 * - in distance order the address, checked from the location index with its copies;
 * - otherwise `organizations` itself.
 */
export type PlanKind = "plain" | "few" | "name" | "trigram" | "tag" | "city" | "tag-copy" | "city-copy" | "address";

export interface Plan {
  kind: PlanKind;
  from: SQL;
  /** What the count reads, when not `from` (a capped walk). */
  countFrom?: SQL;
  /** The columns the filters and the order read. */
  subject: Subject;
  /** The tenant, on every table the plan reads. */
  where: SQL | undefined;
}

export interface Wanted {
  nameSearch: string | undefined;
  tagId: number | undefined;
  city: string | undefined;
  near: Near | undefined;
  /** A filter or order on a column that is not copied (type, created_at). */
  joinsOrganizations: boolean;
  /** In name order, the name part's first this many FTS5 matches, to sort when fewer. */
  few?: number;
  /** In name order, the name part's rarest trigram to walk (name-trigrams.ts). */
  walk?: Walk;
}

const joined = (table: SQL, id: SQL) => sql`${table} CROSS JOIN ${organizations} ON ${organizations.id} = ${id}`;

export function planFor(tenantId: TenantId, sorts: { field: string }[], wanted: Wanted): Plan {
  const own = eq(organizations.tenantId, tenantId);
  const tagTable = sql`${organizationTags}`;
  const addressTable = sql`${organizationAddresses}`;
  const tagId = sql`${organizationTags.organizationId}`;
  const addressId = sql`${organizationAddresses.organizationId}`;
  const byName = sorts.length > 0 && sorts.every((s) => s.field === "name");
  // `table` joined to `organizations` by its organization id: the filters read the organization.
  const joinedPlan = (kind: PlanKind, table: SQL, id: SQL): Plan => ({ kind, from: joined(table, id), subject: { ...ORGANIZATION, id }, where: own });
  // A part of a name in name order: its first FTS5 matches (the list sorts them when few).
  if (wanted.nameSearch !== undefined && wanted.few !== undefined)
    return joinedPlan(
      "few",
      sql`(SELECT rowid AS id FROM organization_name_search WHERE organization_name_search MATCH ${ftsPhrase(wanted.nameSearch)} LIMIT ${wanted.few}) s`,
      sql`s.id`,
    );
  // A part of a name in name order: the first entries of its rarest trigram, by name. Joined to
  // `organizations` only for what is not copied (the type, a circle's `id IN (…)`).
  if (wanted.nameSearch !== undefined && wanted.walk !== undefined && byName) {
    const { walk } = wanted;
    const table = sql.raw(`"${NAME_TRIGRAMS}"`);
    const joins = wanted.joinsOrganizations || wanted.near !== undefined;
    const on = (from: SQL) => (joins ? joined(from, trigramCopies.id) : from);
    return {
      kind: "trigram",
      from: on(trigramWalk(tenantId, walk)),
      countFrom: on(table),
      subject: trigramCopies,
      where: and(sql`${table}.tenant_id = ${tenantId} AND ${table}.trigram = ${walk.trigram}`, joins ? own : undefined),
    };
  }
  // Otherwise a part of a name drives through the FTS5 trigram table: in id order its rowids come
  // in order, so a page stops early; in name order its matches are read and sorted.
  if (wanted.nameSearch !== undefined && (sorts.length === 0 || byName)) return joinedPlan("name", sql`organization_name_search s`, sql`s.rowid`);
  if (sorts.length === 0) {
    if (wanted.tagId !== undefined) return joinedPlan("tag", tagTable, tagId);
    if (wanted.city !== undefined) return joinedPlan("city", addressTable, addressId);
  }
  // The copy tables alone when nothing else is needed; the organizations row otherwise.
  const copyPlan = (kind: PlanKind, table: SQL, id: SQL, name: "organization_tags" | "organization_addresses"): Plan => ({
    kind,
    from: wanted.joinsOrganizations ? joined(table, id) : table,
    subject: copiesOn(name),
    where: and(sql`${table}.tenant_id = ${tenantId}`, wanted.joinsOrganizations ? own : undefined),
  });
  if (wanted.near !== undefined && sorts.some((s) => s.field === "distance")) return copyPlan("address", addressTable, addressId, "organization_addresses");
  if (byName && wanted.near === undefined) {
    if (wanted.tagId !== undefined) return copyPlan("tag-copy", tagTable, tagId, "organization_tags");
    if (wanted.city !== undefined) return copyPlan("city-copy", addressTable, addressId, "organization_addresses");
  }
  return {
    kind: "plain",
    from: sql`${organizations}`,
    subject: ORGANIZATION,
    where: own,
  };
}
