import { MAX_SHIFTS_PER_ACTIVITY, MAX_SHIFT_MINUTES, addDays, localToUtc, shiftsOverlap } from "@contract/shifts";
import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { type Shift, shiftSignUps, shifts } from "../../db/shifts-schema";
import type { AppEnv } from "../../env";
import { fieldError } from "../../jsonapi/validation";
import { siteOf } from "../activities/mails";
import { type ShiftTarget, managedParent } from "./access";
import { shiftMail } from "./mails";
import { listShifts } from "./queries";
import type { CreateInput, UpdateInput } from "./schema";
import { promoteWaiting } from "./promote";
import { commit } from "../../mail/commit";
import { deleteInTenant } from "../../db/find-in-tenant";

interface Slot {
  starts_at: string;
  ends_at: string;
  task: string | null;
}

const minutes = (s: Slot) => (Date.parse(localToUtc(s.ends_at)) - Date.parse(localToUtc(s.starts_at))) / 60_000;

/** The checks one slot must pass against the parent's other shifts: a clear 422 for each. */
function checkSlot(slot: Slot, others: Shift[]) {
  if (slot.ends_at <= slot.starts_at) throw fieldError("ends_at", "The end must be after the start.", "before_start");
  if (minutes(slot) > MAX_SHIFT_MINUTES) throw fieldError("ends_at", "A shift lasts at most 24 hours; split longer work into several shifts.", "too_long");
  const clash = others.find((o) => shiftsOverlap(slot, { starts_at: o.startsAt, ends_at: o.endsAt, task: o.task }));
  if (clash)
    throw fieldError(
      "starts_at",
      `This shift overlaps the shift of ${clash.startsAt.replace("T", " ")}–${clash.endsAt.slice(11)}${clash.task ? ` (${clash.task})` : ""}: give it another time or another task.`,
      "overlap",
    );
}

/** The same local wall-clock moment `weeks` weeks later (10:00 stays 10:00 across summer time). */
const weeksOn = (moment: string, weeks: number) => `${addDays(moment.slice(0, 10), 7 * weeks)}T${moment.slice(11)}`;

/** The parent a new shift names: exactly one of activity_id and vacancy_id (else a 422 on activity_id). */
function parentRef(attrs: CreateInput) {
  if ((attrs.activity_id === undefined) === (attrs.vacancy_id === undefined))
    throw fieldError("activity_id", "A shift belongs to an activity or to a vacancy: give exactly one of activity_id and vacancy_id.", "invalid");
  return attrs.activity_id !== undefined ? { kind: "activity" as const, id: attrs.activity_id } : { kind: "vacancy" as const, id: attrs.vacancy_id! };
}

/** POST /shifts: one shift, or a series of `weeks` shifts a week apart; the answer is the first, meta.created counts them. */
export async function createShifts(c: Context<AppEnv>, attrs: CreateInput) {
  const { kind, id } = parentRef(attrs);
  const field = `${kind}_id`;
  const parent = await managedParent(c, kind, id, await loadActor(c));
  if (!parent) throw fieldError(field, `There is no ${kind} ${id}.`, "invalid");
  if (parent.closed) throw fieldError(field, `A ${kind === "activity" ? "cancelled activity" : "closed vacancy"} gets no shifts.`, "invalid");
  const { db, tenantId } = c.var;
  const existing = (await listShifts(db, tenantId, kind, parent.id)).map((r) => r.shift);
  if (existing.length + attrs.weeks > MAX_SHIFTS_PER_ACTIVITY)
    throw fieldError("weeks", `An ${kind} holds at most ${MAX_SHIFTS_PER_ACTIVITY} shifts; it has ${existing.length}.`, "too_many");
  const slots = Array.from({ length: attrs.weeks }, (_, w) => ({
    starts_at: weeksOn(attrs.starts_at, w),
    ends_at: weeksOn(attrs.ends_at, w),
    task: attrs.task ?? null,
  }));
  // Every slot checked before anything is written: a series is added whole or not at all.
  for (const slot of slots) checkSlot(slot, existing);
  const inserts = slots.map((slot) =>
    db
      .insert(shifts)
      .values({
        tenantId,
        activityId: kind === "activity" ? parent.id : null,
        vacancyId: kind === "vacancy" ? parent.id : null,
        startsAt: slot.starts_at,
        endsAt: slot.ends_at,
        capacity: attrs.capacity,
        place: attrs.place ?? null,
        task: slot.task,
        cancelHours: attrs.cancel_hours ?? 24,
      })
      .returning({ id: shifts.id }),
  );
  const results = (await db.batch(inserts as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as { id: number }[][];
  return { id: results[0]![0]!.id, created: results.length };
}

/** PATCH /shifts/:id: one shift of a series changed on its own. More places move the waiting list up. */
export async function updateShift(c: Context<AppEnv>, target: ShiftTarget, attrs: UpdateInput) {
  const { row, parent } = target;
  const s = row.shift;
  const slot = { starts_at: attrs.starts_at ?? s.startsAt, ends_at: attrs.ends_at ?? s.endsAt, task: attrs.task !== undefined ? attrs.task : s.task };
  const { db, tenantId } = c.var;
  const others = (await listShifts(db, tenantId, parent.kind, parent.id)).map((r) => r.shift).filter((o) => o.id !== s.id);
  checkSlot(slot, others);
  if (attrs.capacity !== undefined && attrs.capacity < row.confirmedCount)
    throw fieldError("capacity", `${row.confirmedCount} people hold a place; cancel sign-ups before lowering the places below that.`, "below_taken");
  await db
    .update(shifts)
    .set({
      startsAt: slot.starts_at,
      endsAt: slot.ends_at,
      task: slot.task,
      ...(attrs.capacity !== undefined && { capacity: attrs.capacity }),
      ...(attrs.place !== undefined && { place: attrs.place }),
      ...(attrs.cancel_hours !== undefined && { cancelHours: attrs.cancel_hours }),
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(shifts.tenantId, tenantId), eq(shifts.id, s.id)));
  const freed = (attrs.capacity ?? s.capacity) - s.capacity;
  if (freed > 0 && parent.live) await promoteWaiting(c, parent, { ...s, capacity: attrs.capacity! }, freed);
  return s.id;
}

/** DELETE /shifts/:id: the shift goes; everyone holding a place or waiting is mailed that it is cancelled. */
export async function deleteShift(c: Context<AppEnv>, { row, parent }: ShiftTarget) {
  const { db, tenantId } = c.var;
  const live = await db
    .select()
    .from(shiftSignUps)
    .where(and(eq(shiftSignUps.tenantId, tenantId), eq(shiftSignUps.shiftId, row.shift.id), inArray(shiftSignUps.status, ["confirmed", "waiting"])));
  const mails: BatchItem<"sqlite">[] = [];
  for (const s of live) mails.push(...(await shiftMail(siteOf(c), "activity_cancelled", parent, row.shift, s)));
  await commit(c, [deleteInTenant(db, shifts, tenantId, row.shift.id)], mails);
}
