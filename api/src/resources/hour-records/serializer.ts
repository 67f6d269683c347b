import { HOUR_RECORDS, type HourRecordAttributes } from "@contract/hours";
import type { HourRecord } from "../../db/shifts-schema";
import { Serializer } from "../../jsonapi/ts-japi";

/** A record with the names the wire carries beside it, and the organization's centre for access. */
export interface HourRecordRow {
  record: HourRecord;
  organizationName: string;
  organizationCenterId: number | null;
  firstName: string | null;
  lastName: string | null;
}

export type HourRecordResource = HourRecordAttributes & { id: string };

const id = (value: number | null) => (value === null ? null : String(value));

export const toHourRecordResource = ({ record: r, organizationName, firstName, lastName }: HourRecordRow): HourRecordResource => ({
  id: String(r.id),
  user_id: String(r.userId),
  volunteer_name: [firstName, lastName].filter(Boolean).join(" "),
  organization_id: String(r.organizationId),
  organization_name: organizationName,
  shift_id: id(r.shiftId),
  vacancy_id: id(r.vacancyId),
  date: r.date,
  minutes: r.minutes,
  note: r.note,
  status: r.status,
  checked_in_at: r.checkedInAt,
  checked_out_at: r.checkedOutAt,
  reviewed_at: r.reviewedAt,
  created_at: r.createdAt,
});

export const hourRecordSerializer = new Serializer<HourRecordResource>(HOUR_RECORDS);
