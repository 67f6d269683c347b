import { localToUtc } from "@contract/shifts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { randomToken, sha256Hex } from "../../auth/random";
import { enforceRateLimit } from "../../auth/rate-limit";
import { loadActor } from "../../auth/actor";
import { type Shift, type ShiftSignUp, shiftSignUps } from "../../db/shifts-schema";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";
import { mailIds } from "../../mail/mail-ids";
import { queueDelivery } from "../../mail/outbox";
import { mayMailUnproven } from "../../mail/unproven";
import { parseIntegerId } from "../../jsonapi/ids";
import { fieldError } from "../../jsonapi/validation";
import { activityLink, siteOf } from "../activities/mails";
import { checkSignUpPerson, missingToken } from "../activities/sign-ups";
import { missingShift } from "../shifts/access";
import { shiftMail } from "../shifts/mails";
import { sendBatch } from "../../mail/commit";
import { promoteWaiting } from "../shifts/promote";
import { findShift } from "../shifts/queries";
import { type ShiftParent, parentOf } from "../shifts/parent";
import type { ShiftSignUpInput } from "../shifts/schema";
import { findInTenant, findInTenantWhere } from "../../db/find-in-tenant";

const now = () => new Date().toISOString();

/** A shift takes sign-ups while its parent is live (an approved activity, a public vacancy) and it has not started. */
export const shiftIsOpen = (a: ShiftParent, s: Shift, at = Date.now()) => a.live && Date.parse(localToUtc(s.startsAt)) > at;

/** A volunteer may cancel their own sign-up until the shift's cut-off (cancel_hours before its start). */
export const beforeCutOff = (s: Shift, at = Date.now()) => Date.parse(localToUtc(s.startsAt)) - s.cancelHours * 3_600_000 > at;

/** The shift's place for a sign-up, decided inside the statement that writes it (see createShiftSignUp). */
const placeIn = (shiftAlias: string) =>
  sql.raw(`CASE WHEN (SELECT count(*) FROM shift_sign_ups x WHERE x.tenant_id = ${shiftAlias}.tenant_id AND x.shift_id = ${shiftAlias}.id AND x.status = 'confirmed') < ${shiftAlias}.capacity
    THEN 'confirmed' ELSE 'waiting' END`);

const RETURNING = sql.raw(`RETURNING id, tenant_id AS tenantId, shift_id AS shiftId, user_id AS userId, name, email, locale, token_hash AS tokenHash,
  status, queued_at AS queuedAt, cancelled_at AS cancelledAt, created_at AS createdAt, updated_at AS updatedAt`);

/** The page a guest's mailed link opens (the activities' link page, told it is a shift's token). */
export const SHIFT_SIGN_UP_PAGE = "/activiteitenkalender/aanmelding";
const shiftLink = (c: Context<AppEnv>, a: ShiftParent, token: string) => {
  const link = activityLink(siteOf(c), a, SHIFT_SIGN_UP_PAGE, token);
  if (link === undefined) return undefined;
  const url = new URL(link);
  url.searchParams.set("soort", "dienst");
  return url.href;
};

/**
 * POST /shift_sign_ups `{shift_id}`: signed in, a place, or the waiting list when the shift is
 * full; a guest (name, email) waits `unconfirmed` until the mailed link confirms the address, as
 * for activities. The place is decided inside the INSERT (the shift's confirmed sign-ups counted
 * against its capacity in the same statement), so two sign-ups for the last place at the same
 * moment give exactly one place: D1 runs one statement at a time. The mail follows the decision.
 */
export async function createShiftSignUp(c: Context<AppEnv>, attrs: ShiftSignUpInput) {
  const user = c.var.currentUser;
  const { db, tenantId } = c.var;
  await checkSignUpPerson(c, attrs);
  const row = await findShift(db, tenantId, attrs.shift_id);
  const parent = row && (await parentOf(db, tenantId, row.shift));
  if (!row || !parent || !parent.seenBy(await loadActor(c)) || !shiftIsOpen(parent, row.shift))
    throw fieldError("shift_id", `Shift ${attrs.shift_id} is not open for sign-ups.`, "invalid");
  if (user === null) {
    const token = randomToken();
    const insert = db
      .insert(shiftSignUps)
      .values({
        tenantId,
        shiftId: row.shift.id,
        name: attrs.name!,
        email: attrs.email!,
        locale: attrs.locale ?? "nl",
        tokenHash: await sha256Hex(token),
        status: "unconfirmed",
      })
      .returning();
    // An address that has not proven itself: past the limits the sign-up waits unconfirmed, unmailed.
    const mailed = await mayMailUnproven(c, attrs.email!, parent.volunteerCenterId);
    const person = { userId: null, name: attrs.name!, email: attrs.email!, locale: attrs.locale ?? "nl" } as const;
    const mail = mailed ? await shiftMail(siteOf(c), "activity_confirm", parent, row.shift, person, { link: shiftLink(c, parent, token) }) : [];
    const results = await db.batch([insert, ...mail]);
    queueDelivery(c, mailIds(results as unknown[], 1));
    return { signUp: (results[0] as ShiftSignUp[])[0]!, shift: row.shift, parent };
  }
  let inserted: ShiftSignUp[];
  try {
    inserted = await db.all<ShiftSignUp>(sql`
      INSERT INTO shift_sign_ups (tenant_id, shift_id, user_id, status)
      SELECT s.tenant_id, s.id, ${user.id}, ${placeIn("s")}
      FROM shifts s WHERE s.tenant_id = ${tenantId} AND s.id = ${row.shift.id}
      ${RETURNING}`);
  } catch (error) {
    // Drizzle wraps D1's error: the constraint is named in its cause.
    if (/UNIQUE constraint failed/.test(`${String(error)} ${String((error as { cause?: unknown }).cause)}`))
      throw fieldError("shift_id", "You have already signed up for this shift.", "taken");
    throw error;
  }
  const signUp = inserted[0]!;
  const kind = signUp.status === "confirmed" ? "activity_signed_up" : "activity_waiting";
  await sendBatch(c, await shiftMail(siteOf(c), kind, parent, row.shift, signUp));
  return { signUp, shift: row.shift, parent };
}

/** The guest's sign-up a mailed token belongs to, with its shift and parent; counted against guessing (429). */
export async function shiftTokenTarget(c: Context<AppEnv>, token: string) {
  await enforceRateLimit(c, "activity_token", token);
  const { db, tenantId } = c.var;
  const signUp = await findInTenantWhere(db, shiftSignUps, tenantId, eq(shiftSignUps.tokenHash, await sha256Hex(token)));
  const row = signUp && (await findShift(db, tenantId, signUp.shiftId));
  const parent = row && (await parentOf(db, tenantId, row.shift));
  if (!signUp || !row || !parent) throw missingToken();
  return { signUp, shift: row.shift, parent };
}

/** POST /shift_sign_up_confirmations `{token}`: a guest's address is proven; a place or the waiting list, decided in the UPDATE. */
export async function confirmShiftSignUp(c: Context<AppEnv>, token: string) {
  const target = await shiftTokenTarget(c, token);
  const { signUp, shift, parent } = target;
  if (signUp.status !== "unconfirmed") return target;
  if (!shiftIsOpen(parent, shift)) throw fieldError("token", "This shift no longer takes sign-ups.", "closed");
  const { db, tenantId } = c.var;
  const changed = (
    await db.all<ShiftSignUp>(sql`
      UPDATE shift_sign_ups SET status = (SELECT ${placeIn("s")} FROM shifts s WHERE s.tenant_id = ${tenantId} AND s.id = ${shift.id}),
        queued_at = ${now()}, updated_at = ${now()}
      WHERE tenant_id = ${tenantId} AND id = ${signUp.id} AND status = 'unconfirmed'
      ${RETURNING}`)
  )[0];
  // The link followed twice at once: the one whose update changed the row mails, the other only reads it.
  if (changed === undefined) return { ...target, signUp: (await signUpById(c, signUp.id)) ?? signUp };
  const kind = changed.status === "confirmed" ? "activity_signed_up" : "activity_waiting";
  await sendBatch(c, await shiftMail(siteOf(c), kind, parent, shift, changed, { link: shiftLink(c, parent, token) }));
  return { signUp: changed, shift, parent };
}

/** POST /shift_sign_up_cancellations `{token}`: the mailed link cancels at any time before the cut-off. */
export async function cancelShiftSignUpWithToken(c: Context<AppEnv>, token: string) {
  const target = await shiftTokenTarget(c, token);
  await cancelOne(c, target.signUp, target.shift, target.parent, false);
  return { ...target, signUp: (await signUpById(c, target.signUp.id)) ?? target.signUp };
}

const signUpById = (c: Context<AppEnv>, id: number) => findInTenant(c.var.db, shiftSignUps, c.var.tenantId, id);

/**
 * DELETE /shift_sign_ups/:id: the volunteer until the shift's cut-off, its activity's managers
 * at any time. A freed place goes to the first on the waiting list, who is mailed.
 */
export async function cancelShiftSignUp(c: Context<AppEnv>, param: string) {
  const user = requireUser(c);
  const id = parseIntegerId(param);
  const { db, tenantId } = c.var;
  const signUp = id === undefined ? undefined : await findInTenant(db, shiftSignUps, tenantId, id);
  const row = signUp && (await findShift(db, tenantId, signUp.shiftId));
  const parent = row && (await parentOf(db, tenantId, row.shift));
  const manager = parent !== undefined && parent.managedBy(await loadActor(c));
  // Someone else's sign-up is as missing as one that does not exist (no enumeration).
  if (!signUp || !row || !parent || !(signUp.userId === user.id || manager)) throw missingShift(`sign-up ${param}`);
  await cancelOne(c, signUp, row.shift, parent, manager);
}

/** Cancels one sign-up (before the cut-off unless a manager cancels); a freed place goes to the first waiting, who is mailed. */
async function cancelOne(c: Context<AppEnv>, signUp: ShiftSignUp, shift: Shift, parent: ShiftParent, manager: boolean) {
  if (signUp.status === "cancelled") return;
  if (!manager && !beforeCutOff(shift))
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: `This shift can no longer be cancelled here: its cut-off was ${shift.cancelHours} hours before the start. Ask the organizer.`,
    });
  const { db, tenantId } = c.var;
  const cancelled = await db
    .update(shiftSignUps)
    .set({ status: "cancelled", cancelledAt: now(), updatedAt: now() })
    .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.id, signUp.id), ne(shiftSignUps.status, "cancelled")))
    .returning({ id: shiftSignUps.id });
  if (cancelled.length > 0 && signUp.status === "confirmed" && parent.live) await promoteWaiting(c, parent, shift, 1);
}
