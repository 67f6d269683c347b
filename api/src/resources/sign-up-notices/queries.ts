import { and, eq, isNotNull } from "drizzle-orm";
import { existsInTenantWhere } from "../../db/find-in-tenant";
import { roles, users } from "../../db/accounts-schema";
import type { Database } from "../../db/client";
import type { TenantId } from "../../tenancy";
import { holding } from "../roles/queries";

export const setSignUpNotice = (db: Database, tenantId: TenantId, userId: number, on: boolean) =>
  db
    .update(users)
    .set({ signUpNotice: on ? 1 : 0 })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));

/** The centre's active staff who have not switched the notice off, with what their mail needs. */
export const staffToTell = (db: Database, tenantId: TenantId, centerId: number) =>
  db
    .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .innerJoin(roles, holding(tenantId, { name: "staff", resourceType: "VolunteerCenter", resourceId: centerId }))
    .where(and(eq(users.tenantId, tenantId), eq(users.signUpNotice, 1), eq(users.status, "active"), isNotNull(users.email)))
    .all();

/** Whether the user holds any role: an organization's admin from its sign-up, or someone invited. */
export const holdsAnyRole = (db: Database, tenantId: TenantId, userId: number) => existsInTenantWhere(db, roles, tenantId, eq(roles.userId, userId));
