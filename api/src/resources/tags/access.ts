import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { type Actor, loadActor } from "../../auth/actor";
import { pathRow } from "../../jsonapi/ids";
import { findTag } from "./queries";
import type { TagRow } from "./serializer";

/** Super admins, and staff of the tag's centre, keep a centre's tags. */
export const canManageTags = (actor: Actor, centerId: number) => actor.superAdmin || actor.staffCenterIds.includes(centerId);

export const missingTag = (id: string) => notFound(`There is no tag ${id}.`);

/** The gate of every tag write: 401 signed out, 403 for anyone but staff and super admins. */
export async function requireTagManager(c: Context<AppEnv>): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins may change tags.");
  return actor;
}

export function requireCenter(actor: Actor, centerId: number, pointer?: string) {
  if (!canManageTags(actor, centerId)) throw forbidden("You may only change the tags of your own centre.", pointer);
}

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
  const actor = await requireTagManager(c);
  requireCenter(actor, tag.volunteerCenterId);
  return tag;
}
