import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import { tags } from "../../db/tags-schema";
import type { TenantId } from "../../tenancy";
import { ORGANIZATION_TAG_LINKS, type TagLinks, VACANCY_TAG_LINKS, insertLinks } from "./links";

// Everything that carries tags: deleting or merging a tag touches each of them.
const ALL_LINKS = [ORGANIZATION_TAG_LINKS, VACANCY_TAG_LINKS];

const unlink = (db: Database, links: TagLinks, tenantId: TenantId, ids: number[]) =>
  db.delete(links.table).where(and(eq(links.tenant, tenantId), inIdList(links.tag, ids)));

/** The statements that delete these tags and take them off every organization and vacancy. */
export function deleteTags(db: Database, tenantId: TenantId, ids: number[]): BatchItem<"sqlite">[] {
  const unlinks: BatchItem<"sqlite">[] = ALL_LINKS.map((links) => unlink(db, links, tenantId, ids));
  return [...unlinks, db.delete(tags).where(and(eq(tags.tenantId, tenantId), inIdList(tags.id, ids)))];
}

/** Moves the sources' organizations and vacancies onto the target (once each), then deletes the sources: one batch. */
export async function mergeTags(db: Database, tenantId: TenantId, targetId: number, sourceIds: number[]) {
  const inserts = await Promise.all(
    ALL_LINKS.map(async (links) => {
      const owners = await db
        .select({ ownerId: links.owner })
        .from(links.table)
        .where(and(eq(links.tenant, tenantId), inIdList(links.tag, sourceIds)))
        .all();
      const ownerIds = [...new Set(owners.map((o) => o.ownerId))];
      return insertLinks(
        db,
        links,
        ownerIds.map((ownerId) => ({ tenantId, ownerId, tagId: targetId })),
      );
    }),
  );
  // The links of the sources go first, so the new ones do not collide with them.
  const deletes = deleteTags(db, tenantId, sourceIds);
  const deleteSources = deletes.pop()!;
  const [first, ...rest] = deletes;
  return db.batch([
    first,
    ...rest,
    ...inserts.flat(),
    deleteSources,
    db
      .update(tags)
      .set({ updatedAt: new Date().toISOString() })
      .where(and(eq(tags.tenantId, tenantId), eq(tags.id, targetId))),
  ]);
}
