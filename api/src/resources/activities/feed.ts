import { and, asc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { randomToken } from "../../auth/random";
import { activities, activityFeedTokens, activitySignUps } from "../../db/activities-schema";
import { shiftSignUps, shifts } from "../../db/shifts-schema";
import { vacancies } from "../../db/vacancies-schema";
import { activityOfShift, parentPlaceColumns, parentTitle, placeOfParent, vacancyOfShift } from "../shifts/queries";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { notFound } from "../../jsonapi/errors";
import { findActivity } from "./queries";
import type { ActivityRow } from "./serializer";
import { findInTenantWhere } from "../../db/find-in-tenant";

export const ACTIVITY_FEEDS = "activity_feeds";

export interface FeedResource {
  id: string;
  token: string;
  created_at: string;
}

const feedResource = (row: { userId: number; token: string; createdAt: string }): FeedResource => ({
  id: String(row.userId),
  token: row.token,
  created_at: row.createdAt,
});

/** GET /activity_feed: the signed-in user's secret feed address token; 404 when they have none. */
export async function showFeed(db: Database, tenantId: TenantId, userId: number) {
  const row = await findInTenantWhere(db, activityFeedTokens, tenantId, eq(activityFeedTokens.userId, userId));
  if (!row) throw notFound("You have no personal activity feed.");
  return feedResource(row);
}

/** POST /activity_feed: a new secret address; the old one stops working at once. */
export async function renewFeed(db: Database, tenantId: TenantId, userId: number) {
  const token = randomToken();
  const [row] = await db
    .insert(activityFeedTokens)
    .values({ tenantId, userId, token })
    .onConflictDoUpdate({
      target: activityFeedTokens.userId,
      set: { token, createdAt: new Date().toISOString() },
    })
    .returning();
  return feedResource(row);
}

/** DELETE /activity_feed: revokes the address. */
export async function revokeFeed(db: Database, tenantId: TenantId, userId: number) {
  await db
    .delete(activityFeedTokens)
    .where(and(eq(activityFeedTokens.tenantId, tenantId), eq(activityFeedTokens.userId, userId)))
    .run();
}

/**
 * GET /activity_feeds/:token/activities: the activities the token's owner is signed up for (a
 * place or the waiting list), for their calendar app, which cannot sign in. Unknown → 404.
 * Not rate-limited: calendar apps poll it, and 256 random bits are not guessed.
 */
export async function feedActivities(db: Database, tenantId: TenantId, token: string): Promise<ActivityRow[]> {
  const owner = await feedOwner(db, tenantId, token);
  const mine = await db
    .select({ activityId: activitySignUps.activityId })
    .from(activitySignUps)
    .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.userId, owner.userId), inArray(activitySignUps.status, ["confirmed", "waiting"])));
  const rows = await Promise.all(mine.map((m) => findActivity(db, tenantId, m.activityId)));
  return rows.filter((r): r is ActivityRow => r !== undefined && r.activity.status !== "rejected");
}

/** The account a feed token belongs to; unknown or revoked → 404. */
async function feedOwner(db: Database, tenantId: TenantId, token: string) {
  const owner = await db
    .select({ userId: activityFeedTokens.userId })
    .from(activityFeedTokens)
    .where(and(eq(activityFeedTokens.tenantId, tenantId), eq(activityFeedTokens.token, token)))
    .get();
  if (!owner) throw notFound("This feed address is unknown or was revoked.");
  return owner;
}

/**
 * GET /activity_feeds/:token/shift_sign_ups: the shifts the token's owner holds a place in or
 * waits for (docs/shifts-and-hours.md), an activity's or a vacancy's, each its own event in their
 * calendar app. Activities rejected are left out, as the feed's activities leave them out.
 */
export async function feedShiftSignUps(db: Database, tenantId: TenantId, token: string) {
  const owner = await feedOwner(db, tenantId, token);
  return db
    .select({ signUp: shiftSignUps, shift: shifts, activityTitle: parentTitle, ...parentPlaceColumns })
    .from(shiftSignUps)
    .innerJoin(shifts, and(eq(shifts.tenantId, tenantId), eq(shifts.id, shiftSignUps.shiftId)))
    .leftJoin(activities, activityOfShift(tenantId))
    .leftJoin(vacancies, vacancyOfShift(tenantId))
    .where(
      and(
        eq(shiftSignUps.tenantId, tenantId),
        eq(shiftSignUps.userId, owner.userId),
        inArray(shiftSignUps.status, ["confirmed", "waiting"]),
        or(isNull(activities.status), ne(activities.status, "rejected")),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .then((rows) => rows.map((r) => ({ ...r, activityPlace: placeOfParent(r) })));
}
