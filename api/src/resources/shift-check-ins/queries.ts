import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { existsInTenantWhere, findInTenantWhere } from "../../db/find-in-tenant";
import { users } from "../../db/accounts-schema";
import { conversations } from "../../db/conversations-schema";
import type { Database } from "../../db/client";
import { hourRecords, shiftSignUps, shifts } from "../../db/shifts-schema";
import type { TenantId } from "../../tenancy";
import type { ShiftParent } from "../shifts/parent";
import { parentColumn } from "../shifts/queries";

type ParentRef = Pick<ShiftParent, "kind" | "id">;

// Every query names the request's tenant: another tenant's shift is as missing as one that never was.

/** Gives every shift of the parent that has none its check-in key (128 random bits, hex). */
export const ensureCheckInKeys = (db: Database, tenantId: TenantId, parent: ParentRef) =>
  db
    .update(shifts)
    .set({ checkInKey: sql`lower(hex(randomblob(16)))` })
    .where(and(eq(shifts.tenantId, tenantId), eq(parentColumn(parent.kind), parent.id), isNull(shifts.checkInKey)));

export const rosterShifts = (db: Database, tenantId: TenantId, parent: ParentRef) =>
  db
    .select()
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(parentColumn(parent.kind), parent.id)))
    .orderBy(asc(shifts.startsAt), asc(shifts.task), asc(shifts.id));

/** The live sign-ups of the parent's shifts with the volunteer's name, check-in and conversation, in list order. */
export const rosterSignUps = (db: Database, tenantId: TenantId, parent: ParentRef) =>
  db
    .select({
      id: shiftSignUps.id,
      shiftId: shiftSignUps.shiftId,
      userId: shiftSignUps.userId,
      guestName: shiftSignUps.name,
      status: shiftSignUps.status,
      firstName: users.firstName,
      lastName: users.lastName,
      checkedInAt: hourRecords.checkedInAt,
      checkedOutAt: hourRecords.checkedOutAt,
      // Named: D1's batch answers rows by column name, and a bare conversations.id would be a second "id".
      conversationId: sql<number | null>`${conversations.id}`.as("conversation_id"),
    })
    .from(shiftSignUps)
    .innerJoin(shifts, and(eq(shifts.tenantId, tenantId), eq(shifts.id, shiftSignUps.shiftId)))
    // A guest has no account: their name is the sign-up's.
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, shiftSignUps.userId)))
    .leftJoin(
      hourRecords,
      and(
        eq(hourRecords.tenantId, tenantId),
        eq(hourRecords.shiftId, shiftSignUps.shiftId),
        eq(hourRecords.userId, shiftSignUps.userId),
        isNotNull(hourRecords.checkedInAt),
      ),
    )
    // The volunteer's conversation about the shift (at most one: conversations_shift, whose
    // partial index needs the subject written out, not bound).
    .leftJoin(
      conversations,
      and(
        eq(conversations.tenantId, tenantId),
        sql`${conversations.subjectType} = 'Shift'`,
        eq(conversations.subjectId, shiftSignUps.shiftId),
        eq(conversations.volunteerId, shiftSignUps.userId),
      ),
    )
    .where(and(eq(shiftSignUps.tenantId, tenantId), eq(parentColumn(parent.kind), parent.id), inArray(shiftSignUps.status, ["confirmed", "waiting"])))
    .orderBy(asc(shiftSignUps.status), asc(shiftSignUps.queuedAt), asc(shiftSignUps.id));

/** The shift a check-in link names, found only with its own key. */
export const shiftByKey = (db: Database, tenantId: TenantId, shiftId: number, key: string) =>
  findInTenantWhere(db, shifts, tenantId, eq(shifts.id, shiftId), eq(shifts.checkInKey, key));

/** Whether the volunteer holds a place in the shift. */
export const holdsPlace = (db: Database, tenantId: TenantId, shiftId: number, userId: number) =>
  existsInTenantWhere(db, shiftSignUps, tenantId, eq(shiftSignUps.shiftId, shiftId), eq(shiftSignUps.userId, userId), eq(shiftSignUps.status, "confirmed"));

/** The volunteer's check-in record of the shift, if any. */
export const checkInRecord = (db: Database, tenantId: TenantId, shiftId: number, userId: number) =>
  findInTenantWhere(db, hourRecords, tenantId, eq(hourRecords.shiftId, shiftId), eq(hourRecords.userId, userId), isNotNull(hourRecords.checkedInAt));
