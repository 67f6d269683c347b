import { type SQL, and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteInsertValue } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import { organizationTags, tags } from "../../db/tags-schema";
import { vacancyTags } from "../../db/vacancies-schema";
import { type PointerFor, fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { findTags, tagColumns } from "./queries";
import type { TagRow } from "./serializer";

// Organizations and vacancies carry tags the same way: a link table (tenant, owner, tag). One set
// of functions serves both, so the rules (tenant scope, centre check, batching) cannot drift.

interface Link {
  tenantId: string;
  /** SQL: an owner made in the same batch, found by a subquery (the organization sign-up). */
  ownerId: number | SQL;
  tagId: number;
}

export interface TagLinks {
  table: typeof organizationTags | typeof vacancyTags;
  owner: typeof organizationTags.organizationId | typeof vacancyTags.vacancyId;
  tenant: typeof organizationTags.tenantId | typeof vacancyTags.tenantId;
  tag: typeof organizationTags.tagId | typeof vacancyTags.tagId;
  /** Inserts links, skipping those that exist. */
  insert: (db: Database, links: Link[]) => BatchItem<"sqlite">;
}

/** The links of one owner table, its rows made by `row` (the owner's column is named after it). */
const linksOf = <T extends TagLinks["table"]>(table: T, owner: TagLinks["owner"], row: (link: Link) => SQLiteInsertValue<T>): TagLinks => ({
  table,
  owner,
  tenant: table.tenantId,
  tag: table.tagId,
  insert: (db, links) => db.insert(table).values(links.map(row)).onConflictDoNothing(),
});

export const ORGANIZATION_TAG_LINKS = linksOf(organizationTags, organizationTags.organizationId, (l) => ({
  tenantId: l.tenantId,
  organizationId: l.ownerId,
  tagId: l.tagId,
}));

export const VACANCY_TAG_LINKS = linksOf(vacancyTags, vacancyTags.vacancyId, (l) => ({ tenantId: l.tenantId, vacancyId: l.ownerId, tagId: l.tagId }));

// D1 binds at most 100 parameters per statement.
export const chunks = <T>(items: T[], size = 90): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Inserts in statements of 30 rows (3 parameters each). */
export const insertLinks = (db: Database, links: TagLinks, rows: Link[]) => chunks(rows, 30).map((part) => links.insert(db, part));

/**
 * Checks tag ids for an owner: every one a tag of the tenant, and of `centerId` when given
 * (a vacancy takes only its organization's centre's tags). 422 on `field` otherwise.
 */
export async function checkTagIds(
  db: Database,
  tenantId: TenantId,
  tagIds: number[],
  { centerId, pointer, field = "tag_ids" }: { centerId?: number; pointer?: PointerFor; field?: string } = {},
): Promise<number[]> {
  const ids = [...new Set(tagIds)];
  const found = ids.length ? await findTags(db, tenantId, ids) : [];
  if (found.length !== ids.length) throw fieldError(field, "Every tag must be a tag of this site.", "invalid", pointer);
  if (centerId !== undefined && found.some((t) => t.volunteerCenterId !== centerId))
    throw fieldError(field, "Every tag must be a tag of the organization's volunteer centre.", "invalid", pointer);
  return ids;
}

/** The statements that make `ids` (already checked) the owner's tags. */
export function replaceLinks(db: Database, links: TagLinks, tenantId: TenantId, ownerId: number, ids: number[]): BatchItem<"sqlite">[] {
  return [
    db.delete(links.table).where(and(eq(links.tenant, tenantId), eq(links.owner, ownerId))),
    ...insertLinks(
      db,
      links,
      ids.map((tagId) => ({ tenantId, ownerId, tagId })),
    ),
  ];
}

/** The statements that add `ids` (already checked) to the owner's tags, keeping the others. */
export const addLinks = (db: Database, links: TagLinks, tenantId: TenantId, ownerId: number | SQL, ids: number[]) =>
  insertLinks(
    db,
    links,
    ids.map((tagId) => ({ tenantId, ownerId, tagId })),
  );

/**
 * The tags of these owners, each owner's sorted by name. The links and their tags come in one
 * statement (a join), unless the tags' organizations are counted for several owners: then each
 * distinct tag is read once after the links, so a tag that many owners share has its
 * organizations counted once, not once per owner.
 */
export async function tagsOfOwners(db: Database, links: TagLinks, tenantId: TenantId, ownerIds: number[], { counts = true } = {}) {
  const byOwner = new Map<number, TagRow[]>();
  if (ownerIds.length === 0) return byOwner;
  const found = counts && ownerIds.length > 1 ? await linkedThenCounted(db, links, tenantId, ownerIds) : await joined(db, links, tenantId, ownerIds, counts);
  for (const { ownerId, tag } of found) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), tag]);
  for (const list of byOwner.values()) list.sort(byName);
  return byOwner;
}

const byName = (a: TagRow, b: TagRow) => a.name.localeCompare(b.name, "nl");

/**
 * The owner's tags as one JSON column of the statement that reads the owner (`owner`: the owner's
 * id in that statement), so they need no statement of their own; tagsOfColumn reads it. The same
 * rows as tagsOfOwners' joined read: the tenant's links and tags, counted with `counts`. For one
 * owner, or without counts (several owners that share a tag would count it again each).
 */
export function tagsColumn(links: TagLinks, tenantId: TenantId, owner: SQL, { counts = true } = {}): SQL {
  const pairs = Object.entries(tagColumns(tenantId, { counts })).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`(SELECT json_group_array(json_object(${sql.join(pairs, sql`, `)})) FROM ${links.table} JOIN ${tags} ON ${tags.id} = ${links.tag} AND ${tags.tenantId} = ${tenantId} WHERE ${links.tenant} = ${tenantId} AND ${links.owner} = ${owner})`;
}

/** The tags of a tagsColumn, sorted by name as tagsOfOwners sorts them. */
export const tagsOfColumn = (value: unknown): TagRow[] => (JSON.parse(typeof value === "string" ? value : "[]") as TagRow[]).sort(byName);

async function joined(db: Database, links: TagLinks, tenantId: TenantId, ownerIds: number[], counts: boolean) {
  const pages = await Promise.all(
    chunks(ownerIds).map((ids) =>
      db
        .select({ ownerId: links.owner, tag: tagColumns(tenantId, { counts }) })
        .from(links.table)
        .innerJoin(tags, and(eq(tags.id, links.tag), eq(tags.tenantId, tenantId)))
        .where(and(eq(links.tenant, tenantId), inArray(links.owner, ids)))
        .all(),
    ),
  );
  return pages.flat();
}

async function linkedThenCounted(db: Database, links: TagLinks, tenantId: TenantId, ownerIds: number[]) {
  const linkPages = await Promise.all(
    chunks(ownerIds).map((ids) =>
      db
        .select({ ownerId: links.owner, tagId: links.tag })
        .from(links.table)
        .where(and(eq(links.tenant, tenantId), inArray(links.owner, ids)))
        .all(),
    ),
  );
  const rows = linkPages.flat();
  const tagIds = [...new Set(rows.map((l) => l.tagId))];
  const found = (await Promise.all(chunks(tagIds).map((ids) => findTags(db, tenantId, ids)))).flat();
  const byId = new Map(found.map((t) => [t.id, t]));
  return rows.flatMap(({ ownerId, tagId }) => {
    const tag = byId.get(tagId);
    return tag ? [{ ownerId, tag }] : [];
  });
}
