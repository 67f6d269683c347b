import { z } from "zod";
import { camelizeRecord } from "../case";
import { type QuerySpec, resourceSpecs } from "../list";
import { integerId, isoDate, text } from "../rules";
import { type Powers, canEditOrganization, type OrganizationRef } from "../users/roles";
import {
  HOUR_RECORDS,
  HOUR_RECORD_ATTRIBUTES,
  HOUR_RECORD_STATUSES,
  HOUR_REVIEW_STATUSES,
  HOUR_TOTALS,
  HOUR_TOTAL_ATTRIBUTES,
  type HourRecordStatus,
} from "./attributes";

export * from "./attributes";

/** A day has 24 hours: one's records of one day (not refused) add up to at most this. */
export const MAX_MINUTES_PER_DAY = 24 * 60;
/** A bulk review changes at most this many records at once (a page of the review list). */
export const MAX_HOUR_REVIEWS = 100;
/** A note's length, the volunteer's and the reviewer's. */
export const MAX_HOUR_NOTE = 500;

/**
 * The moves a reviewer makes: a pending record is approved or refused, and either decision can be
 * turned (a refused record approved after all). An open record (checked in) is not reviewed.
 */
export const HOUR_RECORD_TRANSITIONS: Record<HourRecordStatus, readonly HourRecordStatus[]> = {
  open: [],
  pending: ["approved", "refused"],
  approved: ["refused"],
  refused: ["approved"],
};

export const canReviewTo = (from: HourRecordStatus, to: HourRecordStatus) => from === to || HOUR_RECORD_TRANSITIONS[from].includes(to);

/** Only approved hours count in totals, statements and the centre's figures. */
export const COUNTED_STATUS = "approved" satisfies HourRecordStatus;

/** Who approves, corrects and refuses an organization's hours: its admins, its centre's staff and super admins. */
export const canReviewHours = <Id>(powers: Powers<Id>, org: OrganizationRef<Id>) => canEditOrganization(powers, org);

/** The writable attributes' rules with their limits, as the wire names them. */
export const hourRecordRules = {
  organization_id: integerId,
  shift_id: integerId,
  vacancy_id: integerId,
  date: isoDate,
  minutes: z.number().int().min(1).max(MAX_MINUTES_PER_DAY),
  note: text(MAX_HOUR_NOTE),
  status: z.enum(HOUR_REVIEW_STATUSES),
};

/** The same rules under the web's camelCase field names. */
export const hourRecordFieldRules = camelizeRecord(hourRecordRules);

/** Minutes as "2:30" for a person (hours and minutes; no rounding of what was given). */
export const formatMinutes = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** GET /hour_records (one's own) and GET /organizations/:id/hour_records (its reviewers): newest day first. */
export const { show: hourRecordShow, list: hourRecordList } = resourceSpecs(HOUR_RECORDS, HOUR_RECORD_ATTRIBUTES, {
  filter: { status_eq: z.enum(HOUR_RECORD_STATUSES), year_eq: z.string().regex(/^\d{4}$/), shift_id_eq: integerId },
  page: { defaultSize: 100, maxSize: 500 },
});

/** GET /hour_totals and GET /organizations/:id/hour_totals: newest year first. */
export const hourTotalList = {
  fields: { [HOUR_TOTALS]: HOUR_TOTAL_ATTRIBUTES },
  filter: { year_eq: z.string().regex(/^\d{4}$/), organization_id_eq: integerId },
  page: { defaultSize: 1000, maxSize: 1000 },
} as const satisfies QuerySpec;
