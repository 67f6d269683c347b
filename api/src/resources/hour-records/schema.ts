import { z } from "zod";
import { hourRecordList, hourRecordRules, hourRecordShow, hourTotalList } from "@contract/hours";
import type { QuerySpec } from "../../jsonapi/query";

export const HOUR_RECORD_TYPES_IN = ["hour_records", "hour_record"];

export const showQuery = hourRecordShow satisfies QuerySpec;
export const indexQuery = hourRecordList satisfies QuerySpec;
export const totalsQuery = hourTotalList satisfies QuerySpec;

const r = hourRecordRules;
// A note may be cleared: "" is sent as null.
const note = r.note.transform((v) => (v === "" ? null : v)).nullable();

/** POST /hour_records: the volunteer's own hours, pending until an admin of the organization decides. */
export const createAttributes = z
  .object({ organization_id: r.organization_id, date: r.date, minutes: r.minutes, note, shift_id: r.shift_id.nullable(), vacancy_id: r.vacancy_id.nullable() })
  .partial({ note: true, shift_id: true, vacancy_id: true })
  .strict();

/** PATCH /hour_records/:id (a reviewer): a decision, a correction of the minutes, or both. */
export const reviewAttributes = z.object({ status: r.status, minutes: r.minutes }).partial().strict();

/** One item of the bulk PATCH /hour_records: a decision only (a correction is made one by one). */
export const bulkReviewAttributes = z.object({ status: r.status }).strict();

export type CreateInput = z.output<typeof createAttributes>;
export type ReviewInput = z.output<typeof reviewAttributes>;
