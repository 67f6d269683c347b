import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { Database } from "../../db/client";
import type { Shift } from "../../db/shifts-schema";
import type { AppEnv } from "../../env";
import { sendBatch } from "../../mail/commit";
import type { TenantId } from "../../tenancy";
import { siteOf } from "../activities/mails";
import { notifyAll } from "../../notifications/notify";
import { type ShiftPerson, shiftMail, shiftTitle } from "./mails";
import type { ShiftParent } from "./parent";

const now = () => new Date().toISOString();

/**
 * Moves the first on the waiting list up while the shift has a free place, one statement each
 * (the same count-in-the-statement as a sign-up, so two cancellations at once never fill one
 * place twice), then mails and notifies each one moved up.
 */
export async function promoteWaiting(c: Context<AppEnv>, a: ShiftParent, s: Shift, places: number) {
  const { db, tenantId } = c.var;
  const writes: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < places; i++) {
    const moved = await promoteOne(db, tenantId, s.id);
    if (!moved) break;
    writes.push(...(await shiftMail(siteOf(c), "activity_moved_up", a, s, moved)));
    writes.push(
      ...notifyAll(db, tenantId, {
        userIds: [moved.userId], // a guest (null) has no bell: the mail is all they get
        kind: "activity_moved_up",
        subject: a.subject,
        path: a.path,
        params: { activity: shiftTitle(a, s) },
      }),
    );
  }
  await sendBatch(c, writes);
}

async function promoteOne(db: Database, tenantId: TenantId, shiftId: number) {
  const rows = await db.all<ShiftPerson>(sql`
    UPDATE shift_sign_ups SET status = 'confirmed', updated_at = ${now()}
    WHERE id = (SELECT id FROM shift_sign_ups WHERE tenant_id = ${tenantId} AND shift_id = ${shiftId} AND status = 'waiting' ORDER BY queued_at, id LIMIT 1)
      AND (SELECT count(*) FROM shift_sign_ups WHERE tenant_id = ${tenantId} AND shift_id = ${shiftId} AND status = 'confirmed')
        < (SELECT capacity FROM shifts WHERE tenant_id = ${tenantId} AND id = ${shiftId})
    RETURNING user_id AS userId, name, email, locale`);
  return rows[0];
}
