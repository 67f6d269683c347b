import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";

/**
 * Every column that holds a file's URL (`/files/<key>`). A file is deleted when none of them
 * refers to it any more, so a feature that stores file URLs adds its columns here
 * (docs/files.md). Each table has a tenant_id, and the check is scoped by it.
 */
export const FILE_REFERENCES: readonly { table: string; columns: string[] }[] =
  [
    {
      table: "volunteer_center_profiles",
      columns: ["website_logo_url", "favicon_url", "contact_photo_url"],
    },
  ];

/** Whether any record of the tenant still refers to this file URL. */
export async function isReferenced(
  db: Database,
  tenantId: TenantId,
  url: string,
): Promise<boolean> {
  for (const { table, columns } of FILE_REFERENCES) {
    const matches = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ${url}`),
      sql` OR `,
    );
    const row = await db.get(
      sql`SELECT 1 AS found FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} AND (${matches}) LIMIT 1`,
    );
    if (row) return true;
  }
  return false;
}
