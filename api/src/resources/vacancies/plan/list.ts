// The list planner of GET /vacancies: which index drives a page (the location index for
// filter[near], FTS5 for a search, the sort's index otherwise) and the conditions on it. Every
// statement is scoped by the request's tenant, as in read-queries.ts.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { pageOffset } from "../../../jsonapi/pagination";
import type { ParsedQuery } from "../../../jsonapi/query";
import type { TenantId } from "../../../tenancy";
import { type Actor } from "../../../auth/actor";
import { DEFAULT_KM, nearestFirst, walksCircles } from "../nearest";
import type { indexQuery } from "../schema";
import { circleSql, countLimit, matches, rankedPage, squaredDistance, withinSql } from "../search";
import { managedSql, publicSql, findVacancies, vacanciesOfPage } from "../read-queries";

type Filter = ParsedQuery<typeof indexQuery>["filter"];

/** Whether the actor manages anything at all (else "public or managed" is just public). */
const managesAny = (actor: Actor) => actor.superAdmin || actor.staffCenterIds.length > 0 || actor.adminOrgIds.length > 0;

/** Whether the vacancies one manages are a condition: asked for, or "public or managed" (no filter of the two). */
const managedCondition = (actor: Actor, f: Filter) => f.managed || (!f.public && managesAny(actor));

/** Whether the conditions read the organization (alias o): staff's centres, the centre filter. */
const readsOrganization = (actor: Actor, f: Filter) =>
  f.volunteer_center_id_eq !== undefined || (managedCondition(actor, f) && !actor.superAdmin && actor.staffCenterIds.length > 0);

/** Only public vacancies: asked for, or the actor manages none. */
const publicOnly = (actor: Actor, f: Filter) => f.public || (!f.managed && !managesAny(actor));

/**
 * The circle of filter[near]: driving the list through its location index (circleSql's ranges
 * join first), or for a search a check of each FTS5 match.
 */
const circleOf = (actor: Actor, f: Filter, km: number) => {
  if (!f.near) return undefined;
  const index = publicOnly(actor, f) ? "public" : "all";
  return f.search ? { where: withinSql(f.near, km, index) } : circleSql(f.near, km, index);
};

/** The conditions on v (and o); filter[near]'s circle is the caller's (circleOf). */
function conditions(tenantId: TenantId, actor: Actor, f: Filter): SQL[] {
  const where: SQL[] = [sql`v.tenant_id = ${tenantId}`];
  // Each filter of the two narrows the list, so both together are the public ones one manages;
  // neither, what the caller may see: public, or one's own.
  if (f.public || f.managed) {
    if (f.public) where.push(publicSql());
    if (f.managed) where.push(managedSql(actor));
  } else where.push(managesAny(actor) ? sql`(${publicSql()} OR ${managedSql(actor)})` : publicSql());
  if (f.status_eq) where.push(sql`v.status = ${f.status_eq}`);
  if (f.organization_id_eq) where.push(sql`v.organization_id = ${f.organization_id_eq}`);
  if (f.volunteer_center_id_eq) where.push(sql`o.volunteer_center_id = ${f.volunteer_center_id_eq}`);
  if (f.tag_id_eq)
    where.push(sql`EXISTS (SELECT 1 FROM vacancy_tags vt WHERE vt.vacancy_id = v.id AND vt.tenant_id = ${tenantId} AND vt.tag_id = ${f.tag_id_eq})`);
  if (f.tag_name_eq)
    where.push(
      sql`EXISTS (SELECT 1 FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id AND t.tenant_id = ${tenantId} WHERE vt.vacancy_id = v.id AND vt.tenant_id = ${tenantId} AND t.name = ${f.tag_name_eq} COLLATE NOCASE)`,
    );
  if (f.city_eq) where.push(sql`v.city = ${f.city_eq} COLLATE NOCASE`);
  if (f.remote_eq !== undefined) where.push(sql`v.remote = ${f.remote_eq ? 1 : 0}`);
  if (f.commitment_eq) where.push(sql`v.commitment = ${f.commitment_eq}`);
  if (f.hours_per_week_gteq !== undefined) where.push(sql`v.hours_per_week >= ${f.hours_per_week_gteq}`);
  if (f.hours_per_week_lteq !== undefined) where.push(sql`v.hours_per_week <= ${f.hours_per_week_lteq}`);
  if (f.available_on) where.push(sql`(v.starts_on IS NULL OR v.starts_on <= ${f.available_on}) AND (v.ends_on IS NULL OR v.ends_on >= ${f.available_on})`);
  return where;
}

const COLUMNS: Record<string, string> = {
  published_at: "v.published_at",
  created_at: "v.created_at",
  title: "v.title COLLATE NOCASE",
  expires_on: "v.expires_on",
  starts_on: "v.starts_on",
};

function orderBy(query: ParsedQuery<typeof indexQuery>): SQL {
  const { filter } = query;
  const sort =
    query.sort.length > 0
      ? query.sort
      : [filter.search ? { field: "relevance", direction: "asc" as const } : { field: "published_at", direction: "desc" as const }];
  const parts = sort.map(({ field, direction }) => {
    const dir = sql.raw(direction === "asc" ? "ASC" : "DESC");
    // list-query.ts answered 400 to "relevance" without a search and "distance" without a point.
    if (field === "relevance") return sql`s.rank ${dir}`;
    if (field === "distance") return sql`${squaredDistance(filter.near!)} ${dir}`;
    return sql`${sql.raw(COLUMNS[field])} ${dir}`;
  });
  return sql.join([...parts, sql`v.id ASC`], sql`, `);
}

/** Sorted by relevance alone (a search's default order): FTS5 can hand over the page. */
const byRelevanceOnly = (query: ParsedQuery<typeof indexQuery>) =>
  query.sort.length === 0 || (query.sort.length === 1 && query.sort[0].field === "relevance" && query.sort[0].direction === "asc");

/**
 * One page of the vacancies the actor may see, filtered, searched and sorted. The page is read
 * one row long, so `hasNextPage` needs no count; the total, counted up to search.ts countLimit
 * (`totalCapped` when there are more), only when `count` asks for it (the admin list).
 */
export async function listVacancies(
  db: Database,
  tenantId: TenantId,
  actor: Actor,
  query: ParsedQuery<typeof indexQuery>,
  { count = false }: { count?: boolean } = {},
) {
  const { filter, page } = query;
  // Only staff's centres and the centre filter need the organization; the approval is on v.
  const organizationJoin = readsOrganization(actor, filter) ? sql` JOIN organizations o ON o.id = v.organization_id AND o.tenant_id = ${tenantId}` : sql``;
  const conditionsSql = conditions(tenantId, actor, filter);
  // FROM and WHERE of the list within a circle of `km` (filter[near]'s, or a smaller one that
  // nearestFirst tries). With a search the FTS5 matches come first (CROSS JOIN fixes the order):
  // left to itself SQLite may run the MATCH once per vacancy, seconds instead of milliseconds at
  // 100,000 rows. Around a point without a search, the circle's bands come first.
  const parts = (ranked: boolean, km = filter.distance_km_lteq ?? DEFAULT_KM) => {
    const circle = circleOf(actor, filter, km);
    const vacancy = circle?.ranges ? sql`${circle.ranges} CROSS JOIN vacancies v` : sql`vacancies v`;
    return {
      from: filter.search
        ? sql`${matches(filter.search, filter, ranked)} s CROSS JOIN vacancies v ON v.id = s.id${organizationJoin}`
        : sql`${vacancy}${organizationJoin}`,
      where: sql.join(circle ? [...conditionsSql, circle.where] : conditionsSql, sql` AND `),
    };
  };
  const order = orderBy(query);
  const offset = pageOffset(page);
  // One more than the page: whether a next page exists, without counting.
  const limit = page.size + 1;
  const pageSql = (km?: number) => {
    const { from, where } = parts(true, km);
    return sql`SELECT v.id FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  };
  const { where } = parts(true);
  const ids =
    filter.search && byRelevanceOnly(query) ? rankedPage(filter.search, filter, sql`vacancies v${organizationJoin}`, where, limit, offset) : pageSql();
  const countUpTo = countLimit(offset, page.size);
  const counting = parts(false);
  // A page of circles (nearestFirst) takes several statements of ids, then its rows; any other
  // page is one statement: its ids and their rows together (vacanciesOfPage).
  const pageRows = walksCircles(query)
    ? nearestFirst(
        db,
        query,
        ids,
        {
          sorted: pageSql,
          unsorted: (km, cap) => {
            const { from, where } = parts(false, km);
            const d = filter.near ? squaredDistance(filter.near) : sql`0`;
            return sql`SELECT v.id AS id, ${d} AS d FROM ${from} WHERE ${where} LIMIT ${cap}`;
          },
        },
        { limit, offset },
      ).then((found) =>
        findVacancies(
          db,
          tenantId,
          found.map((r) => r.id),
        ),
      )
    : vacanciesOfPage(db, tenantId, ids);
  const [found, counted] = await Promise.all([
    pageRows,
    count ? db.all<{ n: number }>(sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${counting.from} WHERE ${counting.where} LIMIT ${countUpTo + 1})`) : undefined,
  ]);
  const hasNextPage = found.length > page.size;
  const rows = found.slice(0, page.size);
  if (!counted) return { rows, hasNextPage };
  const n = counted[0]?.n ?? 0;
  return {
    rows,
    hasNextPage,
    total: Math.min(n, countUpTo),
    totalCapped: n > countUpTo,
  };
}
