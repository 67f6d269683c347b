import { localToday } from "@contract/activities";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { randomToken, sha256Hex } from "../../auth/random";
import { enforceRateLimit } from "../../auth/rate-limit";
import { type Activity, type ActivitySignUp, activitySignUps } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { mayMailUnproven } from "../../mail/unproven";
import { notifyAll } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import type { TenantId } from "../../tenancy";
import { sendBatch } from "../../mail/commit";
import { SIGN_UP_PAGE, activityLink, signUpMail, siteOf } from "./mails";
import { findActivity } from "./queries";
import type { SignUpInput } from "./schema";
import { existsInTenantWhere, findInTenant, findInTenantWhere } from "../../db/find-in-tenant";
import { personOf } from "../../mail/person";

const now = () => new Date().toISOString();

/** Open for sign-ups: approved and not over. */
export const takesSignUps = (a: Activity) => a.status === "approved" && a.lastDate >= localToday();

/**
 * A place, or the waiting list, decided inside the statement that writes the sign-up: the
 * activity's confirmed sign-ups are counted against its capacity in that same statement, so two
 * sign-ups (or confirmations) for the last place at the same moment give exactly one place. D1
 * runs one statement at a time; a count read first and written after would let both see a free
 * place (the shifts do the same, api/src/resources/shift-sign-ups/sign-ups.ts).
 */
const freePlace = (tenantId: TenantId, activityId: number) => sql`(
  (SELECT capacity FROM activities WHERE tenant_id = ${tenantId} AND id = ${activityId}) IS NULL
  OR (SELECT count(*) FROM activity_sign_ups WHERE tenant_id = ${tenantId} AND activity_id = ${activityId} AND status = 'confirmed')
    < (SELECT capacity FROM activities WHERE tenant_id = ${tenantId} AND id = ${activityId}))`;

const placeIn = (tenantId: TenantId, activityId: number) =>
  sql<"confirmed" | "waiting">`CASE WHEN ${freePlace(tenantId, activityId)} THEN 'confirmed' ELSE 'waiting' END`;

/** The unique index allows one live sign-up per account: a second at the same moment is "taken", not a 500. */
async function onePerAccount<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    // Drizzle wraps D1's error: the constraint is named in its cause.
    if (/UNIQUE constraint failed/.test(`${String(error)} ${String((error as { cause?: unknown }).cause)}`))
      throw fieldError("activity_id", "You have already signed up for this activity.", "taken");
    throw error;
  }
}

const placeMail = (status: "confirmed" | "waiting") => (status === "confirmed" ? "activity_signed_up" : "activity_waiting");

/**
 * Who signs up, for an activity or a shift: signed in with the account's name and e-mail (sending
 * either is a 422), a guest with both. A guest's sign-up mails an address nobody confirmed: limited
 * like applications are, activities and shifts in one bucket.
 */
export async function checkSignUpPerson(c: Context<AppEnv>, attrs: { name?: string; email?: string }) {
  if (c.var.currentUser !== null) {
    for (const field of ["name", "email"] as const)
      if (attrs[field] !== undefined) throw fieldError(field, `Signed in, you sign up with your account's ${field}.`, "invalid");
  } else {
    for (const field of ["name", "email"] as const) if (attrs[field] === undefined) throw fieldError(field, `A guest must give a ${field}.`, "blank");
    await enforceRateLimit(c, "activity_sign_up", attrs.email!);
  }
}

/** POST /activity_sign_ups: signed in at once; a guest once the mailed link confirms the address. */
export async function createSignUp(c: Context<AppEnv>, attrs: SignUpInput) {
  const user = c.var.currentUser;
  const { db, tenantId } = c.var;
  await checkSignUpPerson(c, attrs);
  const row = await findActivity(db, tenantId, attrs.activity_id);
  if (row === undefined || !takesSignUps(row.activity)) throw fieldError("activity_id", `Activity ${attrs.activity_id} is not open for sign-ups.`, "invalid");
  const a = row.activity;
  if (user !== null) {
    const live = sql`${activitySignUps.status} <> 'cancelled'`;
    if (await existsInTenantWhere(db, activitySignUps, tenantId, eq(activitySignUps.activityId, a.id), eq(activitySignUps.userId, user.id), live))
      throw fieldError("activity_id", "You have already signed up for this activity.", "taken");
  }
  const person = personOf(user, attrs);
  const token = randomToken();
  const site = siteOf(c);
  const link = activityLink(site, a, SIGN_UP_PAGE, token);
  const values = { tenantId, activityId: a.id, ...person, tokenHash: await sha256Hex(token) };
  if (user === null) {
    const insert = db
      .insert(activitySignUps)
      .values({ ...values, status: "unconfirmed" })
      .returning();
    // A guest's address has not proven itself: past the limits the sign-up waits unconfirmed, unmailed.
    const mailed = await mayMailUnproven(c, person.email, a.volunteerCenterId);
    const results = await db.batch([insert, ...(mailed ? await signUpMail(site, "activity_confirm", a, person, link) : [])]);
    queueDelivery(c, mailIds(results as unknown[], 1));
    return (results[0] as ActivitySignUp[])[0];
  }
  const signUp = await onePerAccount(
    db
      .insert(activitySignUps)
      .values({ ...values, status: placeIn(tenantId, a.id), queuedAt: now() })
      .returning()
      .get(),
  );
  // The mail follows the place the statement gave.
  await sendBatch(c, await signUpMail(site, placeMail(signUp.status as "confirmed" | "waiting"), a, person, link));
  return signUp;
}

// Unknown, spent and other tenants' tokens all look the same: nothing to learn by trying.
export const missingToken = () => notFound("This sign-up link is unknown or no longer valid.");

/** The sign-up a mailed token belongs to, with its activity; counted against guessing (429). */
export async function tokenTarget(c: Context<AppEnv>, token: string) {
  await enforceRateLimit(c, "activity_token", token);
  const { db, tenantId } = c.var;
  const signUp = await findInTenantWhere(db, activitySignUps, tenantId, eq(activitySignUps.tokenHash, await sha256Hex(token)));
  const row = signUp && (await findActivity(db, tenantId, signUp.activityId));
  if (!signUp || !row) throw missingToken();
  return { signUp, row };
}

/** POST /activity_sign_up_confirmations `{token}`: a guest's address is proven; a place or the waiting list. */
export async function confirmSignUp(c: Context<AppEnv>, token: string) {
  const { signUp, row } = await tokenTarget(c, token);
  if (signUp.status !== "unconfirmed") return { signUp, row };
  if (!takesSignUps(row.activity)) throw fieldError("token", "This activity no longer takes sign-ups.", "closed");
  const { db, tenantId } = c.var;
  const site = siteOf(c);
  const changed = await db
    .update(activitySignUps)
    .set({ status: placeIn(tenantId, row.activity.id), queuedAt: now(), updatedAt: now() })
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.id, signUp.id), eq(activitySignUps.status, "unconfirmed")))
    .returning()
    .get();
  // The link followed twice at once: the one whose update changed the row mails, the other only reads it.
  if (changed === undefined) return { signUp: (await signUpById(c, signUp.id)) ?? signUp, row };
  const status = changed.status as "confirmed" | "waiting";
  await sendBatch(c, await signUpMail(site, placeMail(status), row.activity, changed, activityLink(site, row.activity, SIGN_UP_PAGE, token)));
  return { signUp: changed, row };
}

const signUpById = (c: Context<AppEnv>, id: number) => findInTenant(c.var.db, activitySignUps, c.var.tenantId, id);

/**
 * Cancels one sign-up. When it held a place, the first on the waiting list moves up and is told
 * by mail. The move is one statement that counts the places itself (as a sign-up does), so two
 * cancellations at once never move one person up twice nor leave a freed place empty; the mail
 * and the notification follow only the row it changed.
 */
export async function cancel(c: Context<AppEnv>, signUp: ActivitySignUp, a: Activity) {
  if (signUp.status === "cancelled") return signUp;
  const { db, tenantId } = c.var;
  const site = siteOf(c);
  const cancelled = await db
    .update(activitySignUps)
    .set({ status: "cancelled", cancelledAt: now(), updatedAt: now() })
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.id, signUp.id), ne(activitySignUps.status, "cancelled")))
    .returning({ id: activitySignUps.id });
  if (cancelled.length > 0 && signUp.status === "confirmed" && a.status === "approved") {
    const next = await db
      .update(activitySignUps)
      .set({ status: "confirmed", updatedAt: now() })
      .where(
        and(
          sql`${activitySignUps.id} = (SELECT id FROM activity_sign_ups WHERE tenant_id = ${tenantId} AND activity_id = ${a.id} AND status = 'waiting' ORDER BY queued_at, id LIMIT 1)`,
          freePlace(tenantId, a.id),
        ),
      )
      .returning()
      .get();
    if (next)
      await sendBatch(c, [
        ...(await signUpMail(site, "activity_moved_up", a, next, activityLink(site, a, `/activiteitenkalender/${a.id}`))),
        // A signed-in person also sees it under the bell (docs/notifications.md).
        ...notifyAll(db, tenantId, {
          userIds: [next.userId],
          kind: "activity_moved_up",
          subject: { type: "Activity", id: a.id },
          path: `/activiteitenkalender/${a.id}`,
          params: { activity: a.title },
        }),
      ]);
  }
  return { ...signUp, status: "cancelled" as const };
}

/** POST /activity_sign_up_cancellations `{token}`: the mailed link cancels. */
export async function cancelWithToken(c: Context<AppEnv>, token: string) {
  const { signUp, row } = await tokenTarget(c, token);
  return { signUp: await cancel(c, signUp, row.activity), row };
}

/** The signed-in user's own sign-up, for the activity page's cancel button. */
export async function ownSignUp(c: Context<AppEnv>, id: number) {
  const user = requireUser(c);
  const { db, tenantId } = c.var;
  return findInTenantWhere(db, activitySignUps, tenantId, eq(activitySignUps.id, id), eq(activitySignUps.userId, user.id));
}
