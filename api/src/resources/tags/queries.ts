import { sortOrder } from "../../jsonapi/sort-order";
import { and, asc, eq, sql } from "drizzle-orm";
import { containsText } from "../../db/contains";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import { countWhere, pageOffset, pageWithTotal, totalBeside } from "../../jsonapi/pagination";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { indexQuery } from "./schema";
import type { TagRow } from "./serializer";
import type { TagKind } from "@contract/tags";

// Every query is scoped by the tenant: another tenant's tag looks exactly like a missing one.

/** A tag's columns; `organizationsCount` only with `counts` (else 0). */
export function tagColumns(tenantId: TenantId, { counts = true } = {}) {
  // Spelled out: Drizzle leaves column names unqualified in a one-table select.
  // The count reads every organization of the tag (≈ 2,000 rows per tag at 10,000
  // organizations); without `counts` it is 0, for callers that only link to the tags.
  const approvedCount = counts
    ? sql<number>`(SELECT count(*) FROM organization_tags ot
    JOIN organizations o ON o.id = ot.organization_id AND o.tenant_id = ${tenantId}
      AND o.status = 'approved'
    WHERE ot.tag_id = "tags"."id" AND ot.tenant_id = ${tenantId})`
    : sql<number>`0`;
  return {
    id: tags.id,
    tenantId: tags.tenantId,
    volunteerCenterId: tags.volunteerCenterId,
    name: tags.name,
    kind: tags.kind,
    createdAt: tags.createdAt,
    updatedAt: tags.updatedAt,
    organizationsCount: approvedCount.mapWith(Number),
  };
}

function selectTags(db: Database, tenantId: TenantId, { counts = true } = {}) {
  return db.select(tagColumns(tenantId, { counts })).from(tags);
}

export function findTag(db: Database, tenantId: TenantId, id: number): Promise<TagRow | undefined> {
  return selectTags(db, tenantId)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)))
    .get();
}

export function findTags(db: Database, tenantId: TenantId, ids: number[], { counts = true } = {}) {
  return selectTags(db, tenantId, { counts })
    .where(and(eq(tags.tenantId, tenantId), inIdList(tags.id, ids)))
    .all();
}

/** The tag of this centre with this name, whatever its case (names are unique per centre). */
export function findTagByName(db: Database, tenantId: TenantId, centerId: number, name: string) {
  return db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.volunteerCenterId, centerId), sql`${tags.name} = ${name} COLLATE NOCASE`))
    .get();
}

const SORT = { name: tags.name, created_at: tags.createdAt } as const;

export async function listTags(db: Database, tenantId: TenantId, query: ParsedQuery<typeof indexQuery>) {
  const { filter } = query;
  const where = and(
    eq(tags.tenantId, tenantId),
    filter.volunteer_center_id_eq === undefined ? undefined : eq(tags.volunteerCenterId, filter.volunteer_center_id_eq),
    filter.name_cont === undefined ? undefined : containsText(tags.name, filter.name_cont),
  );
  const order = sortOrder(query.sort, { field: "name", direction: "asc" }, (field) => sql`${SORT[field as keyof typeof SORT]} COLLATE NOCASE`, asc(tags.id));
  // A fieldset without organizations_count (the theme filters ask only the names) spares the
  // count of every tag's organizations.
  const counts = query.fields.tags?.includes("organizations_count") ?? true;
  const rows = await db
    .select({ ...tagColumns(tenantId, { counts }), total: totalBeside() })
    .from(tags)
    .where(where)
    .orderBy(...order)
    .limit(query.page.size)
    .offset(pageOffset(query.page))
    .all();
  return pageWithTotal(rows, query.page, () => countWhere(db, tags, where));
}

export function insertTag(db: Database, tenantId: TenantId, centerId: number, name: string, kind: TagKind | null = null) {
  return db.insert(tags).values({ tenantId, volunteerCenterId: centerId, name, kind }).returning({ id: tags.id }).get();
}

/** A new name, and a new kind when `kind` is given (null clears it). */
export function renameTag(db: Database, tenantId: TenantId, id: number, name: string, kind?: TagKind | null) {
  return db
    .update(tags)
    .set({ name, ...(kind !== undefined && { kind }), updatedAt: new Date().toISOString() })
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)))
    .run();
}
