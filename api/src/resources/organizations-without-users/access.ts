import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";

/** Staff and super admins (after the list's 400s, as before the list had a middleware); others 403. */
export async function reviewer(c: Context<AppEnv>) {
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins see the organizations without users.");
  return actor;
}
