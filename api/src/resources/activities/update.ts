import { ACTIVITY_TRANSITIONS, type ActivityStatus, STAFF_ONLY_STATUSES } from "@contract/activities";
import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { type Activity, activities, activitySignUps } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { queueDelivery } from "../../mail/outbox";
import { releaseFile } from "../../files/storage";
import { type Actor } from "../../auth/actor";
import { notifyAll } from "../../notifications/notify";
import { mailIds } from "../../mail/mail-ids";
import { isCenterStaff } from "./access";
import { signUpMail, siteOf } from "./mails";
import { liveSignUps } from "./queries";
import { type UpdateInput } from "./schema";
import type { ActivityRow } from "./serializer";
import { changes, tagIdsFor, tagWrites } from "./values";

function checkStatus(actor: Actor, a: Activity, to: ActivityStatus) {
  if (to === a.status) return;
  if (STAFF_ONLY_STATUSES.includes(to) && !isCenterStaff(actor, a.volunteerCenterId))
    throw forbidden("Only the centre's staff approve or reject activities.", "/data/attributes/status");
  if (!ACTIVITY_TRANSITIONS[a.status].includes(to)) throw fieldError("status", `Status cannot change from ${a.status} to ${to}.`, "transition");
}

/** PUT/PATCH /activities/:id: its managers edit; staff approve or reject; cancelling tells everyone. */
export async function updateActivity(c: Context<AppEnv>, { row, actor }: { row: ActivityRow; actor: Actor }, attrs: UpdateInput) {
  const a = row.activity;
  if (a.status === "cancelled") throw fieldError("status", "A cancelled activity cannot change any more.", "transition");
  const { status, status_message, tag_ids, ...rest } = attrs;
  if (status !== undefined) checkStatus(actor, a, status);
  const values = await changes(c, rest, a);
  const tags = await tagIdsFor(c, a.volunteerCenterId, tag_ids);
  const { db, tenantId } = c.var;
  // An organization's edit of a rejected activity sends it back to the staff.
  const nextStatus = status ?? (a.status === "rejected" && !isCenterStaff(actor, a.volunteerCenterId) ? "pending" : a.status);
  const writes: BatchItem<"sqlite">[] = [
    db
      .update(activities)
      .set({ ...values, status: nextStatus, ...(status_message !== undefined && { statusMessage: status_message }), updatedAt: new Date().toISOString() })
      .where(and(eq(activities.tenantId, tenantId), eq(activities.id, a.id))),
    ...(tags ? tagWrites(c, a.id, tags) : []),
  ];
  const mailsFrom = writes.length;
  if (nextStatus === "cancelled") {
    const site = siteOf(c);
    const everyone = [
      ...(await liveSignUps(db, tenantId, a.id)),
      ...(await db
        .select()
        .from(activitySignUps)
        .where(and(eq(activitySignUps.tenantId, tenantId), eq(activitySignUps.activityId, a.id), inArray(activitySignUps.status, ["unconfirmed"])))),
    ];
    for (const s of everyone) writes.push(...(await signUpMail(site, "activity_cancelled", a, s, undefined, status_message ?? undefined)));
    writes.push(
      ...notifyAll(db, tenantId, {
        userIds: everyone.map((s) => s.userId),
        kind: "activity_cancelled",
        subject: { type: "Activity", id: a.id },
        path: `/activiteitenkalender/${a.id}`,
        params: { activity: a.title },
      }),
    );
  }
  const results = await db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  queueDelivery(c, mailIds(results as unknown[], mailsFrom));
  // A replaced or cleared image made for this activity alone leaves R2 (docs/files.md).
  if (values.imageUrl !== undefined) await releaseFile(db, c.env.FILES, tenantId, a.imageUrl);
  return a.id;
}
