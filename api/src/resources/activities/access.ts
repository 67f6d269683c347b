import type { Context } from "hono";
import type { Activity } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { type Actor } from "../../auth/actor";

/** Staff of the activity's centre and super admins: they approve and see everything of theirs. */
export const isCenterStaff = (actor: Actor, centerId: number) => actor.superAdmin || actor.staffCenterIds.includes(centerId);

/** Who manages an activity: its centre's staff, and the admins of its organization. */
export const canManageActivity = (actor: Actor, a: Activity) =>
  isCenterStaff(actor, a.volunteerCenterId) || (a.organizationId !== null && actor.adminOrgIds.includes(a.organizationId));

/** Approved activities are public; the rest only to their managers. */
export const canSeeActivity = (actor: Actor, a: Activity) => a.status === "approved" || canManageActivity(actor, a);

export const missingActivity = (id: string) => notFound(`There is no activity ${id}.`);

/**
 * Activities are a tenant's feature flag (spec section 1: off in the meedoen app context unless an operator set them): every route of
 * theirs answers 404 there, as if it did not exist.
 */
export async function requireActivities(c: Context<AppEnv>, next: () => Promise<void>) {
  if (!c.var.features.activities) throw notFound("Activities are not available here.");
  await next();
}
