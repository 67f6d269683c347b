import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations } from "../../db/accounts-schema";
import { organizationAdminInvitations as invitations } from "../../db/organization-admins-schema";
import type { TenantId } from "../../tenancy";
import { type Actor } from "../../auth/actor";
import { pageOffset, pageWithTotal, totalBeside } from "../../jsonapi/pagination";

// Every query names the request's tenant: another tenant's invitation is one that does not exist.

const columns = {
  invitation: invitations,
  organizationName: organizations.name,
  volunteerCenterId: organizations.volunteerCenterId,
};

// An invitation's organization, in the same tenant.
const ofOrganization = and(eq(organizations.tenantId, invitations.tenantId), eq(organizations.id, invitations.organizationId));

const joined = (db: Database) => db.select(columns).from(invitations).innerJoin(organizations, ofOrganization);

export type InvitationRow = Awaited<ReturnType<typeof findInvitation>> & {};

export function findInvitation(db: Database, tenantId: TenantId, id: number) {
  return joined(db)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .get();
}

export function findInvitationByDigest(db: Database, tenantId: TenantId, digest: string) {
  return joined(db)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.tokenDigest, digest), isNull(invitations.acceptedAt)))
    .get();
}

export function findOpenInvitation(db: Database, tenantId: TenantId, organizationId: number, email: string) {
  return db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.tenantId, tenantId), eq(invitations.organizationId, organizationId), eq(invitations.email, email), isNull(invitations.acceptedAt)),
    )
    .get();
}

/**
 * The open invitations of the organizations the actor may edit: one organization when asked,
 * else every one of theirs (a super admin: the tenant's; staff: their centres'; admins: their own).
 */
export async function listInvitations(
  db: Database,
  tenantId: TenantId,
  actor: Actor,
  organizationId: number | undefined,
  page: { number: number; size: number },
) {
  const mine = actor.superAdmin
    ? undefined
    : or(
        actor.staffCenterIds.length ? inArray(organizations.volunteerCenterId, actor.staffCenterIds) : undefined,
        actor.adminOrgIds.length ? inArray(organizations.id, actor.adminOrgIds) : undefined,
      );
  if (!actor.superAdmin && mine === undefined) return { rows: [], total: 0 };
  const where = and(
    eq(invitations.tenantId, tenantId),
    isNull(invitations.acceptedAt),
    organizationId === undefined ? undefined : eq(invitations.organizationId, organizationId),
    mine,
  );
  // One statement: the page with the list's length beside each row (an organization's open
  // invitations are few); a page past the end is counted alone.
  const rows = await db
    .select({ ...columns, total: totalBeside() })
    .from(invitations)
    .innerJoin(organizations, ofOrganization)
    .where(where)
    .orderBy(asc(organizations.name), asc(invitations.email), asc(invitations.id))
    .limit(page.size)
    .offset(pageOffset(page))
    .all();
  return pageWithTotal(rows, page, async () => {
    const [counted] = await db.select({ total: count() }).from(invitations).innerJoin(organizations, ofOrganization).where(where).all();
    return counted?.total ?? 0;
  });
}
