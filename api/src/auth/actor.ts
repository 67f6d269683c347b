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

/** Requests that write nothing: no role changes while they run. */
const READS = new Set(["GET", "HEAD"]);

/**
 * A user's roles. A call for the signed-in user takes those read with the session (the same round
 * trip, auth/authenticate.ts), unless the request now acts as someone else (sign_in_as_user). A
 * write takes them only once: a handler that asks again may have written roles since (an accepted
 * claim or invitation), so it reads anew. A read keeps them: a route's guard and its document
 * both ask, and each asking anew was a D1 round trip more on the call (issue 47).
 */
export async function rolesOf(c: Context<AppEnv>, userId: number): Promise<Role[]> {
  const read = c.var.sessionRoles;
  if (read?.userId === userId) {
    if (!READS.has(c.req.method)) c.set("sessionRoles", undefined);
    return read.roles;
  }
  return listUserRoles(c.var.db, c.var.tenantId, userId);
}
