import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";

/** Super admins only: 401 signed out, 403 for anyone else. */
export async function requireSuperAdmin(c: Context<AppEnv>) {
  const user = requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin) throw forbidden("Only super admins may view the data.");
  return user;
}
