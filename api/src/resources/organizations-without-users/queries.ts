import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import { organizations } from "../../db/accounts-schema";
import { organizationProfiles } from "../../db/organizations-schema";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { pageAndCount } from "../../jsonapi/pagination";

/**
 * The organizations nobody holds a role on (no admin, no member), not archived, by name: of the
 * actor's centres (super admins: the tenant's), each with its contact address. One page and the total.
 */
export async function listWithoutUsers(db: Database, tenantId: TenantId, actor: Actor, page: { number: number; size: number }) {
  const where = and(
    eq(organizations.tenantId, tenantId),
    ne(organizations.status, "archived"),
    actor.superAdmin ? undefined : inArray(organizations.volunteerCenterId, actor.staffCenterIds),
    sql`NOT EXISTS (SELECT 1 FROM roles r WHERE r.tenant_id = ${organizations.tenantId}
          AND r.resource_type = 'Organization' AND r.resource_id = ${organizations.id})`,
  );
  return pageAndCount(
    db,
    // Each with its own contact address (its profile's; staff see it whatever its visibility): where a bulk invitation goes.
    db
      .select({ organization: organizations, email: organizationProfiles.email })
      .from(organizations)
      .leftJoin(organizationProfiles, and(eq(organizationProfiles.tenantId, organizations.tenantId), eq(organizationProfiles.organizationId, organizations.id)))
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id)),
    db
      .select({ total: sql<number>`count(*)` })
      .from(organizations)
      .where(where),
    page,
  );
}
