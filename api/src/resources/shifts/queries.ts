import type { ShiftParentKind } from "@contract/shifts";
import { and, asc, eq, sql } from "drizzle-orm";
import { activities } from "../../db/activities-schema";
import type { Database } from "../../db/client";
import { vacancies } from "../../db/vacancies-schema";
import { shiftSignUps, shifts } from "../../db/shifts-schema";
import type { TenantId } from "../../tenancy";
import { vacancyPlace } from "./parent";
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

/** The column naming a shift's parent of this kind. */
export const parentColumn = (kind: ShiftParentKind) => (kind === "activity" ? shifts.activityId : shifts.vacancyId);

/** A parent's shifts with their places taken and waiting, earliest first. */
/** (A query, not a promise: it also runs inside a batch.) */
export function listShifts(db: Database, tenantId: TenantId, kind: ShiftParentKind, parentId: number) {
  return db
    .select(selection)
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(parentColumn(kind), parentId)))
    .orderBy(asc(shifts.startsAt), asc(shifts.task), asc(shifts.id));
}

/** One shift with its counts (a query: it also runs inside a batch). */
export const shiftById = (db: Database, tenantId: TenantId, id: number) =>
  db
    .select(selection)
    .from(shifts)
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, id)));

export function findShift(db: Database, tenantId: TenantId, id: number): Promise<ShiftRow | undefined> {
  return shiftById(db, tenantId, id).get();
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

/**
 * A shift's parent joined beside it, either kind (0182_vacancy_shifts.sql): the conditions of the
 * two left joins, one of which finds nothing. Lists of sign-ups read the parent's title and place
 * through `parentTitle` and `placeOfParent`.
 */
export const activityOfShift = (tenantId: TenantId) => and(eq(activities.tenantId, tenantId), eq(activities.id, shifts.activityId));
export const vacancyOfShift = (tenantId: TenantId) => and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, shifts.vacancyId));

/** The title of the shift's activity or vacancy, as one column. */
export const parentTitle = sql<string>`coalesce(${activities.title}, ${vacancies.title})`;

/** The columns of where the shift's parent is, for `placeOfParent`. */
export const parentPlaceColumns = {
  activityPlace: activities.place,
  vacancyStreet: vacancies.street,
  vacancyHouseNumber: vacancies.houseNumber,
  vacancyCity: vacancies.city,
};

/** Where the shift's parent is: the activity's place, else the vacancy's address (as vacancyParent writes it). */
export const placeOfParent = (r: {
  activityPlace: string | null;
  vacancyStreet: string | null;
  vacancyHouseNumber: string | null;
  vacancyCity: string | null;
}) => r.activityPlace ?? vacancyPlace({ street: r.vacancyStreet, houseNumber: r.vacancyHouseNumber, city: r.vacancyCity });
