import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations, users } from "../../db/accounts-schema";
import { organizationClaims as claims } from "../../db/organization-admins-schema";
import { organizationProfiles } from "../../db/organizations-schema";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { indexQuery } from "./schema";
import { type Actor } from "../../auth/actor";
import { requestQueue } from "../../auth/decided-requests";

// Every query names the request's tenant: another tenant's claim is one that does not exist.

const joined = (db: Database) =>
  db
    .select({
      claim: claims,
      organizationName: organizations.name,
      volunteerCenterId: organizations.volunteerCenterId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
    })
    .from(claims)
    .innerJoin(organizations, and(eq(organizations.tenantId, claims.tenantId), eq(organizations.id, claims.organizationId)))
    .innerJoin(users, and(eq(users.tenantId, claims.tenantId), eq(users.id, claims.userId)));

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export const findClaim = (db: Database, tenantId: TenantId, id: number) =>
  joined(db)
    .where(and(eq(claims.tenantId, tenantId), eq(claims.id, id)))
    .get();

/** The organization with its website, for a new claim. */
export const findOrganizationWithWebsite = (db: Database, tenantId: TenantId, id: number) =>
  db
    .select({ organization: organizations, website: organizationProfiles.website })
    .from(organizations)
    .leftJoin(organizationProfiles, and(eq(organizationProfiles.tenantId, organizations.tenantId), eq(organizationProfiles.organizationId, organizations.id)))
    .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id)))
    .get();

/** Staff (and super admins) see their centres' claims; everybody sees their own. A queue (requestQueue). */
export function listClaims(db: Database, tenantId: TenantId, actor: Actor, query: ParsedQuery<typeof indexQuery>) {
  const visible = actor.superAdmin
    ? undefined
    : or(eq(claims.userId, actor.user!.id), actor.staffCenterIds.length ? inArray(organizations.volunteerCenterId, actor.staffCenterIds) : undefined);
  return requestQueue(db, claims, tenantId, visible, query, (where) => joined(db).where(where));
}
