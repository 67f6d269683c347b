import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";

/** Adding and removing stock images is for super admins: they are offered to every centre. */
export async function requireSuperAdmin(c: Context<AppEnv>) {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin) throw forbidden("Only super admins may change the stock images.");
  return actor;
}
