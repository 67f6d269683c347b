import { type SQL, and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import {
  organizationAddresses,
  organizationProfiles,
} from "../../db/organizations-schema";
import { pageOffset } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { Actor } from "./access";
import {
  type Near,
  hasTag,
  hasTagNamed,
  inCity,
  squaredKm,
  tagsOf,
  within,
} from "./directory";
import type { indexQuery } from "./schema";
import type { OrganizationRow } from "./serializer";

// Every query filters every table by the request's tenant: another tenant's organization is
// indistinguishable from a missing one.

/** Organizations with their profile and address (null when absent). Run with .all()/.get(). */
function selectWithRelations(db: Database, tenantId: TenantId) {
  return db
    .select({
      organization: organizations,
      profile: organizationProfiles,
      address: organizationAddresses,
    })
    .from(organizations)
    .leftJoin(
      organizationProfiles,
      and(
        eq(organizationProfiles.organizationId, organizations.id),
        eq(organizationProfiles.tenantId, tenantId),
      ),
    )
    .leftJoin(
      organizationAddresses,
      and(
        eq(organizationAddresses.organizationId, organizations.id),
        eq(organizationAddresses.tenantId, tenantId),
      ),
    );
}

/** The tenant's organization with this id, whatever its status; undefined when there is none. */
export async function findOrganization(
  db: Database,
  tenantId: TenantId,
  id: number,
): Promise<OrganizationRow | undefined> {
  const row = await selectWithRelations(db, tenantId)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
    .get();
  if (row === undefined) return undefined;
  const tags = await tagsOf(db, tenantId, [id]);
  return { ...row, tags: tags.get(id) ?? [] };
}

/** SQL for "the actor may see this organization" (access.ts canSee, as a condition). */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor.superAdmin) return undefined;
  const conditions = [eq(organizations.status, "approved")];
  if (actor.staffCenterIds.length > 0)
    conditions.push(
      inArray(organizations.volunteerCenterId, actor.staffCenterIds),
    );
  if (actor.memberOrgIds.length > 0)
    conditions.push(inArray(organizations.id, actor.memberOrgIds));
  return or(...conditions);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

const SORT_COLUMNS = {
  name: organizations.name,
  created_at: organizations.createdAt,
} as const;

/** One page of the organizations the actor may see, filtered and sorted, and their total. */
export async function listOrganizations(
  db: Database,
  tenantId: TenantId,
  actor: Actor,
  query: ParsedQuery<typeof indexQuery>,
  near?: Near,
) {
  const { filter } = query;
  const when = <T>(value: T | undefined, condition: (v: T) => SQL) =>
    value === undefined ? undefined : condition(value);
  const where = and(
    eq(organizations.tenantId, tenantId),
    visibleTo(actor),
    when(filter.status_eq, (v) => eq(organizations.status, v)),
    when(filter.organization_type_eq, (v) => eq(organizations.type, v)),
    when(filter.volunteer_center_id_eq, (v) =>
      eq(organizations.volunteerCenterId, v),
    ),
    when(filter.tag_id_eq, (v) => hasTag(db, tenantId, v)),
    when(filter.tag_name_eq, (v) => hasTagNamed(db, tenantId, v)),
    when(filter.city_eq, (v) => inCity(db, tenantId, v)),
    when(near, (v) => within(db, tenantId, v)),
    when(
      filter.name_cont,
      (v) =>
        sql`${organizations.name} LIKE ${`%${escapeLike(v)}%`} ESCAPE '\\'`,
    ),
  );
  const columnOf = (field: string) =>
    field === "distance" && near
      ? squaredKm(near)
      : SORT_COLUMNS[field as keyof typeof SORT_COLUMNS];
  const sorts =
    query.sort.length === 0 && near
      ? [{ field: "distance", direction: "asc" as const }]
      : query.sort;
  const order = [
    ...sorts.map((s) =>
      s.direction === "asc" ? asc(columnOf(s.field)) : desc(columnOf(s.field)),
    ),
    asc(organizations.id),
  ];
  // Ids and total as plain statements (their rows read are counted for X-D1-Rows-Read), then
  // the page by primary key with its relations.
  const fromAddresses = sql`${organizations} LEFT JOIN ${organizationAddresses} ON ${organizationAddresses.organizationId} = ${organizations.id} AND ${organizationAddresses.tenantId} = ${tenantId}`;
  const [ids, totals] = await Promise.all([
    db.all<{ id: number }>(
      sql`SELECT ${organizations.id} AS id FROM ${fromAddresses} WHERE ${where} ORDER BY ${sql.join(order, sql`, `)} LIMIT ${query.page.size} OFFSET ${pageOffset(query.page)}`,
    ),
    db.all<{ total: number }>(
      sql`SELECT count(*) AS total FROM ${organizations} WHERE ${where}`,
    ),
  ]);
  const pageIds = ids.map((r) => r.id);
  const found =
    pageIds.length === 0
      ? []
      : await selectWithRelations(db, tenantId)
          .where(
            and(
              eq(organizations.tenantId, tenantId),
              inArray(organizations.id, pageIds),
            ),
          )
          .all();
  const byId = new Map(found.map((r) => [r.organization.id, r]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  const tags = await tagsOf(
    db,
    tenantId,
    rows.map((r) => r.organization.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, tags: tags.get(r.organization.id) ?? [] })),
    total: totals[0]?.total ?? 0,
  };
}
