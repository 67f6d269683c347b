import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { type Actor } from "../../auth/actor";
import { canSee, missingOrganization } from "../../auth/organization-access";
import type { Organization } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";

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
