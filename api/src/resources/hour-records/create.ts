import { MAX_MINUTES_PER_DAY, formatMinutes } from "@contract/hours";
import { localToday } from "@contract/activities";
import { and, eq, or } from "drizzle-orm";
import { activities } from "../../db/activities-schema";
import type { Database } from "../../db/client";
import { shifts } from "../../db/shifts-schema";
import { vacancies } from "../../db/vacancies-schema";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { findRecordOrganization, insertHourRecord, minutesOnDay } from "./queries";
import type { CreateInput } from "./schema";
import { activityOfShift, vacancyOfShift } from "../shifts/queries";

/** The shift belongs to an activity or a vacancy of the organization (else the record would count for another). */
const shiftOf = (db: Database, tenantId: TenantId, shiftId: number, organizationId: number) =>
  db
    .select({ id: shifts.id })
    .from(shifts)
    .leftJoin(activities, activityOfShift(tenantId))
    .leftJoin(vacancies, vacancyOfShift(tenantId))
    .where(
      and(
        eq(shifts.tenantId, tenantId),
        eq(shifts.id, shiftId),
        or(eq(activities.organizationId, organizationId), eq(vacancies.organizationId, organizationId)),
      ),
    )
    .get();

const vacancyOf = (db: Database, tenantId: TenantId, vacancyId: number, organizationId: number) =>
  db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenantId), eq(vacancies.id, vacancyId), eq(vacancies.organizationId, organizationId)))
    .get();

/**
 * POST /hour_records: checks everything before the one INSERT (which itself keeps the day within
 * 24 hours), so a refused record leaves nothing behind. Each refusal is a 422 on its field.
 */
export async function recordHours(db: Database, tenantId: TenantId, userId: number, input: CreateInput, today = localToday()): Promise<number> {
  const org = await findRecordOrganization(db, tenantId, input.organization_id);
  if (org === undefined || org.status !== "approved")
    throw fieldError("organization_id", `There is no organization ${input.organization_id} to record hours for.`, "invalid");
  if (input.date > today) throw fieldError("date", "Hours cannot be recorded for a day in the future.", "future");
  if (input.shift_id != null && !(await shiftOf(db, tenantId, input.shift_id, org.id)))
    throw fieldError("shift_id", `Shift ${input.shift_id} is not a shift of this organization.`, "invalid");
  if (input.vacancy_id != null && !(await vacancyOf(db, tenantId, input.vacancy_id, org.id)))
    throw fieldError("vacancy_id", `Vacancy ${input.vacancy_id} is not a vacancy of this organization.`, "invalid");
  const id = await insertHourRecord(db, tenantId, {
    userId,
    organizationId: org.id,
    date: input.date,
    minutes: input.minutes,
    note: input.note ?? null,
    shiftId: input.shift_id ?? null,
    vacancyId: input.vacancy_id ?? null,
  });
  if (id === undefined) throw dayFull(await minutesOnDay(db, tenantId, userId, input.date));
  return id;
}

/** The 422 of a day that would pass 24 hours, saying what it holds already. */
export const dayFull = (already: number) =>
  fieldError(
    "minutes",
    `A day has ${MAX_MINUTES_PER_DAY / 60} hours: ${formatMinutes(already)} are recorded on this day already, so at most ${formatMinutes(Math.max(0, MAX_MINUTES_PER_DAY - already))} more fit.`,
    "day_full",
  );
