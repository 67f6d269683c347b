import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { TenantId } from "../tenancy";

/**
 * Every column that holds a file's URL (`/files/<key>`). A file is deleted when none of them
 * refers to it any more, so a feature that stores file URLs adds its columns here
 * (docs/files.md). `columns` hold the URL itself; `contains` columns hold it inside a text (a
 * rich-text body that embeds or links the file). Each table has a tenant_id, and the check is
 * scoped by it.
 */
export const FILE_REFERENCES: readonly { table: string; columns: string[]; contains?: string[] }[] = [
  {
    table: "volunteer_center_profiles",
    columns: ["website_logo_url", "favicon_url", "contact_photo_url"],
  },
  { table: "library_files", columns: ["url"] },
  { table: "news_items", columns: ["image_url"], contains: ["body"] },
  { table: "pages", columns: [], contains: ["body"] },
  { table: "activities", columns: ["image_url"], contains: ["description"] },
  // Vacancy descriptions share the rich-text allowlist, so they may embed a file too.
  { table: "vacancies", columns: [], contains: ["description"] },
  // A form's file answers ({ url, ... } inside the answers' JSON).
  { table: "form_submissions", columns: [], contains: ["answers"] },
  // A volunteer's profile photo (private: served through the profile).
  { table: "volunteer_profiles", columns: ["photo_url"] },
];

/** Whether any record of the tenant still refers to this file URL (`except`: a table not to ask). */
export async function isReferenced(db: Database, tenantId: TenantId, url: string, { except }: { except?: string } = {}): Promise<boolean> {
  for (const { table, columns, contains = [] } of FILE_REFERENCES) {
    if (table === except) continue;
    const matches = sql.join(
      [
        ...columns.map((column) => sql`${sql.identifier(column)} = ${url}`),
        // instr, not LIKE: a URL's `_` would be a wildcard there.
        ...contains.map((column) => sql`instr(${sql.identifier(column)}, ${url}) > 0`),
      ],
      sql` OR `,
    );
    const row = await db.get(sql`SELECT 1 AS found FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} AND (${matches}) LIMIT 1`);
    if (row) return true;
  }
  return false;
}
