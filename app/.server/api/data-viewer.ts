import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataViewerRowsQuery } from "@contract/data-viewer";
import { toCamel } from "./case";
import { orErrorScreen } from "./errors";
import { IsolateCache } from "@contract/isolate-cache";

export interface ViewerTable {
  id: string;
  columns: string[];
  hiddenColumns: string[];
}

// The table the viewer opens on (the list's first), per tenant, as the list last said, for as long
// as the api keeps the list (api/src/resources/data-viewer/tables.ts): a page without a table
// chosen can then ask its rows beside the list, not after it. Only a table's name, the schema's.
const firstTables = new IsolateCache<string>({ max: 100, ttlMs: 60_000 });

/** The table a page without one chosen shows, if a list answered within the minute. */
export const keptFirstTable = (context: AppLoadContext) => firstTables.get(context.tenant.tenant);

/** The tenant's tables the data viewer may show, with their shown and hidden columns. */
export async function listViewerTables(context: AppLoadContext): Promise<ViewerTable[]> {
  const { data } = await context.api.get<ViewerTable[]>("/api/v1/data_viewer/tables");
  if (data[0]) firstTables.set(context.tenant.tenant, data[0].id);
  return data;
}

/**
 * One page of a table's rows (secrets never leave the api), keyed by the table's own column names;
 * a missing table is the 404 screen. The client camelizes attribute keys (`first_name` arrives as
 * `firstName`), so each cell is read under its camelized name and handed back under the column's.
 */
export async function readViewerRows(
  context: AppLoadContext,
  // The columns may still be on their way (the table list, asked beside these rows): only the id is
  // needed to ask.
  table: { id: string; columns: string[] | Promise<string[]> },
  { q, page }: { q: string; page: number },
) {
  const { data, meta } = await orErrorScreen(
    context.api.get<({ id: string } & Record<string, unknown>)[]>(`/api/v1/data_viewer/tables/${encodeURIComponent(table.id)}`, {
      filter: { q: q || undefined },
      page: { number: page, size: dataViewerRowsQuery.page.defaultSize },
    }),
  );
  const columns = await table.columns;
  // Each column's camelized name once, not once a cell (625 on a page of 25 rows of 25 columns).
  const keys = columns.map(toCamel);
  // The row's place on the page keys it: a table without an id column has nothing else.
  const rows = data.map((row, i) => ({ id: String(i), cells: Object.fromEntries(columns.map((column, c) => [column, row[keys[c]] ?? null])) }));
  return { rows, total: Number(meta.total ?? 0) };
}
