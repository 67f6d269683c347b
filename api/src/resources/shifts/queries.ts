import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { shiftSignUps, shifts } from "../../db/shifts-schema";
import type { TenantId } from "../../tenancy";
import type { ShiftRow } from "./serializer";

// The counts are named (two unnamed subqueries of the same text would be one column of D1's
// answer) and name the outer table in full: Drizzle writes a column of a one-table select
// unqualified, which inside the subquery would mean the sign-up's own column.
// Every query names the request's tenant: another tenant's shift is as missing as one that never was.

const count = (status: "confirmed" | "waiting") =>
  sql<number>`(SELECT count(*) FROM shift_sign_ups s WHERE s.tenant_id = shifts.tenant_id AND s.shift_id = shifts.id AND s.status = ${status})`.as(
    `${status}_count`,
  );

const selection = { shift: shifts, confirmedCount: count("confirmed"), waitingCount: count("waiting") };

/** An activity's shifts with their places taken and waiting, earliest first. */
/** (A query, not a promise: it also runs inside a batch.) */
export function listShifts(db: Database, tenantId: TenantId, activityId: number) {
  return db
    .select(selection)
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.activityId, activityId)))
    .orderBy(asc(shifts.startsAt), asc(shifts.task), asc(shifts.id));
}

export function findShift(db: Database, tenantId: TenantId, id: number): Promise<ShiftRow | undefined> {
  return db
    .select(selection)
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, id)))
    .get();
}

/** The first on a shift's waiting list (by the moment they joined it). */
export function firstWaiting(db: Database, tenantId: TenantId, shiftId: number) {
  return db
    .select()
    .from(shiftSignUps)
    .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.shiftId, shiftId), eq(shiftSignUps.status, "waiting")))
    .orderBy(asc(shiftSignUps.queuedAt), asc(shiftSignUps.id))
    .get();
}
