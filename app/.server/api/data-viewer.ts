import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataViewerRowsQuery } from "@contract/data-viewer";
import { toCamel } from "./case";
import { orErrorScreen } from "./errors";

export interface ViewerTable {
  id: string;
  columns: string[];
  hiddenColumns: string[];
}

/** The tenant's tables the data viewer may show, with their shown and hidden columns. */
export async function listViewerTables(context: AppLoadContext): Promise<ViewerTable[]> {
  const { data } = await context.api.get<ViewerTable[]>("/api/v1/data_viewer/tables");
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
