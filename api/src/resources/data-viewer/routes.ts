import { listQuery } from "../../jsonapi/list-query";
import { DATA_VIEWER_ROWS, DATA_VIEWER_TABLES, dataViewerRowsQuery } from "@contract/data-viewer";
import { type Context, Hono } from "hono";
import { requireUser } from "../../auth/authenticate";
import { dataViewerViews } from "../../db/data-viewer-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound, forbidden } from "../../jsonapi/errors";
import { pageLinks } from "../../jsonapi/pagination";
import { parseQuery } from "../../jsonapi/query";
import { loadActor } from "../../auth/actor";
import { listViewableTables, readRows } from "./tables";

const rowList = listQuery(dataViewerRowsQuery);

export const DATA_VIEWER_PATH = "/api/v1/data_viewer";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

/** Super admins only: 401 signed out, 403 for anyone else. */
async function requireSuperAdmin(c: Context<AppEnv>) {
  const user = requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin) throw forbidden("Only super admins may view the data.");
  return user;
}

/** Every view is logged before the answer goes out (docs/data-viewer.md). */
async function logView(c: Context<AppEnv>, userId: number, tableName: string | null, search: string | null, pageNumber: number) {
  await c.var.db.insert(dataViewerViews).values({ tenantId: c.var.tenantId, userId, tableName, search, pageNumber }).run();
}

/**
 * The read-only data viewer of /admin/data-viewer: the tenant's tables and their rows, without
 * the columns of the deny list (contract/data-viewer). Only GET; nothing here writes but the log.
 */
export const dataViewerRoutes = new Hono<AppEnv>()
  .get("/tables", async (c) => {
    parseQuery(searchParams(c), {});
    const user = await requireSuperAdmin(c);
    const tables = await listViewableTables(c.var.d1);
    await logView(c, user.id, null, null, 1);
    return sendDocument(c, {
      data: tables.map((table) => ({
        type: DATA_VIEWER_TABLES,
        id: table.name,
        attributes: { columns: table.columns, hidden_columns: table.hiddenColumns },
      })),
    });
  })
  .get("/tables/:name", rowList, async (c) => {
    const query = rowList.of(c);
    const user = await requireSuperAdmin(c);
    const name = c.req.param("name");
    const table = (await listViewableTables(c.var.d1)).find((t) => t.name === name);
    if (table === undefined) throw notFound(`There is no table ${name} in the data viewer.`);
    const search = query.filter.q;
    await logView(c, user.id, table.name, search ?? null, query.page.number);
    const { rows, total } = await readRows(c.var.d1, c.var.tenantId, table, query.page, search);
    const offset = (query.page.number - 1) * query.page.size;
    return sendDocument(c, {
      data: rows.map((attributes, i) => ({ type: DATA_VIEWER_ROWS, id: String(offset + i + 1), attributes })),
      meta: { table: table.name, columns: table.columns, hidden_columns: table.hiddenColumns, total },
      links: pageLinks(c.req.url, query.page, total),
    });
  })
  .all("/tables", methodNotAllowed(["GET"]))
  .all("/tables/:name", methodNotAllowed(["GET"]));
