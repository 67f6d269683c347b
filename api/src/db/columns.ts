// Columns most tables share, written once. The migrations stay the source of truth; these only
// give Drizzle the same names, types and defaults in every table.
import { sql } from "drizzle-orm";
import { type SQLiteColumn, integer, real, text } from "drizzle-orm/sqlite-core";

/** ISO-8601 UTC text, filled in by SQLite so every writer agrees on the format. */
export const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const timestamps = {
  createdAt: text("created_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
};

/** A place: its address and where it lies (an organization's address, a vacancy's place). */
export const addressColumns = {
  street: text("street"),
  houseNumber: text("house_number"),
  postalCode: text("postal_code"),
  city: text("city"),
  latitude: real("latitude"),
  longitude: real("longitude"),
};

/** The row a row belongs to (its user, organization, form…): required, and deleted with it (ON DELETE CASCADE). */
export function cascadeColumn<TName extends string>(name: TName, parent: () => SQLiteColumn) {
  return integer(name).notNull().references(parent, { onDelete: "cascade" });
}

/** A row it mentions (who invited, who decided, the shift it was given at): optional, and null once that row goes (ON DELETE SET NULL). */
export function setNullColumn<TName extends string>(name: TName, parent: () => SQLiteColumn) {
  return integer(name).references(parent, { onDelete: "set null" });
}
