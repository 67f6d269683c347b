import type { NotificationKind, NotificationSubject } from "@contract/notifications";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { notifications } from "../db/notifications-schema";
import type { TenantId } from "../tenancy";

export interface NotifyInput {
  /** Who is told; duplicates are told once, nulls (guests) not at all. */
  userIds: readonly (number | null | undefined)[];
  kind: NotificationKind;
  subject: { type: NotificationSubject; id: number };
  /** The web page of the subject ("/applications/12"). */
  path: string;
  /** The names its text shows (locales/{nl,en}/notifications.json `kinds.<kind>`), as they are now. */
  params?: Record<string, string>;
}

/**
 * The insert that tells users something happened (docs/notifications.md): put it in the same
 * D1 batch as the change it reports, so both happen or neither. It returns no rows, so it can
 * follow mail inserts in a batch whose results are read as mail ids. Undefined when nobody is told.
 */
export function notify(db: Database, tenantId: TenantId, input: NotifyInput) {
  const userIds = [...new Set(input.userIds.filter((id): id is number => typeof id === "number"))];
  if (userIds.length === 0) return undefined;
  const params = JSON.stringify(input.params ?? {});
  return db.insert(notifications).values(
    userIds.map((userId) => ({
      tenantId,
      userId,
      kind: input.kind,
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      params,
      path: input.path,
    })),
  );
}

/** notify() as a list, for spreading into a batch: `[...notifyAll(db, t, a), ...notifyAll(db, t, b)]`. */
export function notifyAll(db: Database, tenantId: TenantId, ...inputs: NotifyInput[]) {
  return inputs.flatMap((input) => {
    const statement = notify(db, tenantId, input);
    return statement === undefined ? [] : [statement];
  });
}

/** Marks read what points at a subject (opening a conversation reads its message notifications). */
export function markSubjectRead(db: Database, tenantId: TenantId, userId: number, subject: { type: string; id: number }) {
  const now = new Date().toISOString();
  return db
    .update(notifications)
    .set({ readAt: now, updatedAt: now })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.subjectType, subject.type as NotificationSubject),
        eq(notifications.subjectId, subject.id),
      ),
    );
}
