import { type SQL, and, eq, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import { organizationAddresses } from "../../db/organizations-schema";
import { organizationTags } from "../../db/tags-schema";
import type { TenantId } from "../../tenancy";
import { ORGANIZATION, type Subject, copiesOn } from "./copies";
import type { Near } from "./directory";
import { NAME_TRIGRAMS, rarestTrigram, trigramCopies } from "./name-trigrams";

/**
 * Which table drives the list (docs/organizations.md "Benchmark"):
 * - in id order (no sort) the most selective indexed filter: the name index, a tag, a place,
 *   joined to `organizations` by id, so a page stops after its rows;
 * - in name order with a part of a name, the name trigrams (0014): the rarest trigram of the
 *   part, its names in order, each checked by the LIKE, so a page stops after its rows;
 * - in name order with a tag or a place (the social map), that table's copies of the name,
 *   status and centre (0013): the page is the next entries of its index;
 * - in distance order the address, checked from the location index with its copies;
 * - otherwise `organizations` itself.
 */
export type PlanKind =
  | "plain"
  | "name"
  | "trigram"
  | "tag"
  | "city"
  | "tag-copy"
  | "city-copy"
  | "address";

export interface Plan {
  kind: PlanKind;
  from: SQL;
  /** The columns the filters and the order read. */
  subject: Subject;
  /** The tenant, on every table the plan reads. */
  where: SQL | undefined;
}

interface Wanted {
  nameSearch: string | undefined;
  tagId: number | undefined;
  city: string | undefined;
  near: Near | undefined;
  /** A filter or order on a column that is not copied (type, created_at). */
  joinsOrganizations: boolean;
}

const joined = (table: SQL, id: SQL) =>
  sql`${table} CROSS JOIN ${organizations} ON ${organizations.id} = ${id}`;

export function planFor(
  tenantId: TenantId,
  sorts: { field: string }[],
  wanted: Wanted,
): Plan {
  const own = eq(organizations.tenantId, tenantId);
  const tagTable = sql`${organizationTags}`;
  const addressTable = sql`${organizationAddresses}`;
  const tagId = sql`${organizationTags.organizationId}`;
  const addressId = sql`${organizationAddresses.organizationId}`;
  const byName = sorts.length > 0 && sorts.every((s) => s.field === "name");
  // A part of a name in name order: the trigram rows of its rarest trigram, by name. Joined to
  // `organizations` only for what is not copied (the type, a circle's `id IN (…)`).
  if (wanted.nameSearch !== undefined && byName) {
    const table = sql.raw(`"${NAME_TRIGRAMS}"`);
    const joins = wanted.joinsOrganizations || wanted.near !== undefined;
    return {
      kind: "trigram",
      from: joins ? joined(table, trigramCopies.id) : table,
      subject: trigramCopies,
      where: and(
        sql`${table}.tenant_id = ${tenantId} AND ${table}.trigram = ${rarestTrigram(tenantId, wanted.nameSearch)}`,
        joins ? own : undefined,
      ),
    };
  }
  // In id order the FTS5 trigram table hands over a part's matches by rowid: a page stops early.
  if (wanted.nameSearch !== undefined && sorts.length === 0)
    return {
      kind: "name",
      from: joined(sql`organization_name_search s`, sql`s.rowid`),
      subject: { ...ORGANIZATION, id: sql`s.rowid` },
      where: own,
    };
  if (sorts.length === 0) {
    if (wanted.tagId !== undefined)
      return {
        kind: "tag",
        from: joined(tagTable, tagId),
        subject: { ...ORGANIZATION, id: tagId },
        where: own,
      };
    if (wanted.city !== undefined)
      return {
        kind: "city",
        from: joined(addressTable, addressId),
        subject: { ...ORGANIZATION, id: addressId },
        where: own,
      };
  }
  // The copy tables alone when nothing else is needed; the organizations row otherwise.
  const copyPlan = (
    kind: PlanKind,
    table: SQL,
    id: SQL,
    name: "organization_tags" | "organization_addresses",
  ): Plan => ({
    kind,
    from: wanted.joinsOrganizations ? joined(table, id) : table,
    subject: copiesOn(name),
    where: and(
      sql`${table}.tenant_id = ${tenantId}`,
      wanted.joinsOrganizations ? own : undefined,
    ),
  });
  if (wanted.near !== undefined && sorts.some((s) => s.field === "distance"))
    return copyPlan(
      "address",
      addressTable,
      addressId,
      "organization_addresses",
    );
  if (byName && wanted.near === undefined) {
    if (wanted.tagId !== undefined)
      return copyPlan("tag-copy", tagTable, tagId, "organization_tags");
    if (wanted.city !== undefined)
      return copyPlan(
        "city-copy",
        addressTable,
        addressId,
        "organization_addresses",
      );
  }
  return {
    kind: "plain",
    from: sql`${organizations}`,
    subject: ORGANIZATION,
    where: own,
  };
}
