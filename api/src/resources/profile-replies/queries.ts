import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { inIdList } from "../../db/id-list";
import type { Page } from "../../jsonapi/query-spec";
import { pageOffset } from "../../jsonapi/pagination";
import type { TenantId } from "../../tenancy";

// Every query names the tenant.

/** A reply with the names its documents show. */
export interface ReplyRow {
  id: number;
  organization_id: number;
  volunteer_id: number;
  sender_id: number | null;
  vacancy_id: number | null;
  message: string;
  status: "pending" | "accepted" | "declined";
  conversation_id: number | null;
  answered_at: string | null;
  created_at: string;
  organization_name: string;
  volunteer_name: string | null;
  vacancy_title: string | null;
  volunteer_center_id: number | null;
}

const SELECT = sql`SELECT r.id, r.organization_id, r.volunteer_id, r.sender_id, r.vacancy_id, r.message, r.status, r.conversation_id,
    r.answered_at, r.created_at, o.name AS organization_name, o.volunteer_center_id, u.first_name AS volunteer_name, v.title AS vacancy_title
  FROM profile_replies r
  JOIN organizations o ON o.id = r.organization_id AND o.tenant_id = r.tenant_id
  JOIN users u ON u.id = r.volunteer_id AND u.tenant_id = r.tenant_id
  LEFT JOIN vacancies v ON v.id = r.vacancy_id AND v.tenant_id = r.tenant_id`;

export async function findReply(db: Database, tenantId: TenantId, id: number): Promise<ReplyRow | undefined> {
  const [row] = await db.all<ReplyRow>(sql`${SELECT} WHERE r.tenant_id = ${tenantId} AND r.id = ${id}`);
  return row;
}

/** One page of the replies to a volunteer, or of those sent by these organizations, newest first. */
export async function listReplies(db: Database, tenantId: TenantId, who: { volunteerId: number } | { organizationIds: number[] }, page: Page) {
  const where: SQL =
    "volunteerId" in who
      ? sql`r.tenant_id = ${tenantId} AND r.volunteer_id = ${who.volunteerId}`
      : sql`r.tenant_id = ${tenantId} AND ${inIdList(sql`r.organization_id`, who.organizationIds)}`;
  const [rows, [{ n }]] = await db.batch([
    db.all<ReplyRow>(sql`${SELECT} WHERE ${where} ORDER BY r.id DESC LIMIT ${page.size} OFFSET ${pageOffset(page)}`),
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM profile_replies r WHERE ${where}`),
  ]);
  return { rows, total: n };
}

/** How many replies the organization sent in the last 24 hours, and when the oldest of them was. */
export async function repliesToday(db: Database, tenantId: TenantId, organizationId: number, since: string) {
  const [row] = await db.all<{ n: number; oldest: string | null }>(
    sql`SELECT count(*) AS n, min(created_at) AS oldest FROM profile_replies WHERE tenant_id = ${tenantId} AND organization_id = ${organizationId} AND created_at > ${since}`,
  );
  return row!;
}

/** A reply still waiting for the volunteer's answer from this organization. */
export async function pendingReply(db: Database, tenantId: TenantId, organizationId: number, volunteerId: number) {
  const [row] = await db.all<{ id: number }>(
    sql`SELECT id FROM profile_replies WHERE tenant_id = ${tenantId} AND organization_id = ${organizationId} AND volunteer_id = ${volunteerId} AND status = 'pending' LIMIT 1`,
  );
  return row;
}
