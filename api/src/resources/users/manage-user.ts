import { givenColumns } from "../../db/given-columns";
import { deleteUserTokens } from "../../auth/token-store";
import type { User } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import { forbidden } from "../../jsonapi/errors";
import type { TenantId } from "../../tenancy";
import { updateUser } from "./queries";
import type { manageAttributes } from "./schema";

/**
 * PATCH /api/v1/users/:id: names, phone, locale and status (active, inactive, archived) for staff
 * and super admins. Inactive or archived ends all of the user's sessions in the same batch; one's
 * own account is not deactivated here (403).
 */
export async function updateManagedUser(db: Database, tenantId: TenantId, callerId: number, target: User, attrs: ReturnType<typeof manageAttributes.parse>) {
  if (attrs.status !== undefined && attrs.status !== "active" && target.id === callerId)
    throw forbidden("You cannot deactivate your own account here.", "/data/attributes/status");
  const values: Partial<User> = givenColumns(attrs, { first_name: "firstName", last_name: "lastName", phone: "phone", locale: "locale", status: "status" });
  const update = updateUser(db, tenantId, target.id, values);
  if (attrs.status === "inactive" || attrs.status === "archived") await db.batch([update, deleteUserTokens(db, tenantId, target.id)]);
  else await update.run();
}
