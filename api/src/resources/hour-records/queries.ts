import { MAX_MINUTES_PER_DAY, type HourRecordStatus } from "@contract/hours";
import { type SQL, and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { organizations, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { hourRecords } from "../../db/shifts-schema";
import type { Page } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { HourRecordRow } from "./serializer";
import { deleteInTenant } from "../../db/find-in-tenant";

// Every query names the request's tenant: another tenant's record is as missing as one that never was.

const selection = {
  record: hourRecords,
  organizationName: organizations.name,
  organizationCenterId: organizations.volunteerCenterId,
  firstName: users.firstName,
  lastName: users.lastName,
};

const withNames = (db: Database, tenantId: TenantId) =>
  db
    .select(selection)
    .from(hourRecords)
    .innerJoin(organizations, and(eq(organizations.tenantId, tenantId), eq(organizations.id, hourRecords.organizationId)))
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, hourRecords.userId)));

export function findHourRecord(db: Database, tenantId: TenantId, id: number): Promise<HourRecordRow | undefined> {
  return withNames(db, tenantId)
    .where(and(eq(hourRecords.tenantId, tenantId), eq(hourRecords.id, id)))
    .get();
}

/** Several records by id (a bulk review), in the order of the ids' days, newest first. */
export function findHourRecords(db: Database, tenantId: TenantId, ids: number[]): Promise<HourRecordRow[]> {
  return withNames(db, tenantId)
    .where(and(eq(hourRecords.tenantId, tenantId), inArray(hourRecords.id, ids)))
    .orderBy(desc(hourRecords.date), desc(hourRecords.id));
}

export interface RecordFilter {
  userId?: number;
  organizationId?: number;
  status?: HourRecordStatus;
  year?: string;
  shiftId?: number;
}

function whereOf(tenantId: TenantId, f: RecordFilter) {
  const parts: SQL[] = [eq(hourRecords.tenantId, tenantId)];
  if (f.userId !== undefined) parts.push(eq(hourRecords.userId, f.userId));
  if (f.organizationId !== undefined) parts.push(eq(hourRecords.organizationId, f.organizationId));
  if (f.status !== undefined) parts.push(eq(hourRecords.status, f.status));
  if (f.shiftId !== undefined) parts.push(eq(hourRecords.shiftId, f.shiftId));
  // A range on the day (not a LIKE), so the indexes' date column serves it.
  if (f.year !== undefined) parts.push(gte(hourRecords.date, `${f.year}-01-01`), lt(hourRecords.date, `${Number(f.year) + 1}-01-01`));
  return and(...parts);
}

/** One page of records, newest day first, and their count: two statements for one batch. */
export function listHourRecords(db: Database, tenantId: TenantId, filter: RecordFilter, page: Page) {
  const where = whereOf(tenantId, filter);
  return [
    withNames(db, tenantId)
      .where(where)
      .orderBy(desc(hourRecords.date), desc(hourRecords.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db.select({ total: count() }).from(hourRecords).where(where),
  ] as const;
}

/** The minutes one has recorded on a day (refused records do not count), without `except`. */
const dayMinutes = (tenantId: TenantId, userId: number | SQL, date: string | SQL, except: number | SQL = 0) =>
  sql`(SELECT coalesce(sum(d.minutes), 0) FROM hour_records d
       WHERE d.tenant_id = ${tenantId} AND d.user_id = ${userId} AND d.date = ${date} AND d.status <> 'refused' AND d.id <> ${except})`;

export interface NewHours {
  userId: number;
  organizationId: number;
  date: string;
  minutes: number;
  note: string | null;
  shiftId: number | null;
  vacancyId: number | null;
}

/**
 * Writes a pending record unless the day would pass 24 hours: the day's sum is read inside the
 * INSERT itself, so two records sent at once cannot together pass it (D1 runs one statement at a
 * time). Undefined when the day is full.
 */
export async function insertHourRecord(db: Database, tenantId: TenantId, h: NewHours): Promise<number | undefined> {
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO hour_records (tenant_id, user_id, organization_id, shift_id, vacancy_id, date, minutes, note, status)
    SELECT ${tenantId}, ${h.userId}, ${h.organizationId}, ${h.shiftId}, ${h.vacancyId}, ${h.date}, ${h.minutes}, ${h.note}, 'pending'
    WHERE ${dayMinutes(tenantId, h.userId, h.date)} + ${h.minutes} <= ${MAX_MINUTES_PER_DAY}
    RETURNING id`);
  return rows[0]?.id;
}

/** The minutes already recorded on a day, for the message when it is full. */
export const minutesOnDay = async (db: Database, tenantId: TenantId, userId: number, date: string, except = 0) =>
  (await db.get<{ m: number }>(sql`SELECT ${dayMinutes(tenantId, userId, date, except)} AS m`))!.m;

export interface Review {
  status?: HourRecordStatus;
  minutes?: number;
}

/**
 * A reviewer's decision or correction (a statement, so a bulk review runs them in one batch). A
 * correction keeps the day within 24 hours in the same statement; no row changed means it would not.
 */
export function reviewHourRecord(db: Database, tenantId: TenantId, id: number, reviewerId: number, review: Review) {
  const at = new Date().toISOString();
  const fits =
    review.minutes === undefined
      ? sql`1`
      : sql`${dayMinutes(tenantId, sql`hour_records.user_id`, sql`hour_records.date`, sql`hour_records.id`)} + ${review.minutes} <= ${MAX_MINUTES_PER_DAY}`;
  return db
    .update(hourRecords)
    .set({ ...review, reviewedById: reviewerId, reviewedAt: at, updatedAt: at })
    .where(and(eq(hourRecords.tenantId, tenantId), eq(hourRecords.id, id), fits))
    .returning({ id: hourRecords.id });
}

export const deleteHourRecord = (db: Database, tenantId: TenantId, id: number) => deleteInTenant(db, hourRecords, tenantId, id);

/** The tenant's approved organization of a new record (a foreign or unknown one is none). */
export const findRecordOrganization = (db: Database, tenantId: TenantId, id: number) =>
  db
    .select({ id: organizations.id, volunteerCenterId: organizations.volunteerCenterId, status: organizations.status })
    .from(organizations)
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
    .get();
