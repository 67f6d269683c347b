import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * Rows of tenants that are not suspended (`tenant suspend`, docs/operators.md): the crons and the
 * mail queue leave a suspended tenant's rows as they are, to be picked up after `tenant resume`.
 */
export const ofActiveTenant = (tenantColumn: SQLiteColumn | SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM tenants suspended WHERE suspended.id = ${tenantColumn} AND suspended.suspended_at IS NOT NULL)`;
