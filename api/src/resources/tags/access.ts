import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { requireContentCenter, requireContentManager } from "../../auth/content-keepers";
import { pathRow } from "../../jsonapi/ids";
import { findTag } from "./queries";
import type { TagRow } from "./serializer";

export const missingTag = (id: string) => notFound(`There is no tag ${id}.`);

/** A centre's tags are kept as its content is: super admins and the centre's staff. */
export const requireTagManager = (c: Context<AppEnv>) => requireContentManager(c, "tags");

/** The tenant's tag of the path (404 for a malformed, missing or foreign id). */
export async function pathTag(c: Context<AppEnv>): Promise<TagRow> {
  const { param, row } = await pathRow(c, findTag);
  if (row === undefined) throw missingTag(param);
  return row;
}

/**
 * The tag of the path, for a write: 401 signed out, 404 when the tenant has no such tag (so
 * another tenant's tag looks missing to everyone, whatever their roles), then 403 for anyone
 * who does not keep that tag's centre.
 */
export async function manageableTag(c: Context<AppEnv>): Promise<TagRow> {
  requireUser(c);
  const tag = await pathTag(c);
  requireContentCenter(await requireTagManager(c), tag.volunteerCenterId, undefined, "the tags");
  return tag;
}
