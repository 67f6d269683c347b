import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type LibraryFile, libraryFiles } from "../../db/files-schema";
import type { TenantId } from "../../tenancy";
import { deleteInTenant, findInTenant, findInTenantWhere, insertReturningId } from "../../db/find-in-tenant";

/** A centre's library, newest first (tenant-scoped). */
export function listLibraryFiles(db: Database, tenantId: TenantId, centerId: number) {
  return db
    .select()
    .from(libraryFiles)
    .where(and(eq(libraryFiles.tenantId, tenantId), eq(libraryFiles.volunteerCenterId, centerId)))
    .orderBy(desc(libraryFiles.createdAt), desc(libraryFiles.id))
    .all();
}

/** The bytes a centre's library holds, which its quota limits. */
export async function usedBytes(db: Database, tenantId: TenantId, centerId: number): Promise<number> {
  const row = await db
    .select({ used: sql<number>`coalesce(sum(${libraryFiles.byteSize}), 0)` })
    .from(libraryFiles)
    .where(and(eq(libraryFiles.tenantId, tenantId), eq(libraryFiles.volunteerCenterId, centerId)))
    .get();
  return Number(row?.used ?? 0);
}

export function findLibraryFile(db: Database, tenantId: TenantId, id: number): Promise<LibraryFile | undefined> {
  return findInTenant(db, libraryFiles, tenantId, id);
}

export function findLibraryFileByUrl(db: Database, tenantId: TenantId, centerId: number, url: string) {
  return findInTenantWhere(db, libraryFiles, tenantId, eq(libraryFiles.volunteerCenterId, centerId), eq(libraryFiles.url, url));
}

export const insertLibraryFile = (db: Database, values: typeof libraryFiles.$inferInsert) => insertReturningId(db, libraryFiles, values);

export const deleteLibraryFile = (db: Database, tenantId: TenantId, id: number) => deleteInTenant(db, libraryFiles, tenantId, id).run();
