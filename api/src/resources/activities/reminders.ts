import { ofActiveTenant } from "../../db/active-tenant";
import { addDays, localToday } from "@contract/activities";
import { and, eq, gte, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { activities, activityReminders, activitySignUps } from "../../db/activities-schema";
import { createDb } from "../../db/client";
import type { ApiEnv } from "../../env";
import { writeAndEnqueue } from "../../mail/queue";
import type { TenantId } from "../../tenancy";
import { activityLink, signUpMail } from "./mails";
import { occurrencesOf } from "./serializer";

/**
 * The day-before reminder (docs/activities.md): every approved activity with an occurrence
 * tomorrow (Dutch date) is claimed for that date (activity_reminders; a second run of the same
 * day gets nothing back), then everyone holding a place is mailed. Every tenant; returns the mails.
 */
export async function sendActivityReminders(env: ApiEnv, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const tomorrow = addDays(localToday(now), 1);
  const due = (
    await db
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.status, "approved"),
          ofActiveTenant(activities.tenantId),
          gte(activities.lastDate, tomorrow),
          lte(activities.startsAt, `${tomorrow}T23:59`),
        ),
      )
  ).filter((a) => occurrencesOf(a, { from: tomorrow, to: tomorrow }, 1)[0]?.starts_at.startsWith(tomorrow));
  let sent = 0;
  for (const a of due) {
    const tenantId = a.tenantId as TenantId;
    const claimed = await db.insert(activityReminders).values({ tenantId, activityId: a.id, occurrenceDate: tomorrow }).onConflictDoNothing().returning().all();
    if (claimed.length === 0) continue;
    const people = await db
      .select()
      .from(activitySignUps)
      .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.activityId, a.id), eq(activitySignUps.status, "confirmed")));
    const site = { env, db, tenantId };
    // momentText names the next occurrence from tomorrow on: the one this reminder is for.
    const mails: BatchItem<"sqlite">[] = [];
    for (const s of people)
      mails.push(...(await signUpMail(site, "activity_reminder", a, s, activityLink(site, a, `/activiteitenkalender/${a.id}`), undefined, tomorrow)));
    sent += await writeAndEnqueue(env, db, tenantId, mails);
  }
  return sent;
}
