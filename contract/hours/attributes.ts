// The wire names and types of the hours volunteers give: a leaf module (docs/contract.md).

export const HOUR_RECORDS = "hour_records";

/**
 * open: checked in at a shift, not out yet (no minutes yet); pending: waits for the
 * organization's admins; approved: counts; refused: does not count (kept for the record).
 */
export const HOUR_RECORD_STATUSES = ["open", "pending", "approved", "refused"] as const;
export type HourRecordStatus = (typeof HOUR_RECORD_STATUSES)[number];

/** The statuses a reviewer may set (open and pending are the volunteer's). */
export const HOUR_REVIEW_STATUSES = ["approved", "refused"] as const;
export type HourReviewStatus = (typeof HOUR_REVIEW_STATUSES)[number];

export const HOUR_RECORD_ATTRIBUTES = [
  "user_id",
  "volunteer_name",
  "organization_id",
  "organization_name",
  "shift_id",
  "vacancy_id",
  "date",
  "minutes",
  "note",
  "status",
  "checked_in_at",
  "checked_out_at",
  "reviewed_at",
  "created_at",
] as const;

export interface HourRecordAttributes {
  user_id: string;
  volunteer_name: string;
  organization_id: string;
  organization_name: string;
  shift_id: string | null;
  vacancy_id: string | null;
  /** The day the hours were given (YYYY-MM-DD, Dutch calendar). */
  date: string;
  /** Minutes given: whole minutes, so check-in and check-out keep what they measured. */
  minutes: number;
  note: string | null;
  status: HourRecordStatus;
  checked_in_at: string | null;
  checked_out_at: string | null;
  reviewed_at: string | null;
  created_at: string;
}

export const HOUR_TOTALS = "hour_totals";

export const HOUR_TOTAL_ATTRIBUTES = [
  "organization_id",
  "organization_name",
  "volunteer_center_name",
  "user_id",
  "volunteer_name",
  "year",
  "minutes",
  "records",
] as const;

/**
 * Approved minutes added up per year: one's own per organization (GET /hour_totals), or an
 * organization's per volunteer (GET /organizations/:id/hour_totals; user_id and volunteer_name set).
 */
export interface HourTotalAttributes {
  organization_id: string;
  organization_name: string;
  /** The centre the organization belongs to (a statement names it); null for none. */
  volunteer_center_name: string | null;
  user_id: string | null;
  volunteer_name: string | null;
  year: string;
  minutes: number;
  records: number;
}
