import type { AppLoadContext } from "@remix-run/cloudflare";
import { dataViewerRowsQuery } from "@contract/data-viewer";
import { ApiError } from "./errors";

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

/** One page of a table's rows (secrets never leave the api); a missing table is the 404 screen. */
export async function readViewerRows(context: AppLoadContext, table: string, { q, page }: { q: string; page: number }) {
  try {
    const { data, meta } = await context.api.get<({ id: string } & Record<string, unknown>)[]>(`/api/v1/data_viewer/tables/${encodeURIComponent(table)}`, {
      filter: { q: q || undefined },
      page: { number: page, size: dataViewerRowsQuery.page.defaultSize },
    });
    return { rows: data, total: Number(meta.total ?? 0) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  }
}
