import { type HourRecordStatus, canReviewTo } from "@contract/hours";
import type { BatchItem } from "drizzle-orm/batch";
import type { Actor } from "../../auth/actor";
import type { Database } from "../../db/client";
import { forbidden, notFound } from "../../jsonapi/errors";
import type { BulkItem } from "../../jsonapi/request-input";
import { type PointerFor, attributePointer, fieldError, parseValues } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { reviews } from "./access";
import { dayFull } from "./create";
import { findHourRecords, minutesOnDay, reviewHourRecord, type Review } from "./queries";
import { bulkReviewAttributes } from "./schema";
import type { HourRecordRow } from "./serializer";

/** A decision must be a move the contract allows (an open record, still checked in, is not reviewed). */
function checkMove(from: HourRecordStatus, review: Review, pointer: PointerFor) {
  if (from === "open") throw fieldError("status", "This volunteer has not checked out yet: there are no hours to review.", "open", pointer);
  if (review.status !== undefined && !canReviewTo(from, review.status))
    throw fieldError("status", `A record that is ${from} cannot become ${review.status}.`, "transition", pointer);
}

/** PATCH /hour_records/:id by a reviewer: a decision, a correction (kept within 24 hours a day), or both. */
export async function reviewOne(db: Database, tenantId: TenantId, reviewerId: number, row: HourRecordRow, review: Review) {
  checkMove(row.record.status, review, attributePointer);
  const changed = await reviewHourRecord(db, tenantId, row.record.id, reviewerId, review);
  if (changed.length === 0) throw dayFull(await minutesOnDay(db, tenantId, row.record.userId, row.record.date, row.record.id));
}

/**
 * PATCH /hour_records with an array of decisions: every item is checked (seen, reviewed by the
 * caller, a move allowed) before any is written, then all are written in one D1 batch, so a bulk
 * review succeeds whole or changes nothing.
 */
export async function reviewMany(db: Database, tenantId: TenantId, actor: Actor, items: BulkItem[]): Promise<HourRecordRow[]> {
  const ids = items.map((item) => item.id);
  const byId = new Map((await findHourRecords(db, tenantId, ids)).map((row) => [row.record.id, row]));
  const updates: BatchItem<"sqlite">[] = [];
  for (const [i, item] of items.entries()) {
    const row = byId.get(item.id);
    if (row === undefined || !(row.record.userId === actor.user?.id || reviews(actor, row)))
      throw notFound(`There is no hour record ${item.id}.`, { pointer: `/data/${i}/id` });
    if (!reviews(actor, row)) throw forbidden("Only the organization's admins and the centre's staff review hours.", `/data/${i}/id`);
    const pointer = (field: string) => `/data/${i}/attributes/${field}`;
    const review = parseValues(bulkReviewAttributes, item.attributes, pointer);
    checkMove(row.record.status, review, pointer);
    updates.push(reviewHourRecord(db, tenantId, item.id, actor.user!.id, review));
  }
  const [first, ...rest] = updates;
  await db.batch([first!, ...rest]);
  return findHourRecords(db, tenantId, ids);
}
