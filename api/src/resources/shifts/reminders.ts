import { addDays, localToday } from "@contract/activities";
import { and, eq, gte, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { ofActiveTenant } from "../../db/active-tenant";
import { createDb } from "../../db/client";
import { shiftReminders, shiftSignUps, shifts } from "../../db/shifts-schema";
import type { ApiEnv } from "../../env";
import { writeAndEnqueue } from "../../mail/queue";
import type { TenantId } from "../../tenancy";
import { shiftMail } from "./mails";
import { parentOf } from "./parent";

/**
 * The shifts' day-before reminder (docs/shifts-and-hours.md): every shift of an approved activity
 * or a public vacancy starting tomorrow (Dutch date) is claimed for that day (shift_reminders; a
 * second run of the same day gets nothing back), then everyone holding a place in it, account or
 * confirmed guest, is mailed the shift: the activity or vacancy and task, the day, start and end,
 * and the place. Every tenant; returns the number of mails.
 */
export async function sendShiftReminders(env: ApiEnv, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const tomorrow = addDays(localToday(now), 1);
  const due = await db
    .select()
    .from(shifts)
    .where(and(gte(shifts.startsAt, tomorrow), lt(shifts.startsAt, addDays(tomorrow, 1)), ofActiveTenant(shifts.tenantId)));
  let sent = 0;
  for (const shift of due) {
    const tenantId = shift.tenantId as TenantId;
    // The parent is read per shift (a day's shifts are tens): an activity or a vacancy, either table.
    const parent = await parentOf(db, tenantId, shift);
    if (!parent?.live) continue;
    const claimed = await db.insert(shiftReminders).values({ tenantId, shiftId: shift.id, shiftDate: tomorrow }).onConflictDoNothing().returning().all();
    if (claimed.length === 0) continue;
    const people = await db
      .select()
      .from(shiftSignUps)
      .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.shiftId, shift.id), eq(shiftSignUps.status, "confirmed")));
    const site = { env, db, tenantId };
    const mails: BatchItem<"sqlite">[] = [];
    for (const person of people) mails.push(...(await shiftMail(site, "activity_reminder", parent, shift, person)));
    sent += await writeAndEnqueue(env, db, tenantId, mails);
  }
  return sent;
}
