import { listQuery } from "../../jsonapi/list-query";
import { sendList } from "../../jsonapi/list";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requireUser } from "../../auth/authenticate";
import { type User, users } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import { canSee } from "../../auth/organization-access";
import { type Actor, loadActor } from "../../auth/actor";
import { forbidden } from "../../jsonapi/errors";
import { toOrganizationResource } from "../organizations/serializer";
import { loadUserManager, managesUsers, missingUser, userVisibleTo } from "./access";
import { listUsers, organizationsByIds, rolesOfUsers } from "./managed-queries";
import { type ManagedUserResource, managedUserSerializer, toUserResource } from "./serializer";
import { managedUserQuery, usersIndexQuery } from "./schema";

const searchParams = (c: Context) => new URL(c.req.url).searchParams;

const resourceUrl = (c: Context) => (user: { id: string }) => `${new URL(c.req.url).origin}/api/v1/users/${user.id}`;

/** Users with their roles and the organizations (visible to the actor) they hold a role on. */
export async function toManagedResources(c: Context<AppEnv>, actor: Actor, rows: User[]): Promise<ManagedUserResource[]> {
  const { db, tenantId } = c.var;
  const roleRows = await rolesOfUsers(
    db,
    tenantId,
    rows.map((u) => u.id),
  );
  const orgIds = roleRows.filter((r) => r.resourceType === "Organization").map((r) => r.resourceId!);
  const orgs = new Map((await organizationsByIds(db, tenantId, orgIds)).filter((o) => canSee(actor, o)).map((o) => [o.id, o]));
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

/** GET /api/v1/users: staff, super admins, and organization admins for their organization. */
export const userList = listQuery(usersIndexQuery);
export async function listUsersRoute(c: Context<AppEnv>) {
  const query = userList.of(c);
  const actor = await loadUserManager(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) {
    if (query.filter.deleted === true) throw forbidden("Only staff and super admins see deleted accounts.");
    const orgId = query.filter.organization_id_eq;
    if (orgId === undefined || !actor.adminOrgIds.includes(orgId)) throw forbidden("Organization admins can only list the users of their own organization.");
  }
  const { rows, total } = await listUsers(c.var.db, c.var.tenantId, actor, query);
  return sendList(c, managedUserSerializer, await toManagedResources(c, actor, rows), query, { total, resourceUrl: resourceUrl(c) });
}

/** The tenant's user with this id when the actor may see it and it is not deleted; 404 otherwise. */
export async function findVisibleUser(c: Context<AppEnv>, actor: Actor, param: string): Promise<User> {
  const id = parseIntegerId(param);
  const { db, tenantId } = c.var;
  const user =
    id === undefined
      ? undefined
      : await db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.id, id), isNull(users.deletedAt), userVisibleTo(db, tenantId, actor)))
          .get();
  if (user === undefined) throw missingUser(param);
  return user;
}

/** One user as GET /users/:id answers it. */
export async function sendManagedUser(
  c: Context<AppEnv>,
  actor: Actor,
  user: User,
  query = parseQuery(searchParams(c), managedUserQuery),
  status: ContentfulStatusCode = 200,
) {
  const [resource] = await toManagedResources(c, actor, [user]);
  const document = await serializeDocument(managedUserSerializer, resource, {
    ...query,
    selfUrl: c.req.url,
  });
  // A new user (an invitation) is answered with where it can be read (JSON:API, issue 17).
  const headers: Record<string, string> = status === 201 ? { Location: new URL(`/api/v1/users/${user.id}`, c.req.url).href } : {};
  return sendDocument(c, document, status, headers);
}

/** GET /api/v1/users/:id: own id for anyone signed in; others by their managers (404 otherwise). */
export async function showUserRoute(c: Context<AppEnv>) {
  const query = parseQuery(searchParams(c), managedUserQuery);
  const me = requireUser(c);
  const param = c.req.param("id") ?? "";
  const actor = await loadActor(c);
  if (parseIntegerId(param) !== me.id && !managesUsers(actor)) throw forbidden("You are not allowed to manage users.");
  const user = await findVisibleUser(c, actor, param);
  return sendManagedUser(c, actor, user, query);
}
