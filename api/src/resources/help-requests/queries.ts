import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Page } from "../../jsonapi/query-spec";
import { pageOffset } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";
import type { HelpRequestStatus } from "@contract/help-requests";
import type { Locale } from "@contract/locales";
import { idParams } from "../../db/id-list";

// Every query names the tenant.

/** A request with the matched volunteer's name. */
export interface HelpRequestRow {
  id: number;
  volunteer_center_id: number;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  what: string;
  how_often: "once" | "weekly" | "monthly" | "now_and_then";
  area: string;
  status: HelpRequestStatus;
  volunteer_id: number | null;
  follow_up: string | null;
  confirmed_at: string | null;
  matched_at: string | null;
  created_at: string;
  volunteer_name: string | null;
  /** The match's conversation (conversations_help_request: one per request and volunteer). */
  conversation_id: number | null;
}

export interface OfferRow {
  id: number;
  help_request_id: number;
  volunteer_id: number;
  volunteer_name: string;
  message: string | null;
  created_at: string;
}

const SELECT = sql`SELECT r.id, r.volunteer_center_id, r.name, r.email, r.phone, r.locale, r.what, r.how_often, r.area, r.status,
    r.volunteer_id, r.follow_up, r.confirmed_at, r.matched_at, r.created_at,
    trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS volunteer_name,
    (SELECT cv.id FROM conversations cv WHERE cv.tenant_id = r.tenant_id AND cv.subject_type = 'HelpRequest'
      AND cv.subject_id = r.id AND cv.volunteer_id = r.volunteer_id) AS conversation_id
  FROM help_requests r
  LEFT JOIN users u ON u.id = r.volunteer_id AND u.tenant_id = r.tenant_id`;

export async function findHelpRequest(db: Database, tenantId: TenantId, id: number): Promise<HelpRequestRow | undefined> {
  const [row] = await db.all<HelpRequestRow>(sql`${SELECT} WHERE r.tenant_id = ${tenantId} AND r.id = ${id}`);
  return row;
}

/**
 * One page of a centre's requests, newest first: every one for its staff; for anybody else the
 * open ones and those matched to them (never an unconfirmed one).
 */
export async function listHelpRequests(
  db: Database,
  tenantId: TenantId,
  centerId: number,
  who: { staff: true } | { volunteerId: number },
  status: HelpRequestStatus | undefined,
  page: Page,
) {
  const conditions: SQL[] = [sql`r.tenant_id = ${tenantId}`, sql`r.volunteer_center_id = ${centerId}`];
  if ("volunteerId" in who) conditions.push(sql`(r.status = 'open' OR r.volunteer_id = ${who.volunteerId})`);
  if (status !== undefined) conditions.push(sql`r.status = ${status}`);
  const where = sql.join(conditions, sql` AND `);
  const [rows, [{ n }]] = await db.batch([
    db.all<HelpRequestRow>(sql`${SELECT} WHERE ${where} ORDER BY r.id DESC LIMIT ${page.size} OFFSET ${pageOffset(page)}`),
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM help_requests r WHERE ${where}`),
  ]);
  return { rows, total: n };
}

/** The offers on these requests, oldest first, with the volunteers' names. */
export async function offersOn(db: Database, tenantId: TenantId, requestIds: number[]): Promise<OfferRow[]> {
  if (requestIds.length === 0) return [];
  return db.all<OfferRow>(sql`SELECT o.id, o.help_request_id, o.volunteer_id, o.message, o.created_at,
      trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS volunteer_name
    FROM help_offers o JOIN users u ON u.id = o.volunteer_id AND u.tenant_id = o.tenant_id
    WHERE o.tenant_id = ${tenantId} AND o.help_request_id IN (${idParams(requestIds)})
    ORDER BY o.id`);
}
