import { DASHBOARD_COUNT_CAP, type DashboardAudience, type DashboardKey, EXPIRING_DAYS, WAITING_DAYS } from "@contract/dashboard";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import { idParams } from "../../db/id-list";

// The dashboard's items (docs/analytics.md): one provider per count. A feature adds its item by
// adding one provider here (and its key to contract/dashboard); the route asks each provider
// whether it applies to the caller and counts only those.

export interface DashboardScope {
  db: Database;
  tenantId: TenantId;
  actor: Actor & { user: NonNullable<Actor["user"]> };
  /** The centre of the request when the caller is its staff or a super admin, else null. */
  staffCenterId: number | null;
  /** The tenant has one-on-one help (its routes answer 404 elsewhere). */
  oneOnOneHelp: boolean;
  /** Today and its neighbours, as the counts need them (UTC dates and ISO moments). */
  today: string;
  expiringUntil: string;
  waitingSince: string;
}

export interface DashboardProvider {
  key: DashboardKey;
  audience: DashboardAudience;
  applies: (s: DashboardScope) => boolean;
  /** The rows to count, as `SELECT 1 FROM ... WHERE ...`; counted up to the cap. */
  rows: (s: DashboardScope) => SQL;
}

const center = (s: DashboardScope) => s.staffCenterId ?? -1;
const isStaff = (s: DashboardScope) => s.staffCenterId !== null;
const runsOrganizations = (s: DashboardScope) => s.actor.adminOrgIds.length > 0;

// Vacancies of a set of organizations (by id or by centre) that are published and expire soon.
const expiring = (s: DashboardScope, organizations: SQL) => sql`
  SELECT 1 FROM vacancies v WHERE v.tenant_id = ${s.tenantId} AND v.status = 'published'
    AND v.expires_on BETWEEN ${s.today} AND ${s.expiringUntil} AND v.organization_id IN (${organizations})`;

// Applications still 'new' (received before `since`, when given) to vacancies of those organizations.
const waiting = (s: DashboardScope, organizations: SQL, since?: string) => sql`
  SELECT 1 FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
  WHERE a.tenant_id = ${s.tenantId} AND a.status = 'new' ${since ? sql`AND a.created_at < ${since}` : sql``}
    AND v.organization_id IN (${organizations})`;

// Claims or proposed edits still waiting for a decision, about those organizations.
const undecided = (s: DashboardScope, table: "organization_claims" | "organization_edit_proposals", organizations: SQL) => sql`
  SELECT 1 FROM ${sql.raw(table)} WHERE tenant_id = ${s.tenantId} AND status = 'pending' AND organization_id IN (${organizations})`;

const centerOrganizations = (s: DashboardScope) => sql`SELECT id FROM organizations WHERE tenant_id = ${s.tenantId} AND volunteer_center_id = ${center(s)}`;

export const DASHBOARD_PROVIDERS: DashboardProvider[] = [
  {
    key: "organizations_to_approve",
    audience: "center",
    applies: isStaff,
    rows: (s) => sql`SELECT 1 FROM organizations WHERE tenant_id = ${s.tenantId} AND status = 'pending' AND volunteer_center_id = ${center(s)}`,
  },
  {
    key: "activities_to_approve",
    audience: "center",
    applies: isStaff,
    rows: (s) => sql`SELECT 1 FROM activities WHERE tenant_id = ${s.tenantId} AND volunteer_center_id = ${center(s)} AND status = 'pending'`,
  },
  { key: "center_vacancies_expiring", audience: "center", applies: isStaff, rows: (s) => expiring(s, centerOrganizations(s)) },
  { key: "center_applications_waiting", audience: "center", applies: isStaff, rows: (s) => waiting(s, centerOrganizations(s), s.waitingSince) },
  {
    key: "conversations_reported",
    audience: "center",
    applies: isStaff,
    rows: (s) => sql`SELECT 1 FROM conversations WHERE tenant_id = ${s.tenantId} AND volunteer_center_id = ${center(s)} AND reported_at IS NOT NULL`,
  },
  {
    // "This is my organization" (docs/organization-claims.md): decided by the organization's centre.
    key: "organization_claims_waiting",
    audience: "center",
    applies: isStaff,
    rows: (s) => undecided(s, "organization_claims", centerOrganizations(s)),
  },
  {
    // Confirmed requests for help that no volunteer has been matched to yet (docs/one-on-one-help.md).
    key: "help_requests_unmatched",
    audience: "center",
    applies: (s) => isStaff(s) && s.oneOnOneHelp,
    rows: (s) => sql`SELECT 1 FROM help_requests WHERE tenant_id = ${s.tenantId} AND volunteer_center_id = ${center(s)} AND status = 'open'`,
  },
  {
    // Proposed edits of the centre's organizations (docs/organization-edit-proposals.md).
    key: "organization_edits_waiting",
    audience: "center",
    applies: isStaff,
    rows: (s) => undecided(s, "organization_edit_proposals", centerOrganizations(s)),
  },
  { key: "vacancies_expiring", audience: "organization", applies: runsOrganizations, rows: (s) => expiring(s, idParams(s.actor.adminOrgIds)) },
  { key: "applications_waiting", audience: "organization", applies: runsOrganizations, rows: (s) => waiting(s, idParams(s.actor.adminOrgIds), s.waitingSince) },
  { key: "applications_new", audience: "organization", applies: runsOrganizations, rows: (s) => waiting(s, idParams(s.actor.adminOrgIds)) },
  {
    // Members' proposed edits of the organizations the admin runs: theirs to decide.
    key: "organization_edits_to_decide",
    audience: "organization",
    applies: runsOrganizations,
    rows: (s) => undecided(s, "organization_edit_proposals", idParams(s.actor.adminOrgIds)),
  },
  {
    key: "my_open_applications",
    audience: "own",
    applies: () => true,
    rows: (s) => sql`SELECT 1 FROM applications WHERE tenant_id = ${s.tenantId} AND user_id = ${s.actor.user.id} AND status IN ('new', 'in_progress')`,
  },
  {
    // Sign-ups holding (or waiting for) a place in an activity that is not over yet.
    key: "my_sign_ups",
    audience: "own",
    applies: () => true,
    rows: (s) => sql`
      SELECT 1 FROM activity_sign_ups su JOIN activities act ON act.id = su.activity_id
      WHERE su.tenant_id = ${s.tenantId} AND su.user_id = ${s.actor.user.id} AND su.status IN ('confirmed', 'waiting')
        AND act.last_date >= ${s.today} AND act.status = 'approved'`,
  },
  {
    key: "unread_conversations",
    audience: "own",
    applies: () => true,
    rows: (s) => sql`SELECT 1 FROM conversation_participants WHERE tenant_id = ${s.tenantId} AND user_id = ${s.actor.user.id} AND unread_count > 0`,
  },
];

/**
 * Each applying provider's count, capped: one statement per item, each reading at most cap + 1
 * rows, all in one D1 batch. Apart (in parallel) they were one D1 call each, whose sending and
 * answer cost the api worker's JavaScript more than the counts (a centre's staff: 14 calls).
 */
export async function countItems(s: DashboardScope, providers = DASHBOARD_PROVIDERS) {
  const applying = providers.filter((p) => p.applies(s));
  const [first, ...rest] = applying.map((p) => s.db.get<{ n: number } | undefined>(sql`SELECT COUNT(*) AS n FROM (${p.rows(s)} LIMIT ${DASHBOARD_COUNT_CAP})`));
  const counts = first ? await s.db.batch([first, ...rest]) : [];
  return applying.map((p, i) => {
    const count = counts[i]?.n ?? 0;
    return { id: p.key, audience: p.audience, count, capped: count >= DASHBOARD_COUNT_CAP };
  });
}

/** The dates the providers compare with. */
export function datesOf(now: Date) {
  const day = 86_400_000;
  return {
    today: now.toISOString().slice(0, 10),
    expiringUntil: new Date(now.getTime() + EXPIRING_DAYS * day).toISOString().slice(0, 10),
    waitingSince: new Date(now.getTime() - WAITING_DAYS * day).toISOString(),
  };
}
