import { localToUtc } from "@contract/shifts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { loadActor } from "../../auth/actor";
import type { Activity } from "../../db/activities-schema";
import { type Shift, type ShiftSignUp, shiftSignUps } from "../../db/shifts-schema";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { fieldError } from "../../jsonapi/validation";
import { canManageActivity, canSeeActivity } from "../activities/access";
import { siteOf } from "../activities/mails";
import { findActivity } from "../activities/queries";
import { missingShift } from "../shifts/access";
import { shiftMail } from "../shifts/mails";
import { promoteWaiting, sendBatch } from "../shifts/promote";
import { findShift } from "../shifts/queries";

const now = () => new Date().toISOString();

/** A shift takes sign-ups while its activity is approved and it has not started. */
export const shiftIsOpen = (a: Activity, s: Shift, at = Date.now()) => a.status === "approved" && Date.parse(localToUtc(s.startsAt)) > at;

/** A volunteer may cancel their own sign-up until the shift's cut-off (cancel_hours before its start). */
export const beforeCutOff = (s: Shift, at = Date.now()) => Date.parse(localToUtc(s.startsAt)) - s.cancelHours * 3_600_000 > at;

/**
 * POST /shift_sign_ups `{shift_id}` (signed in): a place, or the waiting list when the shift is
 * full. The place is decided inside the INSERT (the shift's confirmed sign-ups counted against its
 * capacity in the same statement), so two sign-ups for the last place at the same moment give
 * exactly one place: D1 runs one statement at a time. The mail follows the decision.
 */
export async function createShiftSignUp(c: Context<AppEnv>, attrs: { shift_id: number }) {
  const user = requireUser(c);
  const { db, tenantId } = c.var;
  const row = await findShift(db, tenantId, attrs.shift_id);
  const found = row && (await findActivity(db, tenantId, row.shift.activityId));
  if (!row || !found || !canSeeActivity(await loadActor(c), found.activity) || !shiftIsOpen(found.activity, row.shift))
    throw fieldError("shift_id", `Shift ${attrs.shift_id} is not open for sign-ups.`, "invalid");
  let inserted: ShiftSignUp[];
  try {
    inserted = await db.all<ShiftSignUp>(sql`
      INSERT INTO shift_sign_ups (tenant_id, shift_id, user_id, status)
      SELECT s.tenant_id, s.id, ${user.id},
        CASE WHEN (SELECT count(*) FROM shift_sign_ups x WHERE x.tenant_id = s.tenant_id AND x.shift_id = s.id AND x.status = 'confirmed') < s.capacity
          THEN 'confirmed' ELSE 'waiting' END
      FROM shifts s WHERE s.tenant_id = ${tenantId} AND s.id = ${row.shift.id}
      RETURNING id, tenant_id AS tenantId, shift_id AS shiftId, user_id AS userId, status, queued_at AS queuedAt,
        cancelled_at AS cancelledAt, created_at AS createdAt, updated_at AS updatedAt`);
  } catch (error) {
    // Drizzle wraps D1's error: the constraint is named in its cause.
    if (/UNIQUE constraint failed/.test(`${String(error)} ${String((error as { cause?: unknown }).cause)}`))
      throw fieldError("shift_id", "You have already signed up for this shift.", "taken");
    throw error;
  }
  const signUp = inserted[0]!;
  const kind = signUp.status === "confirmed" ? "activity_signed_up" : "activity_waiting";
  await sendBatch(c, await shiftMail(siteOf(c), kind, found.activity, row.shift, user.id));
  return { signUp, shift: row.shift, activity: found.activity };
}

/**
 * DELETE /shift_sign_ups/:id: the volunteer until the shift's cut-off, its activity's managers
 * at any time. A freed place goes to the first on the waiting list, who is mailed.
 */
export async function cancelShiftSignUp(c: Context<AppEnv>, param: string) {
  const user = requireUser(c);
  const id = parseIntegerId(param);
  const { db, tenantId } = c.var;
  const signUp =
    id === undefined
      ? undefined
      : await db
          .select()
          .from(shiftSignUps)
          .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.id, id)))
          .get();
  const row = signUp && (await findShift(db, tenantId, signUp.shiftId));
  const found = row && (await findActivity(db, tenantId, row.shift.activityId));
  const manager = found !== undefined && canManageActivity(await loadActor(c), found.activity);
  // Someone else's sign-up is as missing as one that does not exist (no enumeration).
  if (!signUp || !row || !found || !(signUp.userId === user.id || manager)) throw missingShift(`sign-up ${param}`);
  if (signUp.status === "cancelled") return;
  if (!manager && !beforeCutOff(row.shift))
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: `This shift can no longer be cancelled here: its cut-off was ${row.shift.cancelHours} hours before the start. Ask the organizer.`,
    });
  const cancelled = await db
    .update(shiftSignUps)
    .set({ status: "cancelled", cancelledAt: now(), updatedAt: now() })
    .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.id, signUp.id), ne(shiftSignUps.status, "cancelled")))
    .returning({ id: shiftSignUps.id });
  if (cancelled.length > 0 && signUp.status === "confirmed" && found.activity.status === "approved") await promoteWaiting(c, found.activity, row.shift, 1);
}
