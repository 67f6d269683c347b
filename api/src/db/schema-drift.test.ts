// The Drizzle tables mirror the SQL migrations (the SQL is the source of truth). This holds each
// mirror to the migrated D1: the same columns, each with the same type and NOT NULL, so a
// migration that adds, renames or retypes a column fails here until its Drizzle table follows.
import { env } from "cloudflare:test";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as accounts from "./accounts-schema";
import * as activities from "./activities-schema";
import * as dataViewer from "./data-viewer-schema";
import * as digest from "./digest-schema";
import * as forms from "./forms-schema";
import * as helpRequests from "./help-requests-schema";
import * as conversations from "./conversations-schema";
import * as mail from "./mail-schema";
import * as notifications from "./notifications-schema";
import * as organizationAdmins from "./organization-admins-schema";
import * as organizations from "./organizations-schema";
import * as base from "./schema";
import * as shifts from "./shifts-schema";
import * as tags from "./tags-schema";
import * as vacancies from "./vacancies-schema";
import * as volunteerProfiles from "./volunteer-profiles-schema";

const tables = [
  accounts,
  activities,
  conversations,
  dataViewer,
  digest,
  forms,
  helpRequests,
  mail,
  notifications,
  organizationAdmins,
  organizations,
  base,
  shifts,
  tags,
  vacancies,
  volunteerProfiles,
]
  .flatMap((module) => Object.values(module))
  .filter((value): value is SQLiteTable => value instanceof SQLiteTable);

interface Column {
  name: string;
  type: string;
  notNull: boolean;
}

// Drizzle's column types as SQLite declares them.
const declaredType = (type: string) => type.toLowerCase();

const byName = (a: Column, b: Column) => a.name.localeCompare(b.name);

describe("the Drizzle tables", () => {
  it("are found, one per migrated table they mirror", () => {
    expect(tables.length).toBeGreaterThan(10);
  });

  for (const table of tables) {
    const config = getTableConfig(table);
    it(`${config.name}: has the migrated table's columns, types and NOT NULLs`, async () => {
      const { results } = await env.DB.prepare(`SELECT name, type, "notnull" AS not_null, pk FROM pragma_table_info(?)`)
        .bind(config.name)
        .all<{ name: string; type: string; not_null: number; pk: number }>();
      const migrated: Column[] = results
        .map((c) => ({
          name: c.name,
          type: declaredType(c.type),
          // SQLite's declaration lets a lone primary key be NULL; Drizzle's primaryKey() is NOT NULL.
          notNull: c.not_null === 1 || c.pk > 0,
        }))
        .sort(byName);
      const mirrored: Column[] = config.columns
        .map((c) => ({
          name: c.name,
          type: declaredType(c.getSQLType()),
          notNull: c.notNull || c.primary,
        }))
        .sort(byName);
      expect(mirrored).toEqual(migrated);
    });
  }
});
