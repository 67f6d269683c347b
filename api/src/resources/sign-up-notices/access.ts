import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { loadActor } from "../../auth/actor";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";

/** The preference is a staff member's own: 401 signed out, 403 for anyone who is no centre's staff. */
export async function requireStaffMember(c: Context<AppEnv>): Promise<User> {
  const user = requireUser(c);
  const actor = await loadActor(c);
  if (actor.staffCenterIds.length === 0) throw forbidden("Only a centre's staff are told of new volunteers.");
  return user;
}
