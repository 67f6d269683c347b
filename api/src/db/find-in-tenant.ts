import { type SQL, and, eq } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteInsertValue, SQLiteTable, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { TenantId } from "../tenancy";
import type { Database } from "./client";

type TenantTable = SQLiteTable & { tenantId: AnySQLiteColumn; id: AnySQLiteColumn };

/** The whole row of `table` in the tenant that `conditions` name (a unique key: an address, a token, a slug in a centre). */
export function findInTenantWhere<T extends SQLiteTable & { tenantId: AnySQLiteColumn }>(
  db: Database,
  table: T,
  tenantId: TenantId,
  ...conditions: (SQL | undefined)[]
): Promise<T["$inferSelect"] | undefined> {
  return db
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.tenantId, tenantId), ...conditions))
    .get();
}

/** Whether `table` holds a row in the tenant that `conditions` name (the one row's id is all it reads). */
export async function existsInTenantWhere(db: Database, table: TenantTable, tenantId: TenantId, ...conditions: (SQL | undefined)[]): Promise<boolean> {
  const row = await db
    .select({ id: table.id })
    .from(table as SQLiteTable)
    .where(and(eq(table.tenantId, tenantId), ...conditions))
    .limit(1)
    .get();
  return row !== undefined;
}

/** The whole row of `table` with this id in the tenant: another tenant's row is one that does not exist. */
export function findInTenant<T extends TenantTable>(db: Database, table: T, tenantId: TenantId, id: number): Promise<T["$inferSelect"] | undefined> {
  return findInTenantWhere(db, table, tenantId, eq(table.id, id));
}

/** Inserts one row into `table` (its values name the tenant) and answers the row's new id. */
export async function insertReturningId<T extends TenantTable>(db: Database, table: T, values: SQLiteInsertValue<T>): Promise<number> {
  const row = await db.insert(table).values(values).returning({ id: table.id }).get();
  return row.id as number;
}

/** The delete of the row of `table` with this id in the tenant (another tenant's row is left alone), to run or batch. */
export function deleteInTenant(db: Database, table: TenantTable, tenantId: TenantId, id: number) {
  return db.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
}

/** The update of `row` (its tenant and id) in `table` to `values`, its updated_at stamped now, to run or batch. */
export function updateInTenant<T extends TenantTable & { updatedAt: AnySQLiteColumn }>(
  db: Database,
  table: T,
  row: { tenantId: string; id: number },
  values: SQLiteUpdateSetSource<T>,
) {
  return db
    .update(table)
    .set({ ...values, updatedAt: new Date().toISOString() } as SQLiteUpdateSetSource<T>)
    .where(and(eq(table.tenantId, row.tenantId), eq(table.id, row.id)));
}
