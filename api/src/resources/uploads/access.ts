import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { type Actor, forbidden, loadActor } from "../organizations/access";

/**
 * Every kind so far belongs to a centre's settings, so uploading (and discarding an unused
 * upload) is for staff and super admins: 401 signed out, 403 for anyone else. A kind opened to
 * other users needs the orphan sweep of docs/files.md first.
 */
export async function requireUploader(c: Context<AppEnv>): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0)
    throw forbidden("Only staff and super admins may upload files.");
  return actor;
}
