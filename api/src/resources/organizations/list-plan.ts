import { type SQL, and, eq, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import { organizationAddresses } from "../../db/organizations-schema";
import { organizationTags } from "../../db/tags-schema";
import type { TenantId } from "../../tenancy";
import { ORGANIZATION, type Subject, copiesOn } from "./copies";
import type { Near } from "./directory";

/**
 * Which table drives the list (docs/organizations.md "Benchmark"):
 * - in id order (no sort) the most selective indexed filter: the name index, a tag, a place,
 *   joined to `organizations` by id, so a page stops after its rows; in name order the name
 *   index too, its matches sorted;
 * - in name order with a tag or a place (the social map), that table's copies of the name,
 *   status and centre (0013): the page is the next entries of its index;
 * - in distance order the address, checked from the location index with its copies;
 * - otherwise `organizations` itself.
 */
export type PlanKind =
  "plain" | "name" | "tag" | "city" | "tag-copy" | "city-copy" | "address";

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
  // A part of a name drives in name order too: its matches are read and sorted (few, for a
  // realistic part), where the name index would be read until enough of them turn up.
  if (wanted.nameSearch !== undefined && (sorts.length === 0 || byName))
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
