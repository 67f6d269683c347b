import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { loadActor } from "../../auth/actor";
import { canManageContent, contentCenterId } from "../pages/access";
import { listNewsItems } from "./queries";
import { requestNow, resourceUrl, searchParams, sendNewsItem, visibleNewsItem } from "./respond";
import { indexQuery, showQuery } from "./schema";
import { newsItemSerializer, toNewsItemResource } from "./serializer";
import { createNewsItem, deleteNewsItemRoute, updateNewsItemRoute } from "./write-routes";

const newsList = listQuery(indexQuery);

export { NEWS_ITEMS_PATH } from "./respond";

// Published news is public (/nieuws, the feed, the home page); drafts and scheduled items only
// for the centre's staff and super admins.
export const newsItemRoutes = new Hono<AppEnv>()
  .get("/", newsList, async (c) => {
    const query = newsList.of(c);
    const centerId = await contentCenterId(c, query.filter.volunteer_center_id_eq, true);
    const everything = canManageContent(await loadActor(c), centerId);
    const now = requestNow();
    const { rows, total } = await listNewsItems(c.var.db, c.var.tenantId, centerId, query, { everything, now });
    return sendList(
      c,
      newsItemSerializer,
      rows.map((row) => toNewsItemResource(row, now)),
      query,
      { total, resourceUrl: resourceUrl(c) },
    );
  })
  .get("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    return sendNewsItem(c, await visibleNewsItem(c));
  })
  .post("/", createNewsItem)
  .put("/:id", updateNewsItemRoute)
  .patch("/:id", updateNewsItemRoute)
  .delete("/:id", deleteNewsItemRoute)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]));
