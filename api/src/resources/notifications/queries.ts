import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notifications } from "../../db/notifications-schema";
import type { Page } from "../../jsonapi/query-spec";
import { pageOffset } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";
import { keptSelect, slot } from "../../db/kept-select";

// Every query names the tenant and the user: a notification is only ever its own user's.
const own = (tenantId: TenantId, userId: number) => and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

/** One page of the user's notifications, newest first, with their total and unread count. */
export async function listNotifications(db: Database, tenantId: TenantId, userId: number, page: Page, unreadOnly: boolean) {
  const values = { tenantId, userId, limit: page.size, offset: pageOffset(page) };
  const kept = unreadOnly ? keptUnreadPage : keptPage;
  const [rows, totals, unread] = await db.batch([kept.rows(db, values), kept.total(db, values), keptUnreadCount(db, values)]);
  return { rows, total: totals[0]?.n ?? 0, unread: unread[0]?.n ?? 0 };
}

// The list's statements, built once per isolate (db/kept-select.ts): the bell of every signed-in
// page asks for the first page.
const ownSlots = and(eq(notifications.tenantId, slot("tenantId")), eq(notifications.userId, slot("userId")));
const unreadSlots = and(ownSlots, isNull(notifications.readAt));
const keptPageOf = (where: typeof ownSlots) => ({
  rows: keptSelect((db: Database) => db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(slot("limit")).offset(slot("offset"))),
  total: keptSelect((db: Database) => db.select({ n: count() }).from(notifications).where(where)),
});
const keptPage = keptPageOf(ownSlots);
const keptUnreadPage = keptPageOf(unreadSlots);
// The bell's number: reads only the unread rows (index notifications_unread).
const keptUnreadCount = keptSelect((db: Database) => db.select({ n: count() }).from(notifications).where(unreadSlots));

export const findNotification = (db: Database, tenantId: TenantId, userId: number, id: number) =>
  db
    .select()
    .from(notifications)
    .where(and(own(tenantId, userId), eq(notifications.id, id)))
    .get();

export function markRead(db: Database, tenantId: TenantId, userId: number, id: number, read: boolean) {
  const now = new Date().toISOString();
  return db
    .update(notifications)
    .set({ readAt: read ? now : null, updatedAt: now })
    .where(and(own(tenantId, userId), eq(notifications.id, id)))
    .run();
}

/** Marks every unread one read; returns how many changed. */
export async function markAllRead(db: Database, tenantId: TenantId, userId: number) {
  const now = new Date().toISOString();
  const changed = await db
    .update(notifications)
    .set({ readAt: now, updatedAt: now })
    .where(and(own(tenantId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}
