import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { methodNotAllowed } from "../../jsonapi/error-handler";
import { JsonApiError } from "../../jsonapi/errors";
import { sendList } from "../../jsonapi/list";
import { listQuery } from "../../jsonapi/list-query";
import { guard, showQuery, writeDocument } from "../../jsonapi/request-input";
import { fieldError } from "../../jsonapi/validation";
import { newContentCenterId } from "../../auth/content-keepers";
import { manageableTag, pathTag, requireTagManager } from "./access";
import { deleteTags, mergeTags } from "./merge";
import { findTag, findTagByName, findTags, insertTag, listTags, renameTag } from "./queries";
import { TAG_TYPES_IN, createAttributes, indexQuery, mergeAttributes, showQuery as showSpec, updateAttributes } from "./schema";
import { tagDocument, tagSerializer, tagUrl, toTagResource } from "./serializer";

export { TAGS_PATH } from "./serializer";

const tagList = listQuery(indexQuery);
const tagQuery = showQuery(showSpec);
const tagManager = guard(requireTagManager);
const ownTag = guard(manageableTag);

const taken = () => fieldError("name", "This centre already has a tag with this name.", "taken");

// Tags are public (the social map filters and shows them); only staff and super admins write.
export const tagRoutes = new Hono<AppEnv>()
  .get("/", tagList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listTags(c.var.db, c.var.tenantId, query);
    return sendList(c, tagSerializer, rows.map(toTagResource), query, { total, resourceUrl: tagUrl(c.req.url) });
  })
  .get("/:id", tagQuery, async (c) => sendDocument(c, await tagDocument(await pathTag(c), c.req.valid("query"), c.req.url)))
  // In the request's centre unless `volunteer_center_id` names another one.
  .post("/", tagManager, tagQuery, writeDocument(TAG_TYPES_IN, createAttributes, { create: true }), async (c) => {
    const attrs = c.req.valid("json");
    const { db, tenantId } = c.var;
    const centerId = await newContentCenterId(c, tagManager.of(c), attrs.volunteer_center_id, "the tags");
    if (await findTagByName(db, tenantId, centerId, attrs.name)) throw taken();
    const { id } = await insertTag(db, tenantId, centerId, attrs.name, attrs.kind ?? null);
    const document = await tagDocument((await findTag(db, tenantId, id))!, c.req.valid("query"), c.req.url);
    return sendDocument(c, document, 201, { Location: tagUrl(c.req.url)({ id: String(id) }) });
  })
  .on(["PUT", "PATCH"], "/:id", ownTag, tagQuery, writeDocument(TAG_TYPES_IN, updateAttributes), async (c) => {
    const tag = ownTag.of(c);
    const { name, kind } = c.req.valid("json");
    const { db, tenantId } = c.var;
    const same = await findTagByName(db, tenantId, tag.volunteerCenterId, name);
    if (same && same.id !== tag.id) throw taken();
    await renameTag(db, tenantId, tag.id, name, kind);
    return sendDocument(c, await tagDocument((await findTag(db, tenantId, tag.id))!, c.req.valid("query"), c.req.url));
  })
  // The tag leaves every organization and vacancy.
  .delete("/:id", ownTag, async (c) => {
    const [first, ...rest] = deleteTags(c.var.db, c.var.tenantId, [ownTag.of(c).id]);
    await c.var.db.batch([first, ...rest]);
    return c.body(null, 204);
  })
  // The `source_ids` tags (of the same centre) disappear into this one; their organizations get this tag.
  .post("/:id/merge", ownTag, tagQuery, writeDocument(TAG_TYPES_IN, mergeAttributes), async (c) => {
    const tag = ownTag.of(c);
    const ids = [...new Set(c.req.valid("json").source_ids.map(Number))];
    if (ids.includes(tag.id)) throw fieldError("source_ids", "A tag cannot be merged into itself.", "invalid");
    const { db, tenantId } = c.var;
    const sources = await findTags(db, tenantId, ids);
    const missing = ids.filter((id) => !sources.some((s) => s.id === id));
    if (missing.length > 0)
      throw new JsonApiError({
        status: 404,
        title: "Not Found",
        detail: `There is no tag ${missing.join(", ")}.`,
        source: { pointer: "/data/attributes/source_ids" },
      });
    if (sources.some((s) => s.volunteerCenterId !== tag.volunteerCenterId))
      throw fieldError("source_ids", "Only tags of the same centre can be merged.", "invalid");
    await mergeTags(db, tenantId, tag.id, ids);
    return sendDocument(c, await tagDocument((await findTag(db, tenantId, tag.id))!, c.req.valid("query"), c.req.url));
  })
  .all("/", methodNotAllowed(["GET", "POST"]))
  .all("/:id", methodNotAllowed(["GET", "PUT", "PATCH", "DELETE"]))
  .all("/:id/merge", methodNotAllowed(["POST"]));
