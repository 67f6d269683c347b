import type { Context } from "hono";
import { deleteUserTokens } from "../../auth/token-store";
import type { User } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { parseValues } from "../../jsonapi/validation";
import { forbidden } from "../../jsonapi/errors";
import { listUserRoles } from "../roles/queries";
import { loadUserManager, staffMayActOn } from "./access";
import { findVisibleUser, sendManagedUser } from "./managed-routes";
import { findUserById, updateUser } from "./queries";
import { USER_TYPES, manageAttributes, managedUserQuery } from "./schema";

/**
 * The user `param` names, for the writes of staff and super admins: 401 anonymous, 403 for
 * volunteers, 404 when the caller cannot see the user, 403 for organization admins, 404 when
 * staff see the user only through an organization they admin, 403 for staff and a super admin or
 * staff of another centre.
 */
export async function findManagedUser(c: Context<AppEnv>, param: string): Promise<User> {
  const actor = await loadUserManager(c);
  await findVisibleUser(c, actor, param);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins can manage accounts.");
  const user = await findVisibleUser(c, { ...actor, adminOrgIds: [] }, param);
  if (!staffMayActOn(actor, await listUserRoles(c.var.db, c.var.tenantId, user.id)))
    throw forbidden("Staff cannot manage a super admin's account or staff of another centre.");
  return user;
}

/**
 * PATCH /api/v1/users/:id: names, phone, locale and status (active, inactive, archived) for staff
 * and super admins. Inactive or archived ends all of the user's sessions in the same batch.
 */
export async function updateManagedUser(c: Context<AppEnv>) {
  const query = parseQuery(new URL(c.req.url).searchParams, managedUserQuery);
  const target = await findManagedUser(c, c.req.param("id") ?? "");
  const input = await readResourceDocument(c, USER_TYPES, { id: target.id });
  const attrs = parseValues(manageAttributes, input.attributes);
  const { db, tenantId } = c.var;
  if (attrs.status !== undefined && attrs.status !== "active" && target.id === c.var.currentUser!.id)
    throw forbidden("You cannot deactivate your own account here.", "/data/attributes/status");
  const values: Partial<User> = {
    ...(attrs.first_name !== undefined && { firstName: attrs.first_name }),
    ...(attrs.last_name !== undefined && { lastName: attrs.last_name }),
    ...(attrs.phone !== undefined && { phone: attrs.phone }),
    ...(attrs.locale !== undefined && { locale: attrs.locale }),
    ...(attrs.status !== undefined && { status: attrs.status }),
  };
  const update = updateUser(db, tenantId, target.id, values);
  if (attrs.status === "inactive" || attrs.status === "archived") await db.batch([update, deleteUserTokens(db, tenantId, target.id)]);
  else await update.run();
  const user = await findUserById(db, tenantId, target.id);
  const actor = await loadUserManager(c);
  return sendManagedUser(c, actor, user!, query);
}
