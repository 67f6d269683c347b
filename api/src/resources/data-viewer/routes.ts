import { listQuery } from "../../jsonapi/list-query";
import { DATA_VIEWER_ROWS, DATA_VIEWER_TABLES, dataViewerRowsQuery } from "@contract/data-viewer";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { notFound } from "../../jsonapi/errors";
import { pageLinks } from "../../jsonapi/pagination";
import { guard, showQuery } from "../../jsonapi/request-input";
import { requireSuperAdmin } from "./access";
import { logView } from "./queries";
import { listViewableTables, readRows } from "./tables";

export const DATA_VIEWER_PATH = "/api/v1/data_viewer";

const rowList = listQuery(dataViewerRowsQuery);
const superAdmin = guard(requireSuperAdmin);

/**
 * The read-only data viewer of /admin/data-viewer: the tenant's tables and their rows, without
 * the columns of the deny list (contract/data-viewer). Only GET; nothing here writes but the log,
 * written before each answer goes out (docs/data-viewer.md).
 */
export const dataViewerRoutes = new Hono<AppEnv>()
  .get("/tables", showQuery({}), superAdmin, async (c) => {
    const user = superAdmin.of(c);
    const tables = await listViewableTables(c.var.d1);
    await logView(c.var.db, c.var.tenantId, user.id, null, null, 1);
    return sendDocument(c, {
      data: tables.map((table) => ({
        type: DATA_VIEWER_TABLES,
        id: table.name,
        attributes: { columns: table.columns, hidden_columns: table.hiddenColumns },
      })),
    });
  })
  .get("/tables/:name", rowList, superAdmin, async (c) => {
    const query = c.req.valid("query");
    const user = superAdmin.of(c);
    const name = c.req.param("name");
    const table = (await listViewableTables(c.var.d1)).find((t) => t.name === name);
    if (table === undefined) throw notFound(`There is no table ${name} in the data viewer.`);
    const search = query.filter.q;
    // The log beside the read, not before it: both done before the answer goes out.
    const [, { rows, total }] = await Promise.all([
      logView(c.var.db, c.var.tenantId, user.id, table.name, search ?? null, query.page.number),
      readRows(c.var.d1, c.var.tenantId, table, query.page, search),
    ]);
    const offset = (query.page.number - 1) * query.page.size;
    return sendDocument(c, {
      data: rows.map((attributes, i) => ({ type: DATA_VIEWER_ROWS, id: String(offset + i + 1), attributes })),
      meta: { table: table.name, columns: table.columns, hidden_columns: table.hiddenColumns, total },
      links: pageLinks(c.req.url, query.page, total),
    });
  })
  .all("/tables", methodNotAllowed(["GET"]))
  .all("/tables/:name", methodNotAllowed(["GET"]));
