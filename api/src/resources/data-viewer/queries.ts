import type { Database } from "../../db/client";
import { dataViewerViews } from "../../db/data-viewer-schema";
import type { TenantId } from "../../tenancy";

/** Logs one view of the data viewer (docs/data-viewer.md): who, which table, what search, which page. */
export async function logView(db: Database, tenantId: TenantId, userId: number, tableName: string | null, search: string | null, pageNumber: number) {
  await db.insert(dataViewerViews).values({ tenantId, userId, tableName, search, pageNumber }).run();
}
