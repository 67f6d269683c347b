import type { OwnDataExportAttributes, OwnDataRow } from "@contract/own-data";
import type { User } from "../../db/accounts-schema";
import { OWN_DATA_SECTIONS, SECRET_COLUMN, type OwnDataSection } from "./sections";

function clean(section: OwnDataSection, row: OwnDataRow): OwnDataRow {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column) && !section.omit?.includes(column)));
}

/**
 * Everything the platform holds about one user of one tenant, section by section (sections.ts),
 * read in one D1 batch so the sections agree with each other.
 */
export async function ownDataOf(db: D1Database, tenantId: string, user: User): Promise<OwnDataExportAttributes> {
  const results = await db.batch<OwnDataRow>(OWN_DATA_SECTIONS.map((section) => db.prepare(section.sql).bind(tenantId, user.id)));
  const attributes: OwnDataExportAttributes = { exported_at: new Date().toISOString(), account: {} };
  OWN_DATA_SECTIONS.forEach((section, index) => {
    const rows = results[index].results.map((row) => clean(section, row));
    attributes[section.name] = section.single ? (rows[0] ?? {}) : rows;
  });
  return attributes;
}
