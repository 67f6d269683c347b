import { type Powers, powersOf } from "@contract/users";
import type { Context } from "hono";
import type { Role, User } from "../db/accounts-schema";
import type { AppEnv } from "../env";
import { listUserRoles } from "../resources/roles/queries";

/**
 * The caller as every resource's access rules see them: the signed-in user (or none) and their
 * powers from their role rows (docs/authorization.md). One definition for the whole API.
 */
export interface Actor extends Powers<number> {
  user: User | null;
}

const ANONYMOUS: Actor = {
  user: null,
  superAdmin: false,
  staffCenterIds: [],
  adminOrgIds: [],
  memberOrgIds: [],
};

/** The caller's powers; anonymous when nobody is signed in. */
export async function loadActor(c: Context<AppEnv>): Promise<Actor> {
  const user = c.var.currentUser;
  if (user === null) return ANONYMOUS;
  return { user, ...powersOf(await rolesOf(c, user.id)) };
}

/**
 * A user's roles. The first call for the signed-in user takes those read with the session (the
 * same round trip, auth/authenticate.ts), unless the request now acts as someone else
 * (sign_in_as_user). Only the first: a handler that asks again may have written roles since (an
 * accepted claim or invitation), so it reads anew.
 */
export async function rolesOf(c: Context<AppEnv>, userId: number): Promise<Role[]> {
  const read = c.var.sessionRoles;
  if (read?.userId === userId) {
    c.set("sessionRoles", undefined);
    return read.roles;
  }
  return listUserRoles(c.var.db, c.var.tenantId, userId);
}
