import { type Powers, powersOf } from "@contract/users";
import type { Context } from "hono";
import type { User } from "../db/accounts-schema";
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
  const rows = await listUserRoles(c.var.db, c.var.tenantId, user.id);
  return { user, ...powersOf(rows) };
}
