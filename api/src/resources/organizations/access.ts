import { canEditOrganization, canManageOrganization } from "@contract/users";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { type Actor } from "../../auth/actor";
import type { Organization } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";

/** Super admins, and staff of the organization's centre: status, type, archive, move. */
export const canManage = (actor: Actor, org: Organization) => canManageOrganization(actor, org);

/** Managers and the organization's own admins: name, profile, address. */
export const canEdit = (actor: Actor, org: Organization) => canEditOrganization(actor, org);

/** Approved ones are public; the rest only to managers and the organization's own people. */
export const canSee = (actor: Actor, org: Organization) => org.status === "approved" || canManage(actor, org) || actor.memberOrgIds.includes(org.id);

export const missingOrganization = (id: string) => notFound(`There is no organization ${id}.`);

/**
 * The gate of every write: 401 without a user, 404 when the caller may not even see the
 * organization (existence does not leak), 403 when they see it but `allowed` says no.
 */
export function authorize(
  c: Context<AppEnv>,
  actor: Actor,
  org: Organization | undefined,
  id: string,
  allowed: (actor: Actor, org: Organization) => boolean,
): Organization {
  requireUser(c);
  if (org === undefined || !canSee(actor, org)) throw missingOrganization(id);
  if (!allowed(actor, org)) throw forbidden("You are not allowed to do this to this organization.");
  return org;
}
