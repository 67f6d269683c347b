import { and, eq, inArray, or } from "drizzle-orm";
import { organizations, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { organizationEditProposals as proposals } from "../../db/organization-admins-schema";
import { organizationAddresses, organizationProfiles } from "../../db/organizations-schema";
import type { ParsedQuery } from "../../jsonapi/query";
import type { TenantId } from "../../tenancy";
import type { indexQuery } from "./schema";
import { type Actor } from "../../auth/actor";
import { requestQueue } from "../../auth/decided-requests";

// Every query names the request's tenant: another tenant's proposal is one that does not exist.

/** A proposal with its organization (and the organization's current details) and its proposer. */
const joined = (db: Database) =>
  db
    .select({
      proposal: proposals,
      organization: organizations,
      profile: organizationProfiles,
      address: organizationAddresses,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
    })
    .from(proposals)
    .innerJoin(organizations, and(eq(organizations.tenantId, proposals.tenantId), eq(organizations.id, proposals.organizationId)))
    .innerJoin(users, and(eq(users.tenantId, proposals.tenantId), eq(users.id, proposals.userId)))
    .leftJoin(
      organizationProfiles,
      and(eq(organizationProfiles.tenantId, proposals.tenantId), eq(organizationProfiles.organizationId, proposals.organizationId)),
    )
    .leftJoin(
      organizationAddresses,
      and(eq(organizationAddresses.tenantId, proposals.tenantId), eq(organizationAddresses.organizationId, proposals.organizationId)),
    );

export type ProposalRow = NonNullable<Awaited<ReturnType<typeof findProposal>>>;

export const findProposal = (db: Database, tenantId: TenantId, id: number) =>
  joined(db)
    .where(and(eq(proposals.tenantId, tenantId), eq(proposals.id, id)))
    .get();

/**
 * What the actor sees: their own proposals, those of organizations they admin, and (staff) of
 * their centres' organizations; a super admin the tenant's.
 */
function visibleTo(actor: Actor) {
  if (actor.superAdmin) return undefined;
  return or(
    eq(proposals.userId, actor.user!.id),
    actor.adminOrgIds.length ? inArray(proposals.organizationId, actor.adminOrgIds) : undefined,
    actor.staffCenterIds.length ? inArray(organizations.volunteerCenterId, actor.staffCenterIds) : undefined,
  );
}

/** A queue (requestQueue). */
export const listProposals = (db: Database, tenantId: TenantId, actor: Actor, query: ParsedQuery<typeof indexQuery>) =>
  requestQueue(db, proposals, tenantId, visibleTo(actor), query, (where) => joined(db).where(where));
