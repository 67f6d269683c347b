import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { loadActor } from "../../auth/actor";
import { canManageContent, contentCenterId } from "./access";
import { findMovedPage, listPages } from "./queries";
import { resourceUrl, searchParams, sendPage, visiblePage } from "./respond";
import { indexQuery, showQuery } from "./schema";
import { pageSerializer, toPageResource } from "./serializer";
import { createPage, deletePageRoute, updatePageRoute } from "./write-routes";

const pageList = listQuery(indexQuery);

export { PAGES_PATH } from "./respond";

// Published pages are public (/{slug}); drafts only for their centre's staff and super admins.
export const pageRoutes = new Hono<AppEnv>()
  .get("/", pageList, async (c) => {
    const query = pageList.of(c);
    const centerId = await contentCenterId(c, query.filter.volunteer_center_id_eq, true);
    const drafts = canManageContent(await loadActor(c), centerId);
    const { rows, total } = await listPages(c.var.db, c.var.tenantId, centerId, query, { drafts });
    // An old slug: the page's address now, so /{old} can answer with a permanent redirect.
    const slug = query.filter.slug_eq;
    const moved = slug !== undefined && total === 0 ? (await findMovedPage(c.var.db, c.var.tenantId, centerId, slug))?.page : undefined;
    const movedTo = moved && (drafts || moved.status === "published") ? moved.slug : null;
    return sendList(c, pageSerializer, rows.map(toPageResource), query, {
      total,
      resourceUrl: resourceUrl(c),
      meta: { ...(slug !== undefined && { moved_to: movedTo }) },
    });
  })
  .get("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    return sendPage(c, await visiblePage(c));
  })
  .post("/", createPage)
  .put("/:id", updatePageRoute)
  .patch("/:id", updatePageRoute)
  .delete("/:id", deletePageRoute)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
