import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { organizations, roles } from "../../db/accounts-schema";
import { volunteerCenters } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { integerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { type Actor } from "../../auth/actor";
import { ROLES, ROLE_NAMES } from "../roles/serializer";
import { loadUserManager } from "./access";
import { findVisibleUser, sendManagedUser } from "./managed-routes";
import { managedUserQuery } from "./schema";

const roleAttributes = z
  .object({
    name: z.enum(ROLE_NAMES, {
      errorMap: () => ({
        message: "Name must be one of: super_admin, staff, admin, member.",
      }),
    }),
    resource_type: z
      .enum(["Organization", "VolunteerCenter"], {
        errorMap: () => ({
          message: "Resource type must be Organization, VolunteerCenter or null.",
        }),
      })
      .nullable()
      .default(null),
    resource_id: z
      .union([integerId, z.number().int().positive().safe()], {
        errorMap: () => ({
          message: "Resource id must be a positive integer.",
        }),
      })
      .nullable()
      .default(null),
  })
  .strict();

/** The resource type each role name is scoped to (docs/roles.md). */
const SCOPE = {
  super_admin: null,
  staff: "VolunteerCenter",
  admin: "Organization",
  member: "Organization",
} as const;

interface RoleSpec {
  name: (typeof ROLE_NAMES)[number];
  resourceType: "Organization" | "VolunteerCenter" | null;
  resourceId: number | null;
}

/** The role the body names, checked for shape, tenant and the actor's power over it. */
async function readRole(c: Context<AppEnv>, actor: Actor): Promise<RoleSpec> {
  const input = await readResourceDocument(c, [ROLES]);
  const attrs = parseValues(roleAttributes, input.attributes);
  const scope = SCOPE[attrs.name];
  if (attrs.resource_type !== scope) throw fieldError("resource_type", `A ${attrs.name} role is scoped to ${scope ?? "nothing (null)"}.`, "invalid");
  if ((attrs.resource_id === null) !== (scope === null))
    throw fieldError("resource_id", scope === null ? "A global role has no resource id." : "Resource id can't be blank.", scope === null ? "invalid" : "blank");
  const { db, tenantId } = c.var;
  const id = attrs.resource_id;
  const missing = () =>
    notFound(`There is no ${scope} ${id}.`, {
      pointer: "/data/attributes/resource_id",
    });
  let allowed = actor.superAdmin;
  if (scope === "VolunteerCenter") {
    const center = await db
      .select({ id: volunteerCenters.id })
      .from(volunteerCenters)
      .where(and(eq(volunteerCenters.tenantId, tenantId), eq(volunteerCenters.id, id!)))
      .get();
    if (center === undefined) throw missing();
    allowed ||= actor.staffCenterIds.includes(id!);
  } else if (scope === "Organization") {
    const org = await db
      .select()
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenantId), eq(organizations.id, id!)))
      .get();
    if (org === undefined) throw missing();
    allowed ||= actor.adminOrgIds.includes(org.id) || (org.volunteerCenterId !== null && actor.staffCenterIds.includes(org.volunteerCenterId));
  }
  if (!allowed) throw forbidden("You are not allowed to grant or remove this role.", "/data/attributes/name");
  return { name: attrs.name, resourceType: scope, resourceId: id };
}

function roleMatches(tenantId: string, userId: number, role: RoleSpec) {
  return and(
    eq(roles.tenantId, tenantId),
    eq(roles.userId, userId),
    eq(roles.name, role.name),
    role.resourceType === null ? isNull(roles.resourceType) : eq(roles.resourceType, role.resourceType),
    role.resourceId === null ? isNull(roles.resourceId) : eq(roles.resourceId, role.resourceId),
  );
}

/** The answer of both: the user with its roles (included unless the client asks otherwise). */
function answerQuery(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  const query = parseQuery(url.searchParams, managedUserQuery);
  return url.searchParams.has("include") ? query : { ...query, include: ["roles"] };
}

/** PUT /api/v1/users/:id/add_role: idempotent; 200 with the user and its roles. */
export async function addRole(c: Context<AppEnv>) {
  const query = answerQuery(c);
  const actor = await loadUserManager(c);
  const user = await findVisibleUser(c, actor, c.req.param("id") ?? "");
  const role = await readRole(c, actor);
  await c.var.db
    .insert(roles)
    .values({ tenantId: c.var.tenantId, userId: user.id, ...role })
    .onConflictDoNothing()
    .run();
  return sendManagedUser(c, actor, user, query);
}

/** DELETE /api/v1/users/:id/remove_role: 404 when the user does not hold the role. */
export async function removeRole(c: Context<AppEnv>) {
  const query = answerQuery(c);
  const actor = await loadUserManager(c);
  const user = await findVisibleUser(c, actor, c.req.param("id") ?? "");
  const role = await readRole(c, actor);
  const deleted = await c.var.db
    .delete(roles)
    .where(roleMatches(c.var.tenantId, user.id, role))
    .returning({ id: roles.id })
    .all();
  if (deleted.length === 0)
    throw notFound(`User ${user.id} does not hold this role.`, {
      pointer: "/data/attributes",
    });
  return sendManagedUser(c, actor, user, query);
}
