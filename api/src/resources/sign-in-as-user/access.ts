import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { staffTarget } from "../users/access";

/**
 * The user the caller may sign in as. Super admins: any user of the tenant; staff: users of their
 * centre, but not super admins nor staff of another centre (users/access.ts staffTarget).
 */
export const signInTarget = (c: Context<AppEnv>, actor: Actor, id: string) =>
  staffTarget(c, actor, id, {
    notStaff: "Only staff and super admins can sign in as another user.",
    protectedUser: "Staff cannot sign in as a super admin or as staff of another centre.",
  });
