import type { Context } from "hono";
import type { Activity } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { requireUser } from "../../auth/authenticate";
import { parseIntegerId, pathRow } from "../../jsonapi/ids";
import { findActivity, findSignUp } from "./queries";

import type { ActivityRow } from "./serializer";
import { type Actor, loadActor } from "../../auth/actor";

/** Staff of the activity's centre and super admins: they approve and see everything of theirs. */
export const isCenterStaff = (actor: Actor, centerId: number) => actor.superAdmin || actor.staffCenterIds.includes(centerId);

/** Who manages an activity: its centre's staff, and the admins of its organization. */
export const canManageActivity = (actor: Actor, a: Activity) =>
  isCenterStaff(actor, a.volunteerCenterId) || (a.organizationId !== null && actor.adminOrgIds.includes(a.organizationId));

/** Approved activities are public; the rest only to their managers. */
export const canSeeActivity = (actor: Actor, a: Activity) => a.status === "approved" || canManageActivity(actor, a);

export const missingActivity = (id: string) => notFound(`There is no activity ${id}.`);
export const missingSignUp = (id: string) => notFound(`There is no sign-up ${id}.`);

/**
 * Activities are a tenant's feature flag (spec section 1: off in the meedoen app context unless an operator set them): every route of
 * theirs answers 404 there, as if it did not exist.
 */
export async function requireActivities(c: Context<AppEnv>, next: () => Promise<void>) {
  if (!c.var.features.activities) throw notFound("Activities are not available here.");
  await next();
}

/** The activity of the path: 404 unless the caller may see it, 403 unless they manage it. */
export async function managedActivity(c: Context<AppEnv>): Promise<{ row: ActivityRow; actor: Actor }> {
  requireUser(c);
  const actor = await loadActor(c);
  const { param, row } = await pathRow(c, findActivity);
  if (row === undefined || !canSeeActivity(actor, row.activity)) throw missingActivity(param);
  if (!canManageActivity(actor, row.activity)) throw forbidden("You are not allowed to change this activity.");
  return { row, actor };
}

/** The activity of the path for whoever may see it (approved: everybody; else its managers): 404 for the rest. */
export async function visibleActivity(c: Context<AppEnv>): Promise<ActivityRow> {
  const { param, row } = await pathRow(c, findActivity);
  if (row === undefined || !canSeeActivity(await loadActor(c), row.activity)) throw missingActivity(param);
  return row;
}

/** A sign-up of the path its caller may cancel: their own, or one of an activity they manage. Anybody else's is as missing as one that does not exist (no enumeration). */
export async function cancellableSignUp(c: Context<AppEnv>) {
  const user = requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const { db, tenantId } = c.var;
  const signUp = id === undefined ? undefined : await findSignUp(db, tenantId, id);
  const row = signUp && (await findActivity(db, tenantId, signUp.activityId));
  const actor = await loadActor(c);
  const own = signUp !== undefined && signUp.userId === user.id;
  if (!signUp || !row || !(own || canManageActivity(actor, row.activity))) throw missingSignUp(param);
  return { signUp, activity: row.activity };
}
