import { type SQL, and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { sessionUserIds } from "../../auth/session-user";
import type { Database } from "../../db/client";
import { type Notification, notifications } from "../../db/notifications-schema";
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
// page asks for the first page. `userIs` names the user: by the slot `userId`, or as the user the
// request's credentials name (auth/session-user.ts), for the reads made beside the session.
type UserIs = (db: Database) => SQL | undefined;
const ownOf = (userIs: UserIs) => (db: Database) => and(eq(notifications.tenantId, slot("tenantId")), userIs(db));
const unreadOf = (own: ReturnType<typeof ownOf>) => (db: Database) => and(own(db), isNull(notifications.readAt));
const keptPageOf = (where: (db: Database) => SQL | undefined) => ({
  rows: keptSelect((db: Database) =>
    db.select().from(notifications).where(where(db)).orderBy(desc(notifications.id)).limit(slot("limit")).offset(slot("offset")),
  ),
  total: keptSelect((db: Database) => db.select({ n: count() }).from(notifications).where(where(db))),
});
const bySlot = ownOf(() => eq(notifications.userId, slot("userId")));
const keptPage = keptPageOf(bySlot);
const keptUnreadPage = keptPageOf(unreadOf(bySlot));
// The bell's number: reads only the unread rows (index notifications_unread).
const keptUnreadCount = keptSelect((db: Database) => db.select({ n: count() }).from(notifications).where(unreadOf(bySlot)(db)));

const bySession = ownOf((db) => inArray(notifications.userId, sessionUserIds(db)));
const sessionPage = keptPageOf(bySession);
const sessionUnreadCount = keptSelect((db: Database) => db.select({ n: count() }).from(notifications).where(unreadOf(bySession)(db)));

/**
 * The first page of the notifications of the user the request's credentials name, as three reads
 * for the session's own batch (auth/token-store.ts BesideSession; `limit` and `offset` bound with
 * the session's values), and the page from their rows.
 */
export const sessionUserNotifications = {
  reads: [sessionPage.rows, sessionPage.total, sessionUnreadCount] as const,
  page: ([rows, totals, unread]: unknown[][]) => ({
    rows: rows as Notification[],
    total: (totals as { n: number }[])[0]?.n ?? 0,
    unread: (unread as { n: number }[])[0]?.n ?? 0,
  }),
};

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
