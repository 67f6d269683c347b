import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import { containsText } from "../../../db/contains";
import { organizations } from "../../../db/accounts-schema";
import type { Database } from "../../../db/client";
import { organizationAddresses } from "../../../db/organizations-schema";
import { organizationTags } from "../../../db/tags-schema";
import type { ParsedQuery } from "../../../jsonapi/query";
import type { TenantId } from "../../../tenancy";
import { type Actor } from "../../../auth/actor";
import { visibleSql } from "../../../auth/organization-access";
import { locatedIn, taggedNamed, taggedWith } from "../copies";
import { type Near, hasTag, hasTagNamed, inCity, squaredKm, within, withinCircle } from "../directory";
import type { Plan } from "./list-plan";
import { ftsPhrase } from "./name-trigrams";
import { nearestPage } from "../near";
import type { indexQuery } from "../schema";
import { hasAnyTag, hasEveryTag, matchesWords } from "../words";

// The statements of one organization list page (read-queries.ts listOrganizations), for the
// table a plan (list-plan.ts) drives from. Every statement filters every table by the tenant.

/** What the list was asked for, resolved once per request. */
export interface ListRequest {
  db: Database;
  tenantId: TenantId;
  actor: Actor;
  filter: ParsedQuery<typeof indexQuery>["filter"];
  sorts: { field: string; direction: "asc" | "desc" }[];
  near: Near | undefined;
  offset: number;
  size: number;
  /** Every tag the organizations must have; `tagId`, the first, may drive. */
  requiredTags: number[];
  tagId: number | undefined;
  /** The ids of filter[tag_name_eq]'s tags (several with centre sharing). */
  tagIds: number[] | undefined;
  /** filter[name_cont] when it is long enough for a trigram. */
  nameSearch: string | undefined;
}

/**
 * `meta.total` with `count=capped` is exact up to this many organizations; past it the list says
 * `total_capped: true` (as the vacancies' TOTAL_CAP). Without `count` nothing is counted.
 */
export const TOTAL_CAP = 100;

/** The page, count and candidate statements of `request` with `plan` driving. */
export function statementsFor(request: ListRequest, plan: Plan) {
  const { db, tenantId, actor, filter, sorts, near, offset, size, requiredTags, tagId, tagIds, nameSearch } = request;
  const { subject: s, kind } = plan;
  // Tables with the copies drive in name or distance order: the other filters are checked per
  // entry by its organization id.
  const copies = kind === "tag-copy" || kind === "city-copy" || kind === "address" || kind === "trigram";
  const when = <T>(value: T | undefined, condition: (v: T) => SQL) => (value === undefined ? undefined : condition(value));
  const filters = (circle: Near | undefined) =>
    and(
      plan.where,
      visibleSql(actor, s),
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
      when(circle, (v) => (kind === "address" ? sql`${organizationAddresses.tenantId} = ${tenantId} AND ${withinCircle(v)}` : within(db, tenantId, v))),
      kind === "name"
        ? sql`s.organization_name_search MATCH ${ftsPhrase(nameSearch ?? "")}`
        : when(
            copies || kind === "few" ? undefined : nameSearch,
            (v) => sql`${organizations.id} IN (SELECT rowid FROM organization_name_search WHERE organization_name_search MATCH ${ftsPhrase(v)})`,
          ),
      // The containment itself on every candidate: results stay exactly a LIKE's (the trigram
      // index is case-insensitive beyond ASCII too). The copies' name is the organization's (triggers).
      when(filter.name_cont, (v) => containsText(s.name, v)),
      when(filter.q, (v) => matchesWords(s, v)),
      when(filter.tag_id_in, (ids) => hasAnyTag(s, tenantId, ids)),
      when(filter.tag_id_all, (ids) => hasEveryTag(s, tenantId, ids)),
    );
  const columnOf = (field: string, circle: Near | undefined) =>
    field === "distance" && circle ? squaredKm(circle) : field === "name" ? s.name : field === "updated_at" ? organizations.updatedAt : organizations.createdAt;
  // Ties by id; recently updated first ties by the newest id, so the updated_at index
  // (organizations_tenant_updated) is read backwards and the page stops early, unsorted.
  const recentFirst = sorts.length === 1 && sorts[0].field === "updated_at" && sorts[0].direction === "desc";
  const orderFor = (circle: Near | undefined) => [
    ...sorts.map((o) => (o.direction === "asc" ? asc(columnOf(o.field, circle)) : desc(columnOf(o.field, circle)))),
    recentFirst ? desc(s.id) : s.id,
  ];
  // One row more than the page says whether there is a next page, without counting.
  const pageSql = (circle: Near | undefined) =>
    sql`SELECT ${s.id} AS id FROM ${plan.from} WHERE ${filters(circle)} ORDER BY ${sql.join(orderFor(circle), sql`, `)} LIMIT ${size + 1} OFFSET ${offset}`;
  const pageOf = (circle: Near | undefined) => db.all<{ id: number }>(pageSql(circle));
  const nearestFirst = near !== undefined && sorts[0]?.field === "distance" && sorts[0].direction === "asc";
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
  const countOf = () =>
    db.all<{ total: number }>(
      sql`SELECT count(*) AS total FROM (SELECT 1 FROM ${plan.countFrom ?? plan.from} WHERE ${filters(near)} LIMIT ${Math.max(TOTAL_CAP + 1, offset + size + 1)})`,
    );
  // Every candidate with its name and whether it passes (the few plan: at most FEW).
  const candidatesOf = () =>
    db.all<{ id: number; name: string; ok: number }>(
      sql`SELECT ${s.id} AS id, ${s.name} AS name, CASE WHEN ${filters(near)} THEN 1 ELSE 0 END AS ok FROM ${plan.from}`,
    );
  /** The page's ids as one statement (column id), for a statement that reads their rows too; undefined when nearestPage walks circles. */
  const pageStatement = nearestFirst ? undefined : pageSql(near);
  return { pageIdsOf, pageStatement, countOf, candidatesOf };
}
