import type { QuerySpec } from "../list";

// The start page after signing in (docs/analytics.md): what waits for the signed-in user, one
// count per item. Each item comes from one provider in the api
// (api/src/resources/dashboard/providers.ts); a feature adds its key here, its provider there and
// its link and text on the web (app/.server/dashboard.ts).

export const DASHBOARD_ITEMS = "dashboard_items";

export const DASHBOARD_KEYS = [
  // Centre staff (and super admins) at their centre.
  "organizations_to_approve",
  "activities_to_approve",
  "center_vacancies_expiring",
  "center_applications_waiting",
  "conversations_reported",
  "organization_claims_waiting",
  "help_requests_unmatched",
  "organization_edits_waiting",
  // Organization admins, for the organizations they run.
  "vacancies_expiring",
  "applications_waiting",
  "applications_new",
  "organization_edits_to_decide",
  // Everyone signed in, their own.
  "my_open_applications",
  "my_sign_ups",
  "unread_conversations",
] as const;
export type DashboardKey = (typeof DASHBOARD_KEYS)[number];

/** Whose work an item is: the screen groups them. */
export const DASHBOARD_AUDIENCES = ["center", "organization", "own"] as const;
export type DashboardAudience = (typeof DASHBOARD_AUDIENCES)[number];

/** Counts stop here: "100+" says enough, and no count reads more than this many index entries. */
export const DASHBOARD_COUNT_CAP = 100;

/** Days before an unanswered application is said to wait too long; a vacancy "expires soon". */
export const WAITING_DAYS = 7;
export const EXPIRING_DAYS = 7;

export const DASHBOARD_ITEM_ATTRIBUTES = ["audience", "count", "capped"] as const;

export interface DashboardItemAttributes {
  audience: DashboardAudience;
  count: number;
  /** The count reached DASHBOARD_COUNT_CAP: there are at least this many. */
  capped: boolean;
}

/** GET /dashboard: the items of the caller, in DASHBOARD_KEYS order; the id is the key. */
export const dashboardList = {
  fields: { [DASHBOARD_ITEMS]: DASHBOARD_ITEM_ATTRIBUTES },
} as const satisfies QuerySpec;
