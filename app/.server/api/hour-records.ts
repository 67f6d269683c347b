import type { Camelized } from "@contract/case";
import type { HourRecordAttributes, HourRecordStatus, HourReviewStatus, HourTotalAttributes, hourRecordList, hourTotalList } from "@contract/hours";
import type { ListQuery } from "@contract/list";
import type { ApiClient } from "./client";

// docs/shifts-and-hours.md: the only module that names the hours' /api/v1 paths.

export type HourRecord = Camelized<HourRecordAttributes> & { id: string };

export interface HourFilter {
  status?: HourRecordStatus;
  year?: string;
  shiftId?: string;
}

const listQuery = ({ status, year, shiftId }: HourFilter, size: number) =>
  ({ filter: { status_eq: status, year_eq: year, shift_id_eq: shiftId }, page: { number: 1, size } }) satisfies ListQuery<typeof hourRecordList>;

/** One's own hours, newest day first (a year's records fit in one page of 500). */
export const listOwnHours = async (api: ApiClient, filter: HourFilter = {}) =>
  (await api.get<HourRecord[]>("/api/v1/hour_records", listQuery(filter, 500))).data;

/** An organization's hours for its reviewers, newest day first. */
export const listOrganizationHours = async (api: ApiClient, organizationId: string, filter: HourFilter = {}) =>
  (await api.get<HourRecord[]>(`/api/v1/organizations/${encodeURIComponent(organizationId)}/hour_records`, listQuery(filter, 500))).data;

export interface NewHours {
  organizationId: string;
  date: string;
  minutes: number;
  note?: string;
  shiftId?: string;
  vacancyId?: string;
}

export const recordHours = (api: ApiClient, attributes: NewHours) => api.write<HourRecord>("POST", "/api/v1/hour_records", "hour_records", attributes);

export const deleteHours = (api: ApiClient, id: string) => api.request("DELETE", `/api/v1/hour_records/${encodeURIComponent(id)}`);

/** A reviewer's decision, correction, or both. */
export const reviewHours = (api: ApiClient, id: string, attributes: { status?: HourReviewStatus; minutes?: number }) =>
  api.write<HourRecord>("PATCH", `/api/v1/hour_records/${encodeURIComponent(id)}`, "hour_records", attributes, id);

/** One decision for many records: all or nothing (errors point at `/data/<i>/...`). */
export const reviewHoursInBulk = (api: ApiClient, ids: string[], status: HourReviewStatus) =>
  api.request("PATCH", "/api/v1/hour_records", { body: { data: ids.map((id) => ({ type: "hour_records", id, attributes: { status } })) } });

export type HourTotal = Camelized<HourTotalAttributes> & { id: string };

/** One's own approved hours per organization and year (newest year first); one organization's and year's for a statement. */
export const listOwnTotals = async (api: ApiClient, filter: { organizationId?: string; year?: string } = {}) =>
  (
    await api.get<HourTotal[]>("/api/v1/hour_totals", {
      filter: { organization_id_eq: filter.organizationId, year_eq: filter.year },
    } satisfies ListQuery<typeof hourTotalList>)
  ).data;

/** An organization's approved hours per volunteer and year, for its reviewers. */
export const listOrganizationTotals = async (api: ApiClient, organizationId: string) =>
  (await api.get<HourTotal[]>(`/api/v1/organizations/${encodeURIComponent(organizationId)}/hour_totals`)).data;
