import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { type Actor, loadActor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { canManageActivity, canSeeActivity, missingActivity } from "../activities/access";
import { findActivity } from "../activities/queries";
import { findShift, listShifts } from "./queries";
import { and, eq } from "drizzle-orm";
import { activities } from "../../db/activities-schema";

// A shift is seen and managed as its activity is (docs/shifts-and-hours.md): anyone sees the
// shifts of an approved activity; its managers (the organization's admins, the centre's staff)
// add, change and remove them.

export const missingShift = (id: string) => notFound(`There is no shift ${id}.`);

/**
 * GET /activities/:id/shifts: the activity (if the caller may see it) and its shifts, read in one
 * D1 round trip (a batch), as the public activity page's budget allows (docs/performance.md).
 */
export async function visibleShifts(c: Context<AppEnv>, param: string) {
  const id = parseIntegerId(param);
  const { db, tenantId } = c.var;
  const [found, rows] =
    id === undefined
      ? [[], []]
      : await db.batch([
          db
            .select()
            .from(activities)
            .where(and(eq(activities.tenantId, tenantId), eq(activities.id, id))),
          listShifts(db, tenantId, id),
        ]);
  const activity = found[0];
  if (activity === undefined || !canSeeActivity(await loadActor(c), activity)) throw missingActivity(param);
  return rows;
}

/** The activity a new shift is for: seen (else 422 on activity_id, as a missing one) and managed (else 403). */
export async function managedActivity(c: Context<AppEnv>, id: number, actor: Actor) {
  const row = await findActivity(c.var.db, c.var.tenantId, id);
  if (row === undefined || !canSeeActivity(actor, row.activity)) return undefined;
  if (!canManageActivity(actor, row.activity)) throw forbidden("You are not allowed to change this activity's shifts.");
  return row.activity;
}

export type ShiftTarget = Awaited<ReturnType<typeof shiftTarget>>;

/** The shift of /shifts/:id and its activity, for whoever may see it; `manage` also requires a manager (403). */
export async function shiftTarget(c: Context<AppEnv>, manage: boolean) {
  if (manage) requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const row = id === undefined ? undefined : await findShift(c.var.db, c.var.tenantId, id);
  const found = row && (await findActivity(c.var.db, c.var.tenantId, row.shift.activityId));
  const actor = await loadActor(c);
  if (!row || !found || !canSeeActivity(actor, found.activity)) throw missingShift(param);
  if (manage && !canManageActivity(actor, found.activity)) throw forbidden("You are not allowed to change this activity's shifts.");
  return { row, activity: found.activity, actor };
}

/** Guards for /shifts/:id: whoever sees it, and its activity's managers. */
export const seenShift = (c: Context<AppEnv>) => shiftTarget(c, false);
export const managedShift = (c: Context<AppEnv>) => shiftTarget(c, true);
