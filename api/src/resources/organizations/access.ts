import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { type Actor, loadActor } from "../../auth/actor";
import { canSee, missingOrganization } from "../../auth/organization-access";
import type { Organization } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { findOrganization } from "./read-queries";
import type { OrganizationRow } from "./serializer";

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

/** The organization of the path, for a write `allowed` permits, after the gate above (401, 404, 403). */
export const organizationFor =
  (allowed: (actor: Actor, org: Organization) => boolean) =>
  async (c: Context<AppEnv>): Promise<{ actor: Actor; row: OrganizationRow }> => {
    requireUser(c);
    const actor = await loadActor(c);
    const { param, row } = await pathRow(c, findOrganization);
    authorize(c, actor, row?.organization, param, allowed);
    return { actor, row: row! };
  };

/** Who adds organizations: super admins anywhere in the tenant, staff (in their own centre: create.ts). */
export async function organizationCreator(c: Context<AppEnv>): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins may add organizations.");
  return actor;
}
