import { and, eq } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { TenantId } from "../tenancy";
import type { Database } from "./client";

type TenantTable = SQLiteTable & { tenantId: AnySQLiteColumn; id: AnySQLiteColumn };

/** The whole row of `table` with this id in the tenant: another tenant's row is one that does not exist. */
export function findInTenant<T extends TenantTable>(db: Database, table: T, tenantId: TenantId, id: number): Promise<T["$inferSelect"] | undefined> {
  return db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .get();
}

/** The delete of the row of `table` with this id in the tenant (another tenant's row is left alone), to run or batch. */
export function deleteInTenant(db: Database, table: TenantTable, tenantId: TenantId, id: number) {
  return db.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
}
