// Columns most tables share, written once. The migrations stay the source of truth; these only
// give Drizzle the same names, types and defaults in every table.
import { sql } from "drizzle-orm";
import { type SQLiteColumn, integer, text } from "drizzle-orm/sqlite-core";

/** ISO-8601 UTC text, filled in by SQLite so every writer agrees on the format. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const timestamps = {
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
};

/** The row a row belongs to (its user, organization, form…): required, and deleted with it (ON DELETE CASCADE). */
export function cascadeColumn<TName extends string>(name: TName, parent: () => SQLiteColumn) {
  return integer(name).notNull().references(parent, { onDelete: "cascade" });
}
