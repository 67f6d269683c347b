import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import { currentCenterId } from "../../current-center";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";

/**
 * The centre of the request, for its staff and the tenant's super admins only (docs/analytics.md):
 * 401 signed out, 403 for everyone else (the figures exist for every centre; nothing to hide).
 */
export async function staffCenter(c: Context<AppEnv>) {
  requireUser(c);
  const [actor, centerId] = await Promise.all([loadActor(c), currentCenterId(c)]);
  if (centerId === null || !(actor.superAdmin || actor.staffCenterIds.includes(centerId))) throw forbidden("Only the centre's staff see its figures.");
  return centerId;
}
