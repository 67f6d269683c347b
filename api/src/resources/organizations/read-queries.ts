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
import { type Plan, planFor } from "./list-plan";
import { ftsPhrase, rarestTrigram } from "./name-trigrams";
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

/**
 * SQLite's BINARY order of two texts: their UTF-8 bytes, which is code point order (JavaScript's
 * `<` compares UTF-16 units, which differs above U+FFFF).
 */
function byBinary(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Fewer FTS5 matches than this are read and sorted rather than walked by a trigram. */
const FEW = 20;

/** Index entries a name-ordered walk of a trigram reads beyond the page before it gives up. */
const WALK_SLACK = 30;

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

  const offset = pageOffset(query.page);
  const size = query.page.size;
  const wanted = {
    nameSearch,
    tagId,
    city: filter.city_eq,
    near,
    joinsOrganizations:
      filter.organization_type_eq !== undefined ||
      sorts.some((s) => s.field === "created_at"),
  };
  // A part of a name in (ascending) name order: its first FTS5 matches with their names and
  // whether they pass the filters; fewer than FEW (what the map's name box is for) are the whole
  // answer, sorted here. Otherwise its rarest trigram is walked in name order. A trigram no name
  // has: nothing matches.
  const inNameOrder =
    nameSearch !== undefined &&
    sorts.length > 0 &&
    sorts.every((o) => o.field === "name" && o.direction === "asc");
  // The trigram's first entries in name order (status and centre first when both are asked, the
  // map's request): enough for the page when a fair share of them match. When they do not and
  // the trigram has more, the FTS5 plan reads the matches themselves (a rare part among a common
  // trigram); so a page never reads much more than the cheaper of the two.
  const need = offset + size + 1;
  const cap = Math.max(2 * need, need + WALK_SLACK);
  const seek =
    filter.status_eq !== undefined &&
    filter.volunteer_center_id_eq !== undefined
      ? { status: filter.status_eq, centre: filter.volunteer_center_id_eq }
      : undefined;
  const ftsPlan = planFor(tenantId, sorts, wanted);

  const statementsFor = (plan: Plan) => {
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
          ? sql`s.organization_name_search MATCH ${ftsPhrase(nameSearch ?? "")}`
          : when(
              copies || kind === "few" ? undefined : nameSearch,
              (v) =>
                sql`${organizations.id} IN (SELECT rowid FROM organization_name_search WHERE organization_name_search MATCH ${ftsPhrase(v)})`,
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
    const countOf = () =>
      db.all<{ total: number }>(
        sql`SELECT count(*) AS total FROM (SELECT 1 FROM ${plan.countFrom ?? plan.from} WHERE ${filters(near)} LIMIT ${Math.max(TOTAL_CAP + 1, offset + size + 1)})`,
      );
    // Every candidate with its name and whether it passes (the few plan: at most FEW).
    const candidatesOf = () =>
      db.all<{ id: number; name: string; ok: number }>(
        sql`SELECT ${s.id} AS id, ${s.name} AS name, CASE WHEN ${filters(near)} THEN 1 ELSE 0 END AS ok FROM ${plan.from}`,
      );
    return { pageIdsOf, countOf, candidatesOf };
  };
  async function pageOf(): Promise<{ ids: { id: number }[]; total?: number }> {
    if (inNameOrder && nameSearch !== undefined) {
      const candidates = await statementsFor(
        planFor(tenantId, sorts, { ...wanted, few: FEW }),
      ).candidatesOf();
      if (candidates.length < FEW) {
        const passing = candidates
          .filter((c) => c.ok === 1)
          .sort((a, b) => byBinary(a.name, b.name) || a.id - b.id);
        return {
          ids: passing.slice(offset, offset + size + 1),
          total: count ? passing.length : undefined,
        };
      }
      const trigram = await rarestTrigram(db, tenantId, nameSearch);
      if (trigram.n === 0) return { ids: [], total: count ? 0 : undefined };
      const walkPlan = planFor(tenantId, sorts, {
        ...wanted,
        walk: { trigram: trigram.trigram, cap, seek },
      });
      const [walked, totals] = await Promise.all([
        statementsFor(walkPlan).pageIdsOf(),
        // The count from the FTS5 plan: up to TOTAL_CAP matches, not every trigram entry.
        count ? statementsFor(ftsPlan).countOf() : Promise.resolve(undefined),
      ]);
      // Too few in the walk's entries and more beyond: the FTS5 plan reads the matches.
      const ids =
        walked.length < size + 1 && trigram.n > cap
          ? await statementsFor(ftsPlan).pageIdsOf()
          : walked;
      return { ids, total: totals?.[0]?.total };
    }
    const plain = statementsFor(ftsPlan);
    const [ids, totals] = await Promise.all([
      plain.pageIdsOf(),
      count ? plain.countOf() : Promise.resolve(undefined),
    ]);
    return { ids, total: totals?.[0]?.total };
  }
  const { ids, total } = await pageOf();
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
    total,
  };
}
