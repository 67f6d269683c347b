import { CHECK_IN_EARLY_MINUTES, MAX_SHIFT_MINUTES, localToUtc } from "@contract/shifts";
import { MAX_MINUTES_PER_DAY } from "@contract/hours";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { hourRecords } from "../../db/shifts-schema";
import { JsonApiError, forbidden, notFound } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { parentOf } from "../shifts/parent";
import { dayFull } from "../hour-records/create";
import { minutesOnDay } from "../hour-records/queries";
import { checkInRecord, holdsPlace, shiftByKey } from "./queries";
import type { CheckInInput } from "./schema";

// Checking in and out at a shift through its link (docs/shifts-and-hours.md): the link's key
// finds the shift (a made-up key, another shift's or another tenant's finds nothing: 404); the
// volunteer must hold a place in it (403); a check-in writes an open record, the check-out gives
// it its minutes and makes it pending for the organization's admins. A link used up (checked out)
// is a 409. Nothing is written on any refusal.

const invalidLink = () => notFound("This check-in link is not valid: it names no shift of this site, or its key is not the shift's.");
const usedLink = () =>
  new JsonApiError({
    status: 409,
    title: "Conflict",
    detail: "You have checked out of this shift already: the link cannot be used again.",
    code: "checked_out",
  });

export interface CheckInResult {
  id: number;
  created: boolean;
}

export async function checkInOrOut(db: Database, tenantId: TenantId, userId: number, input: CheckInInput, now = new Date()): Promise<CheckInResult> {
  const shift = await shiftByKey(db, tenantId, input.shift_id, input.key);
  if (shift === undefined) throw invalidLink();
  const parent = await parentOf(db, tenantId, shift);
  const organizationId = parent?.organizationId ?? null;
  if (organizationId === null) throw fieldError("shift_id", "This shift's activity has no organization to count hours for.", "no_organization");
  if (!(await holdsPlace(db, tenantId, shift.id, userId))) throw forbidden("You do not hold a place in this shift: ask its organizer.");
  const record = await checkInRecord(db, tenantId, shift.id, userId);
  if (input.action === "check_in") {
    // A second tap on the same button changes nothing.
    if (record?.status === "open") return { id: record.id, created: false };
    if (record !== undefined) throw usedLink();
    const opens = Date.parse(localToUtc(shift.startsAt)) - CHECK_IN_EARLY_MINUTES * 60_000;
    if (now.getTime() < opens || now.getTime() > Date.parse(localToUtc(shift.endsAt)))
      throw fieldError("action", `Checking in is possible from ${CHECK_IN_EARLY_MINUTES / 60} hours before the shift starts until it ends.`, "not_now");
    const inserted = await db
      .insert(hourRecords)
      .values({
        tenantId,
        userId,
        organizationId,
        shiftId: shift.id,
        // A vacancy's shift counts for the vacancy too, as hours recorded for it by hand do.
        vacancyId: shift.vacancyId,
        date: shift.startsAt.slice(0, 10),
        minutes: 0,
        status: "open",
        checkedInAt: now.toISOString(),
      })
      .onConflictDoNothing()
      .returning({ id: hourRecords.id });
    // Two check-ins at the same moment: the unique index kept one; the other answers it.
    if (inserted[0] === undefined) return { id: (await checkInRecord(db, tenantId, shift.id, userId))!.id, created: false };
    return { id: inserted[0].id, created: true };
  }
  if (record === undefined)
    throw new JsonApiError({ status: 409, title: "Conflict", detail: "You have not checked in at this shift.", code: "not_checked_in" });
  if (record.status !== "open") throw usedLink();
  const measured = Math.min(MAX_SHIFT_MINUTES, Math.max(1, Math.round((now.getTime() - Date.parse(record.checkedInAt!)) / 60_000)));
  const room = MAX_MINUTES_PER_DAY - (await minutesOnDay(db, tenantId, userId, record.date, record.id));
  if (room < 1) throw dayFull(MAX_MINUTES_PER_DAY - room);
  const closed = await db
    .update(hourRecords)
    .set({ checkedOutAt: now.toISOString(), minutes: Math.min(measured, room), status: "pending", updatedAt: now.toISOString() })
    .where(and(eq(hourRecords.tenantId, tenantId), eq(hourRecords.id, record.id), eq(hourRecords.status, "open")))
    .returning({ id: hourRecords.id });
  // Checked out by another tap at the same moment: this one finds the link used.
  if (closed[0] === undefined) throw usedLink();
  return { id: record.id, created: false };
}
