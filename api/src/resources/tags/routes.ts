import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { parseQuery } from "../../jsonapi/query";
import { listTags } from "./queries";
import { pathTag, resourceUrl, searchParams, sendTag } from "./respond";
import { indexQuery, showQuery } from "./schema";
import { tagSerializer, toTagResource } from "./serializer";
import { createTag, deleteTag, mergeIntoTag, updateTag } from "./write-routes";

const tagList = listQuery(indexQuery);

export { TAGS_PATH } from "./respond";

// Tags are public (the social map filters and shows them); only staff and super admins write.
export const tagRoutes = new Hono<AppEnv>()
  .get("/", tagList, async (c) => {
    const query = tagList.of(c);
    const { rows, total } = await listTags(c.var.db, c.var.tenantId, query);
    return sendList(c, tagSerializer, rows.map(toTagResource), query, { total, resourceUrl: resourceUrl(c) });
  })
  .get("/:id", async (c) => {
    parseQuery(searchParams(c), showQuery);
    return sendTag(c, await pathTag(c));
  })
  .post("/", createTag)
  .put("/:id", updateTag)
  .patch("/:id", updateTag)
  .delete("/:id", deleteTag)
  .post("/:id/merge", mergeIntoTag)
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all("/:id/merge", methodNotAllowed(["POST"]));
