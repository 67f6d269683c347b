import { SHIFT_MESSAGES_PER_HOUR } from "@contract/shifts/messages";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { conversations } from "../../db/conversations-schema";
import { shiftMessages, shiftSignUps } from "../../db/shifts-schema";
import type { TenantId } from "../../tenancy";
import type { ShiftConversationKey } from "./conversation-key";
import { findInTenant } from "../../db/find-in-tenant";

// Every query names the request's tenant: another tenant's shift or sign-up is as missing as one that never was.

export const findShiftSignUp = (db: Database, tenantId: TenantId, id: number) => findInTenant(db, shiftSignUps, tenantId, id);

/**
 * Claims one of the shift's messages of the last hour: the row is written only while fewer than
 * SHIFT_MESSAGES_PER_HOUR were, decided inside the INSERT (D1 runs one statement at a time, so two
 * sends at once cannot both take the last one). Undefined: the limit is reached.
 */
export const claimShiftMessage = (db: Database, tenantId: TenantId, values: { shiftId: number; senderId: number; body: string; since: string }) =>
  db.get<{ id: number; created_at: string } | undefined>(sql`INSERT INTO shift_messages (tenant_id, shift_id, sender_id, body)
    SELECT ${tenantId}, ${values.shiftId}, ${values.senderId}, ${values.body}
    WHERE (SELECT count(*) FROM shift_messages WHERE tenant_id = ${tenantId} AND shift_id = ${values.shiftId} AND created_at > ${values.since})
      < ${SHIFT_MESSAGES_PER_HOUR}
    RETURNING id, created_at`);

/** The earliest of the shift's messages since a moment (when the limit frees up again). */
export const oldestShiftMessage = async (db: Database, tenantId: TenantId, shiftId: number, since: string) =>
  (
    await db
      .select({ createdAt: shiftMessages.createdAt })
      .from(shiftMessages)
      .where(and(eq(shiftMessages.tenantId, tenantId), eq(shiftMessages.shiftId, shiftId), gt(shiftMessages.createdAt, since)))
      .orderBy(asc(shiftMessages.createdAt))
      .get()
  )?.createdAt;

/**
 * Who holds a place in the shift: accounts (not deleted) and guests. A guest holds one only after
 * following the mailed confirmation link (`unconfirmed` before), so a guest here has an address
 * that has proven itself.
 */
export const placeHolders = (db: Database, tenantId: TenantId, shiftId: number) =>
  db
    .select({ signUp: shiftSignUps })
    .from(shiftSignUps)
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, shiftSignUps.userId)))
    .where(
      and(
        eq(shiftSignUps.tenantId, tenantId),
        eq(shiftSignUps.shiftId, shiftId),
        eq(shiftSignUps.status, "confirmed"),
        sql`(${shiftSignUps.userId} IS NULL AND ${shiftSignUps.email} IS NOT NULL OR ${users.id} IS NOT NULL AND ${users.deletedAt} IS NULL)`,
      ),
    )
    .orderBy(asc(shiftSignUps.id))
    .all();

/**
 * Opens the conversations about the shift that do not exist yet with every account holding a place
 * but the sender's own (one per shift and volunteer: the unique index conversations_shift), in one
 * statement whatever their number (D1 binds at most 100 values a statement).
 */
export const openShiftConversations = (db: Database, tenantId: TenantId, key: Omit<ShiftConversationKey, "volunteerId">, senderId: number) =>
  db.run(sql`INSERT INTO conversations (tenant_id, kind, volunteer_center_id, organization_id, volunteer_id, subject_type, subject_id, topic)
    SELECT ${tenantId}, ${key.kind}, ${key.volunteerCenterId}, ${key.organizationId}, s.user_id, 'Shift', ${key.subjectId}, ${key.topic}
    FROM shift_sign_ups s JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id AND u.deleted_at IS NULL
    WHERE s.tenant_id = ${tenantId} AND s.shift_id = ${key.subjectId} AND s.status = 'confirmed' AND s.user_id <> ${senderId}
    ON CONFLICT DO NOTHING`);

/** Every conversation about the shift (one per volunteer). */
export const shiftConversations = (db: Database, tenantId: TenantId, shiftId: number) =>
  db
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), sql`${conversations.subjectType} = 'Shift'`, eq(conversations.subjectId, shiftId)))
    .all();

/** Whom the message reached, on its row. */
export const countShiftMessage = (db: Database, tenantId: TenantId, id: number, counts: { volunteers: number; guests: number }) =>
  db
    .update(shiftMessages)
    .set({ volunteersCount: counts.volunteers, guestsCount: counts.guests })
    .where(and(eq(shiftMessages.tenantId, tenantId), eq(shiftMessages.id, id)));
