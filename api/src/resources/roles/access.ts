import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { type Actor } from "../../auth/actor";
import { organizations } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { volunteerCenters } from "../../db/schema";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { findVisibleUser, loadUserManager } from "../users/access";
import type { RoleSpec } from "./queries";
import type { RoleAttributes } from "./schema";
import { existsInTenantWhere, findInTenant } from "../../db/find-in-tenant";

/** The resource type each role name is scoped to (docs/roles.md). */
const SCOPE = {
  super_admin: null,
  staff: "VolunteerCenter",
  admin: "Organization",
  member: "Organization",
} as const;

/** The caller who manages users (401, 403) and the path's user they may see (404). */
export async function roleHolder(c: Context<AppEnv>) {
  const actor = await loadUserManager(c);
  const user = await findVisibleUser(c, actor, c.req.param("id") ?? "");
  return { actor, user };
}

/** The role the body names, checked for scope (422), tenant (404) and the actor's power over it (403). */
export async function checkRole(db: Database, tenantId: TenantId, actor: Actor, attrs: RoleAttributes): Promise<RoleSpec> {
  const scope = SCOPE[attrs.name];
  if (attrs.resource_type !== scope) throw fieldError("resource_type", `A ${attrs.name} role is scoped to ${scope ?? "nothing (null)"}.`, "invalid");
  if ((attrs.resource_id === null) !== (scope === null))
    throw fieldError("resource_id", scope === null ? "A global role has no resource id." : "Resource id can't be blank.", scope === null ? "invalid" : "blank");
  const id = attrs.resource_id;
  const missing = () =>
    notFound(`There is no ${scope} ${id}.`, {
      pointer: "/data/attributes/resource_id",
    });
  let allowed = actor.superAdmin;
  if (scope === "VolunteerCenter") {
    if (!(await existsInTenantWhere(db, volunteerCenters, tenantId, eq(volunteerCenters.id, id!)))) throw missing();
    allowed ||= actor.staffCenterIds.includes(id!);
  } else if (scope === "Organization") {
    const org = await findInTenant(db, organizations, tenantId, id!);
    if (org === undefined) throw missing();
    allowed ||= actor.adminOrgIds.includes(org.id) || (org.volunteerCenterId !== null && actor.staffCenterIds.includes(org.volunteerCenterId));
  }
  if (!allowed) throw forbidden("You are not allowed to grant or remove this role.", "/data/attributes/name");
  return { name: attrs.name, resourceType: scope, resourceId: id };
}
