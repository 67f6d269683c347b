import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { currentCenterId } from "../volunteer-centers/current-center";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import { requireCenter, requireTagManager } from "./access";
import { deleteTags, mergeTags } from "./merge";
import { findTag, findTagByName, findTags, insertTag, renameTag } from "./queries";
import { pathTag, sendTag } from "./respond";
import { TAG_TYPES_IN, createAttributes, mergeAttributes, showQuery, updateAttributes } from "./schema";

const checkQuery = (c: Context) => parseQuery(new URL(c.req.url).searchParams, showQuery);

const taken = () => fieldError("name", "This centre already has a tag with this name.", "taken");

/** The request's attributes; a data.id other than the path's is a 409. */
async function readInput(c: Context<AppEnv>, id?: number) {
  // Without a path id the document creates a tag (a client-generated id is a 403).
  const input = await readResourceDocument(c, TAG_TYPES_IN, {
    create: id === undefined,
  });
  if (id !== undefined && input.id !== undefined && input.id !== String(id))
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: "data.id must be the id in the path.",
      source: { pointer: "/data/id" },
    });
  return input.attributes;
}

/**
 * The tag of the path, for a write: 401 signed out, 404 when the tenant has no such tag (so
 * another tenant's tag looks missing to everyone, whatever their roles), then 403 for anyone
 * who does not keep that tag's centre.
 */
async function manageableTag(c: Context<AppEnv>) {
  requireUser(c);
  const tag = await pathTag(c);
  const actor = await requireTagManager(c);
  requireCenter(actor, tag.volunteerCenterId);
  return tag;
}

/** POST /tags: in the request's centre unless `volunteer_center_id` names another one. */
export async function createTag(c: Context<AppEnv>) {
  const actor = await requireTagManager(c);
  checkQuery(c);
  const attrs = parseValues(createAttributes, await readInput(c));
  const { db, tenantId } = c.var;
  const centerId = attrs.volunteer_center_id ?? (await currentCenterId(c));
  if (centerId === null || (await findVolunteerCenter(db, tenantId, centerId)) === undefined)
    throw fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
  requireCenter(actor, centerId, "/data/attributes/volunteer_center_id");
  if (await findTagByName(db, tenantId, centerId, attrs.name)) throw taken();
  const { id } = await insertTag(db, tenantId, centerId, attrs.name);
  return sendTag(c, (await findTag(db, tenantId, id))!, 201);
}

/** PUT/PATCH /tags/:id: rename. */
export async function updateTag(c: Context<AppEnv>) {
  const tag = await manageableTag(c);
  checkQuery(c);
  const attrs = parseValues(updateAttributes, await readInput(c, tag.id));
  const { db, tenantId } = c.var;
  const same = await findTagByName(db, tenantId, tag.volunteerCenterId, attrs.name);
  if (same && same.id !== tag.id) throw taken();
  await renameTag(db, tenantId, tag.id, attrs.name);
  return sendTag(c, (await findTag(db, tenantId, tag.id))!);
}

/** DELETE /tags/:id: the tag leaves every organization and vacancy; 204. */
export async function deleteTag(c: Context<AppEnv>) {
  const tag = await manageableTag(c);
  const [first, ...rest] = deleteTags(c.var.db, c.var.tenantId, [tag.id]);
  await c.var.db.batch([first, ...rest]);
  return c.body(null, 204);
}

/**
 * POST /tags/:id/merge: the `source_ids` tags (of the same centre) disappear into this one; their
 * organizations get this tag. 200 with the merged tag.
 */
export async function mergeIntoTag(c: Context<AppEnv>) {
  const tag = await manageableTag(c);
  checkQuery(c);
  const attrs = parseValues(mergeAttributes, await readInput(c, tag.id));
  const ids = [...new Set(attrs.source_ids.map(Number))];
  const pointer = "/data/attributes/source_ids";
  if (ids.includes(tag.id)) throw fieldError("source_ids", "A tag cannot be merged into itself.", "invalid");
  const { db, tenantId } = c.var;
  const sources = await findTags(db, tenantId, ids);
  const missing = ids.filter((id) => !sources.some((s) => s.id === id));
  if (missing.length > 0)
    throw new JsonApiError({
      status: 404,
      title: "Not Found",
      detail: `There is no tag ${missing.join(", ")}.`,
      source: { pointer },
    });
  if (sources.some((s) => s.volunteerCenterId !== tag.volunteerCenterId))
    throw fieldError("source_ids", "Only tags of the same centre can be merged.", "invalid");
  await mergeTags(db, tenantId, tag.id, ids);
  return sendTag(c, (await findTag(db, tenantId, tag.id))!);
}
