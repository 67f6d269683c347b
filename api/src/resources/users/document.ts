import type { Context } from "hono";
import type { Organization, Role, User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import type { ParsedQuery, QuerySpec } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { type Actor, rolesOf } from "../../auth/actor";
import { canSee } from "../../auth/organization-access";
import { toOrganizationResource } from "../organizations/serializer";
import { rolesAndOrganizations } from "./managed-queries";
import { type ManagedUserResource, managedUserSerializer, toUserResource, userSerializer } from "./serializer";

/** One user as a JSON:API document; roles are always read (their linkage is always sent). */
export async function userDocument(c: Context<AppEnv>, user: User, query: ParsedQuery<QuerySpec>) {
  const roles = await rolesOf(c, user.id);
  return serializeDocument(userSerializer, toUserResource(user, roles), { include: query.include, fields: query.fields, selfUrl: c.req.url });
}

/** Users with their roles and the organizations (visible to the actor) they hold a role on, read with them (rolesAndOrganizations). */
export function managedResources(actor: Actor, rows: User[], roleRows: Role[], organizationRows: Organization[]): ManagedUserResource[] {
  const orgs = new Map(organizationRows.filter((o) => canSee(actor, o)).map((o) => [o.id, o]));
  return rows.map((user) => {
    const mine = roleRows.filter((r) => r.userId === user.id);
    const orgIdsOfUser = [...new Set(mine.filter((r) => r.resourceType === "Organization").map((r) => r.resourceId!))].sort((a, b) => a - b);
    return {
      ...toUserResource(user, mine),
      last_sign_in_at: user.lastSignInAt,
      removal_due_at: user.removalDueAt,
      organizations: orgIdsOfUser
        .map((id) => orgs.get(id))
        .filter((o) => o !== undefined)
        .map(toOrganizationResource),
    };
  });
}

/** One user as GET /users/:id answers it (and every write that answers with the user). */
export async function managedUserDocument(
  c: Context<AppEnv>,
  actor: Actor,
  user: User,
  query: ParsedQuery<QuerySpec>,
  // Read with the user already (GET /users/:id's guard), else read here.
  read?: { roles: Role[]; organizations: Organization[] },
) {
  const [roleRows, organizationRows] = read
    ? [read.roles, read.organizations]
    : await c.var.db.batch(rolesAndOrganizations(c.var.db, c.var.tenantId, [user.id]));
  const [resource] = managedResources(actor, [user], roleRows, organizationRows);
  return serializeDocument(managedUserSerializer, resource, { ...query, selfUrl: c.req.url });
}

/** Where a user is read: a new user (an invitation) is answered with it (JSON:API, issue 17). */
export const userUrl = (requestUrl: string, id: number | string) => new URL(`/api/v1/users/${id}`, requestUrl).href;
