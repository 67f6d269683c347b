// A user's own data (GET /api/v1/current_user/export, docs/own-data.md): one JSON:API document
// whose attributes hold every section of what the platform keeps about the signed-in user.

export const OWN_DATA_TYPE = "own_data_exports";

/** A section's rows as stored, snake_case column names; secrets are never among them. */
export type OwnDataRow = Record<string, string | number | null>;

export interface OwnDataExportAttributes {
  /** When the export was made (ISO 8601 UTC). */
  exported_at: string;
  /** The account row itself. */
  account: OwnDataRow;
  /** Every other section by name (roles, sessions, applications, ...): its rows. */
  [section: string]: OwnDataRow | OwnDataRow[] | string;
}

/** The file name a browser saves the export as. */
export const ownDataFileName = (date: string) => `inzet-my-data-${date.slice(0, 10)}.json`;
