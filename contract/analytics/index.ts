import { z } from "zod";
import type { QuerySpec } from "../list";
import { isoDate } from "../rules";

// The centre's figures (docs/analytics.md): counts from the daily roll-ups, over a period against
// the one just before it, by month, theme and place; and per organization.

export const ANALYTICS_REPORTS = "analytics_reports";
export const ORGANIZATION_FIGURES = "organization_figures";

/** What is counted. */
export const ANALYTICS_METRICS = [
  "vacancies_published",
  "applications",
  "applications_accepted",
  "new_volunteers",
  "new_organizations",
  "activity_sign_ups",
  "help_requests_matched",
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** The metrics that have a theme and a place (a new volunteer has neither). */
export const GROUPED_METRICS: readonly AnalyticsMetric[] = [
  "vacancies_published",
  "applications",
  "applications_accepted",
  "new_organizations",
  "activity_sign_ups",
];

/** A group smaller than this is never shown: the wire carries null, the screens "< 5". */
export const SMALL_GROUP = 5;

/** A count as it may be shown: null for 1 to SMALL_GROUP - 1. */
export const shownCount = (n: number): number | null => (n > 0 && n < SMALL_GROUP ? null : n);

/** The longest period one report covers (ten years and leap days). */
export const MAX_PERIOD_DAYS = 3660;

/** A figure of this period and of the one before it (null: fewer than five). */
export interface Comparison {
  current: number | null;
  previous: number | null;
}

export interface GroupFigure extends Comparison {
  /** A tag id ("12") for themes, a place name for places; "" for rows without one. */
  key: string;
  label: string;
}

export interface MonthFigure extends Comparison {
  /** "2024-03" (of the current period; previous is the same position in the period before). */
  month: string;
  previous_month: string;
}

export const ANALYTICS_REPORT_ATTRIBUTES = [
  "from",
  "to",
  "previous_from",
  "previous_to",
  "metric",
  "totals",
  "by_month",
  "by_theme",
  "by_place",
  "rolled_through",
] as const;

export interface AnalyticsReportAttributes {
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  /** The metric the breakdowns are of. */
  metric: AnalyticsMetric;
  totals: ({ metric: AnalyticsMetric } & Comparison)[];
  by_month: MonthFigure[];
  by_theme: GroupFigure[];
  by_place: GroupFigure[];
  /** The last day the roll-up has counted (null: never ran); later days count from tomorrow. */
  rolled_through: string | null;
}

export const ORGANIZATION_FIGURE_ATTRIBUTES = [
  "name",
  "vacancies_published",
  "applications",
  "accepted",
  "declined",
  "acceptance_rate",
  "median_response_hours",
] as const;

export interface OrganizationFigureAttributes {
  name: string;
  vacancies_published: number | null;
  applications: number | null;
  accepted: number | null;
  declined: number | null;
  /** accepted ÷ (accepted + declined), 0..1; null with fewer than five decisions. */
  acceptance_rate: number | null;
  /** The median hours to a first answer; null with fewer than five answers. */
  median_response_hours: number | null;
}

export const ORGANIZATION_FIGURE_SORTS = ["name", "vacancies_published", "applications", "acceptance_rate", "median_response_hours"] as const;

const period = { from: isoDate, to: isoDate } as const;

/** GET /analytics/organizations: every organization with figures in the period. */
export const organizationFigureList = {
  fields: { [ORGANIZATION_FIGURES]: ORGANIZATION_FIGURE_ATTRIBUTES },
  filter: period,
  sort: ORGANIZATION_FIGURE_SORTS,
  page: { defaultSize: 50, maxSize: 500 },
} as const satisfies QuerySpec;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const lastOfMonth = (date: string) => isoDay(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0));
const shiftMonths = (date: string, months: number) => {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + months, 1));
  return isoDay(d.getTime());
};

/**
 * The period before from..to: whole months (a year, a quarter) against the same number of months
 * before, any other period against as many days before it.
 */
export function previousPeriod(from: string, to: string) {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  if (from.endsWith("-01") && to === lastOfMonth(to)) {
    const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
    return { from: shiftMonths(from, -months), to: isoDay(start - day) };
  }
  const length = Date.parse(`${to}T00:00:00Z`) - start + day;
  return { from: isoDay(start - length), to: isoDay(start - day) };
}

/** The default period: the 365 days through today (the days since the roll-up are counted live). */
export function defaultPeriod(now = new Date()) {
  const day = 86_400_000;
  const today = new Date(Date.parse(now.toISOString().slice(0, 10)));
  return { from: new Date(today.getTime() - 364 * day).toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/** Whether from..to is a period a report covers: in order and at most MAX_PERIOD_DAYS long. */
export const isPeriod = (from: string, to: string) => from <= to && Date.parse(to) - Date.parse(from) < MAX_PERIOD_DAYS * 86_400_000;

// The centre's hours (docs/shifts-and-hours.md "The centre's hours"): approved minutes of the
// centre's organizations, per month, organization and theme (an organization's themes), over the
// same periods as the report. Sums of minutes, not counts of people: nothing is hidden as "< 5"
// (the centre's staff review each organization's hours by name already).

export const HOUR_FIGURES = "hour_figures";

export const HOUR_FIGURE_ATTRIBUTES = [
  "from",
  "to",
  "previous_from",
  "previous_to",
  "minutes",
  "records",
  "by_month",
  "by_organization",
  "by_theme",
  "year_minutes",
  "last_30_days_minutes",
  "pending_records",
  "pending_capped",
] as const;

/** Approved minutes (or records) in the period and in the one before it. */
export interface HourSums {
  current: number;
  previous: number;
}

export interface HourFigureAttributes {
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  minutes: HourSums;
  records: HourSums;
  /** Minutes per month of the period (previous: the same position in the period before). */
  by_month: ({ month: string; previous_month: string } & HourSums)[];
  /** Minutes per organization (key: its id), most first. */
  by_organization: ({ key: string; label: string } & HourSums)[];
  /** Minutes per theme of the organization (key: the tag id); an organization with two themes counts in both. */
  by_theme: ({ key: string; label: string } & HourSums)[];
  /** The dashboard's figure, whatever the period: approved minutes this calendar year and in the last 30 days (Dutch days, today included). */
  year_minutes: number;
  last_30_days_minutes: number;
  /** Records of the centre's organizations waiting for their admins' approval, counted up to DASHBOARD_COUNT_CAP. */
  pending_records: number;
  /** The count reached the cap: there are at least this many ("100+", as the dashboard's items). */
  pending_capped: boolean;
}

/** GET /analytics/hours: the centre's hours; from..to inclusive, default the last 365 days through today. */
export const hourFiguresShow = {
  fields: { [HOUR_FIGURES]: HOUR_FIGURE_ATTRIBUTES },
  filter: period,
} as const satisfies QuerySpec;

/**
 * GET /analytics: the report; from..to inclusive, default the last 365 days through today.
 * `include=hours`: the centre's hours over the same period (as GET /analytics/hours answers them),
 * in the same answer, for a page that shows both (/analytics: one call instead of two).
 */
export const analyticsShow = {
  include: ["hours"],
  // Sparse fieldsets name attributes and relationships alike.
  fields: { [ANALYTICS_REPORTS]: [...ANALYTICS_REPORT_ATTRIBUTES, "hours"], [HOUR_FIGURES]: HOUR_FIGURE_ATTRIBUTES },
  filter: { ...period, metric: z.enum(ANALYTICS_METRICS) },
} as const satisfies QuerySpec;
