import type { Context } from "hono";
import { requireUser } from "./authenticate";
import type { AppEnv } from "../env";
import { type Actor, loadActor } from "./actor";
import { forbidden, notFound } from "../jsonapi/errors";
import { currentCenterId } from "../current-center";
import { findVolunteerCenter } from "../resources/volunteer-centers/queries";
import { fieldError } from "../jsonapi/validation";

// A centre's content (pages, news items, menu items) is kept by its staff and the super admins;
// everyone reads what is published.

export const canManageContent = (actor: Actor, centerId: number) => actor.superAdmin || actor.staffCenterIds.includes(centerId);

/** The gate of every content write: 401 signed out, 403 for anyone but staff and super admins. */
export async function requireContentManager(c: Context<AppEnv>): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins may change a centre's content.");
  return actor;
}

export function requireContentCenter(actor: Actor, centerId: number, pointer?: string) {
  if (!canManageContent(actor, centerId)) throw forbidden("You may only change the content of your own centre.", pointer);
}

/**
 * The centre a list or a new record is about: the one named, else the request's centre. One the
 * tenant lacks is a 422 on a write and a 404 on a read, as a missing id.
 */
export async function contentCenterId(c: Context<AppEnv>, named: number | undefined, read = false): Promise<number> {
  const missing = () =>
    read ? notFound(`There is no volunteer center ${named ?? ""}.`) : fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
  if (named === undefined) {
    const id = await currentCenterId(c);
    if (id === null) throw missing();
    return id;
  }
  if ((await findVolunteerCenter(c.var.db, c.var.tenantId, named)) === undefined) throw missing();
  return named;
}
