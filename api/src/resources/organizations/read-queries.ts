import { type SQL, and, asc, desc, eq, or, sql } from "drizzle-orm";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import {
  organizationAddresses,
  organizationProfiles,
} from "../../db/organizations-schema";
import { pageOffset } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { Actor } from "./access";
import { organizationTags } from "../../db/tags-schema";
import {
  type Near,
  hasTag,
  hasTagNamed,
  inCity,
  squaredKm,
  tagIdsNamed,
  tagsOf,
  within,
  withinCircle,
} from "./directory";
import { TAGS } from "../tags/schema";
import type { indexQuery } from "./schema";
import { type Subject, locatedIn, taggedNamed, taggedWith } from "./copies";
import { planFor } from "./list-plan";
import { nearestPage } from "./near";
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
function visibleTo(actor: Actor, s: Subject): SQL | undefined {
  if (actor.superAdmin) return undefined;
  const conditions = [sql`${s.status} = 'approved'`];
  if (actor.staffCenterIds.length > 0)
    conditions.push(
      sql`${s.centre} IN (${sql.join(
        actor.staffCenterIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (actor.memberOrgIds.length > 0)
    conditions.push(
      sql`${s.id} IN (${sql.join(
        actor.memberOrgIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return or(...conditions);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * `meta.total` with `count=capped` is exact up to this many organizations; past it the list says
 * `total_capped: true` (as the vacancies' TOTAL_CAP). Without `count` nothing is counted.
 */
export const TOTAL_CAP = 100;

/** A trigram needs three characters; a shorter name part is matched by LIKE alone. */
const TRIGRAM = 3;

/** The FTS5 trigram query for a part of a name: one quoted string (quotes doubled). */
const trigramMatch = (part: string) => `"${part.replace(/"/g, '""')}"`;

/** One page of the organizations the actor may see, filtered and sorted. */
export async function listOrganizations(
  db: Database,
  tenantId: TenantId,
  actor: Actor,
  query: ParsedQuery<typeof indexQuery>,
  near?: Near,
  { count = false } = {},
) {
  const { filter } = query;
  const sorts =
    query.sort.length === 0 && near
      ? [{ field: "distance", direction: "asc" as const }]
      : query.sort;
  // A tag name is one tag id in nearly every tenant (one per centre with sharing); one id can drive.
  const tagIds =
    filter.tag_name_eq === undefined
      ? undefined
      : await tagIdsNamed(db, tenantId, filter.tag_name_eq);
  if (tagIds?.length === 0)
    return { rows: [], hasNextPage: false, total: count ? 0 : undefined };
  // Every tag the organizations must have; the first one may drive.
  const requiredTags = [
    ...new Set(
      [filter.tag_id_eq, tagIds?.length === 1 ? tagIds[0] : undefined].filter(
        (id) => id !== undefined,
      ),
    ),
  ];
  const tagId = requiredTags[0];
  const nameSearch =
    filter.name_cont !== undefined && [...filter.name_cont].length >= TRIGRAM
      ? filter.name_cont
      : undefined;

  const plan = planFor(tenantId, sorts, {
    nameSearch,
    tagId,
    city: filter.city_eq,
    near,
    joinsOrganizations:
      filter.organization_type_eq !== undefined ||
      sorts.some((s) => s.field === "created_at"),
  });
  const { subject: s, kind } = plan;
  // Tables with the copies drive in name or distance order: the other filters are checked per
  // entry by its organization id.
  const copies =
    kind === "tag-copy" ||
    kind === "city-copy" ||
    kind === "address" ||
    kind === "trigram";
  const when = <T>(value: T | undefined, condition: (v: T) => SQL) =>
    value === undefined ? undefined : condition(value);
  const filters = (circle: Near | undefined) =>
    and(
      plan.where,
      visibleTo(actor, s),
      when(filter.status_eq, (v) => sql`${s.status} = ${v}`),
      when(filter.organization_type_eq, (v) => eq(organizations.type, v)),
      when(filter.volunteer_center_id_eq, (v) => sql`${s.centre} = ${v}`),
      ...requiredTags.map((id) =>
        (kind === "tag" || kind === "tag-copy") && id === tagId
          ? sql`${organizationTags.tenantId} = ${tenantId} AND ${organizationTags.tagId} = ${id}`
          : copies
            ? taggedWith(s.id, tenantId, id)
            : hasTag(db, tenantId, id),
      ),
      tagIds !== undefined && tagIds.length > 1
        ? copies
          ? taggedNamed(s.id, tenantId, filter.tag_name_eq ?? "")
          : hasTagNamed(db, tenantId, filter.tag_name_eq ?? "")
        : undefined,
      when(filter.city_eq, (v) =>
        kind === "city" || kind === "city-copy" || kind === "address"
          ? sql`${organizationAddresses.tenantId} = ${tenantId} AND ${organizationAddresses.city} = ${v} COLLATE NOCASE`
          : copies
            ? locatedIn(s.id, tenantId, v)
            : inCity(db, tenantId, v),
      ),
      // In distance order the circle is a condition on the driving address (location index).
      when(circle, (v) =>
        kind === "address"
          ? sql`${organizationAddresses.tenantId} = ${tenantId} AND ${withinCircle(v)}`
          : within(db, tenantId, v),
      ),
      kind === "name"
        ? sql`s.organization_name_search MATCH ${trigramMatch(nameSearch ?? "")}`
        : when(
            copies ? undefined : nameSearch,
            (v) =>
              sql`${organizations.id} IN (SELECT rowid FROM organization_name_search WHERE organization_name_search MATCH ${trigramMatch(v)})`,
          ),
      // The LIKE itself on every candidate: results stay exactly a LIKE's (the trigram index is
      // case-insensitive beyond ASCII too). The copies' name is the organization's (triggers).
      when(
        filter.name_cont,
        (v) => sql`${s.name} LIKE ${`%${escapeLike(v)}%`} ESCAPE '\\'`,
      ),
    );
  const columnOf = (field: string, circle: Near | undefined) =>
    field === "distance" && circle
      ? squaredKm(circle)
      : field === "name"
        ? s.name
        : organizations.createdAt;
  const orderFor = (circle: Near | undefined) => [
    ...sorts.map((o) =>
      o.direction === "asc"
        ? asc(columnOf(o.field, circle))
        : desc(columnOf(o.field, circle)),
    ),
    s.id,
  ];
  const offset = pageOffset(query.page);
  const size = query.page.size;
  // One row more than the page says whether there is a next page, without counting.
  const pageOf = (circle: Near | undefined) =>
    db.all<{ id: number }>(
      sql`SELECT ${s.id} AS id FROM ${plan.from} WHERE ${filters(circle)} ORDER BY ${sql.join(orderFor(circle), sql`, `)} LIMIT ${size + 1} OFFSET ${offset}`,
    );
  const nearestFirst =
    near !== undefined &&
    sorts[0]?.field === "distance" &&
    sorts[0].direction === "asc";
  const pageIdsOf = () =>
    near !== undefined && nearestFirst
      ? nearestPage(near, offset, size, {
          sorted: pageOf,
          unsorted:
            sorts.length === 1
              ? (circle, cap) =>
                  db.all<{ id: number; d: number }>(
                    sql`SELECT ${s.id} AS id, ${squaredKm(circle)} AS d FROM ${plan.from} WHERE ${filters(circle)} LIMIT ${cap}`,
                  )
              : undefined,
        })
      : pageOf(near);
  const [ids, totals] = await Promise.all([
    pageIdsOf(),
    count
      ? db.all<{ total: number }>(
          sql`SELECT count(*) AS total FROM (SELECT 1 FROM ${plan.from} WHERE ${filters(near)} LIMIT ${Math.max(TOTAL_CAP + 1, offset + size + 1)})`,
        )
      : Promise.resolve(undefined),
  ]);
  const hasNextPage = ids.length > size;
  const pageIds = ids.slice(0, size).map((r) => r.id);
  const found =
    pageIds.length === 0
      ? []
      : await selectWithRelations(db, tenantId)
          .where(
            and(
              eq(organizations.tenantId, tenantId),
              inIdList(organizations.id, pageIds),
            ),
          )
          .all();
  const byId = new Map(found.map((r) => [r.organization.id, r]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  // The tags' organizations_count only when the tags are included and it is asked for.
  const tagFields = query.fields[TAGS];
  const counts =
    query.include.includes("tags") &&
    (tagFields === undefined || tagFields.includes("organizations_count"));
  const tags = await tagsOf(
    db,
    tenantId,
    rows.map((r) => r.organization.id),
    { counts },
  );
  return {
    rows: rows.map((r) => ({ ...r, tags: tags.get(r.organization.id) ?? [] })),
    hasNextPage,
    total: totals?.[0]?.total,
  };
}
