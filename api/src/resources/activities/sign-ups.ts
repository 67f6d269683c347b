import { localToday } from "@contract/activities";
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { randomToken, sha256Hex } from "../../auth/random";
import { enforceRateLimit } from "../../auth/rate-limit";
import { type Activity, type ActivitySignUp, activitySignUps } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { mayMailUnproven } from "../../mail/unproven";
import { notifyAll } from "../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { SIGN_UP_PAGE, activityLink, signUpMail, siteOf } from "./mails";
import { findActivity, liveSignUps } from "./queries";
import { CANCELLATION_TYPES_IN, CONFIRMATION_TYPES_IN, SIGN_UP_TYPES_IN, signUpAttributes, tokenAttributes } from "./schema";

const now = () => new Date().toISOString();

/** Open for sign-ups: approved and not over. */
export const takesSignUps = (a: Activity) => a.status === "approved" && a.lastDate >= localToday();

/** A place, or the waiting list: a place while fewer than `capacity` hold one. */
async function placeFor(c: Context<AppEnv>, a: Activity) {
  if (a.capacity === null) return "confirmed" as const;
  const live = await liveSignUps(c.var.db, c.var.tenantId, a.id);
  const taken = live.filter((s) => s.status === "confirmed").length;
  return taken < a.capacity ? ("confirmed" as const) : ("waiting" as const);
}

const placeMail = (status: "confirmed" | "waiting") => (status === "confirmed" ? "activity_signed_up" : "activity_waiting");

/** POST /activity_sign_ups: signed in at once; a guest once the mailed link confirms the address. */
export async function createSignUp(c: Context<AppEnv>) {
  const input = await readResourceDocument(c, SIGN_UP_TYPES_IN, { create: true });
  const attrs = parseValues(signUpAttributes, input.attributes);
  const user = c.var.currentUser;
  const { db, tenantId } = c.var;
  if (user !== null) {
    for (const field of ["name", "email"] as const)
      if (attrs[field] !== undefined) throw fieldError(field, `Signed in, you sign up with your account's ${field}.`, "invalid");
  } else {
    for (const field of ["name", "email"] as const) if (attrs[field] === undefined) throw fieldError(field, `A guest must give a ${field}.`, "blank");
    // A guest's sign-up mails an address nobody confirmed: limited like applications are.
    await enforceRateLimit(c, "activity_sign_up", attrs.email!);
  }
  const row = await findActivity(db, tenantId, attrs.activity_id);
  if (row === undefined || !takesSignUps(row.activity)) throw fieldError("activity_id", `Activity ${attrs.activity_id} is not open for sign-ups.`, "invalid");
  const a = row.activity;
  if (user !== null) {
    const earlier = await db
      .select({ id: activitySignUps.id })
      .from(activitySignUps)
      .where(
        and(
          eq(activitySignUps.tenantId, tenantId),
          eq(activitySignUps.activityId, a.id),
          eq(activitySignUps.userId, user.id),
          sql`${activitySignUps.status} <> 'cancelled'`,
        ),
      )
      .get();
    if (earlier) throw fieldError("activity_id", "You have already signed up for this activity.", "taken");
  }
  const person = {
    name: user ? [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email! : attrs.name!,
    email: user ? user.email! : attrs.email!,
    locale: user ? user.locale : (attrs.locale ?? "nl"),
    userId: user?.id ?? null,
  };
  const status = user ? await placeFor(c, a) : ("unconfirmed" as const);
  const token = randomToken();
  const site = siteOf(c);
  const insert = db
    .insert(activitySignUps)
    .values({
      tenantId,
      activityId: a.id,
      ...person,
      status,
      tokenHash: await sha256Hex(token),
      queuedAt: status === "unconfirmed" ? null : now(),
    })
    .returning();
  const mail = await signUpMail(site, status === "unconfirmed" ? "activity_confirm" : placeMail(status), a, person, activityLink(site, a, SIGN_UP_PAGE, token));
  // A guest's address has not proven itself: past the limits the sign-up waits unconfirmed, unmailed.
  const mailed = status !== "unconfirmed" || (await mayMailUnproven(c, person.email, a.volunteerCenterId));
  const results = await db.batch([insert, ...(mailed ? mail : [])]);
  queueDelivery(c, mailIds(results as unknown[], 1));
  return (results[0] as ActivitySignUp[])[0];
}

// Unknown, spent and other tenants' tokens all look the same: nothing to learn by trying.
const missingToken = () => notFound("This sign-up link is unknown or no longer valid.");

/** The sign-up a mailed token belongs to, with its activity; counted against guessing (429). */
export async function tokenTarget(c: Context<AppEnv>, token: string) {
  await enforceRateLimit(c, "activity_token", token);
  const { db, tenantId } = c.var;
  const signUp = await db
    .select()
    .from(activitySignUps)
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.tokenHash, await sha256Hex(token))))
    .get();
  const row = signUp && (await findActivity(db, tenantId, signUp.activityId));
  if (!signUp || !row) throw missingToken();
  return { signUp, row };
}

const readToken = async (c: Context<AppEnv>, types: string[]) => parseValues(tokenAttributes, (await readResourceDocument(c, types)).attributes).token;

/** POST /activity_sign_up_confirmations `{token}`: a guest's address is proven; a place or the waiting list. */
export async function confirmSignUp(c: Context<AppEnv>) {
  const token = await readToken(c, CONFIRMATION_TYPES_IN);
  const { signUp, row } = await tokenTarget(c, token);
  if (signUp.status !== "unconfirmed") return { signUp, row };
  if (!takesSignUps(row.activity)) throw fieldError("token", "This activity no longer takes sign-ups.", "closed");
  const status = await placeFor(c, row.activity);
  const { db, tenantId } = c.var;
  const site = siteOf(c);
  const results = await db.batch([
    db
      .update(activitySignUps)
      .set({ status, queuedAt: now(), updatedAt: now() })
      .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.id, signUp.id), eq(activitySignUps.status, "unconfirmed")))
      .returning(),
    ...(await signUpMail(site, placeMail(status), row.activity, signUp, activityLink(site, row.activity, SIGN_UP_PAGE, token))),
  ]);
  queueDelivery(c, mailIds(results as unknown[], 1));
  return { signUp: (results[0] as ActivitySignUp[])[0] ?? signUp, row };
}

/**
 * Cancels one sign-up. When it held a place, the first on the waiting list moves up and is told
 * by mail. The move is one batch: the cancellation, the promotion and its mail.
 */
export async function cancel(c: Context<AppEnv>, signUp: ActivitySignUp, a: Activity) {
  if (signUp.status === "cancelled") return signUp;
  const { db, tenantId } = c.var;
  const site = siteOf(c);
  const writes: BatchItem<"sqlite">[] = [
    db
      .update(activitySignUps)
      .set({ status: "cancelled", cancelledAt: now(), updatedAt: now() })
      .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.id, signUp.id))),
  ];
  if (signUp.status === "confirmed" && a.status === "approved") {
    const next = (await liveSignUps(db, tenantId, a.id)).find((s) => s.status === "waiting");
    if (next) {
      writes.push(
        db
          .update(activitySignUps)
          .set({ status: "confirmed", updatedAt: now() })
          .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.id, next.id), eq(activitySignUps.status, "waiting"))),
        ...(await signUpMail(site, "activity_moved_up", a, next, activityLink(site, a, `/activiteitenkalender/${a.id}`))),
        // A signed-in person also sees it under the bell (docs/notifications.md).
        ...notifyAll(db, tenantId, {
          userIds: [next.userId],
          kind: "activity_moved_up",
          subject: { type: "Activity", id: a.id },
          path: `/activiteitenkalender/${a.id}`,
          params: { activity: a.title },
        }),
      );
    }
  }
  const results = await db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  queueDelivery(c, mailIds(results as unknown[], 1));
  return { ...signUp, status: "cancelled" as const };
}

/** POST /activity_sign_up_cancellations `{token}`: the mailed link cancels. */
export async function cancelWithToken(c: Context<AppEnv>) {
  const token = await readToken(c, CANCELLATION_TYPES_IN);
  const { signUp, row } = await tokenTarget(c, token);
  return { signUp: await cancel(c, signUp, row.activity), row };
}

/** The signed-in user's own sign-up, for the activity page's cancel button. */
export async function ownSignUp(c: Context<AppEnv>, id: number) {
  const user = requireUser(c);
  const { db, tenantId } = c.var;
  return db
    .select()
    .from(activitySignUps)
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.id, id), eq(activitySignUps.userId, user.id)))
    .get();
}
