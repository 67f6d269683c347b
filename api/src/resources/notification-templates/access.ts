import { parseTemplateId, type TemplateKind } from "@contract/notification-templates";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { notFound, forbidden } from "../../jsonapi/errors";
import { type Actor, loadActor } from "../../auth/actor";
import { canManageContent } from "../../auth/content-keepers";
import { findVolunteerCenter } from "../volunteer-centers/queries";

/** Whose templates: the tenant's defaults ("platform") or one centre's. */
export type Scope = number | "platform";

/**
 * The first gate: 401 signed out, 403 whatever the id for a user who keeps no centre's mail (not
 * staff anywhere, not a super admin), as user management answers a volunteer.
 */
export async function requireTemplateKeeper(c: Context<AppEnv>): Promise<Actor> {
  requireUser(c);
  const actor = await loadActor(c);
  if (!actor.superAdmin && actor.staffCenterIds.length === 0) throw forbidden("Only staff and super admins may change mail templates.");
  return actor;
}

/**
 * The gate of every template route (docs/mail.md "Templates"): after requireTemplateKeeper, a
 * centre the tenant lacks is a 404 (as another tenant's); the tenant's defaults are the super
 * admins', a centre's templates its staff's and the super admins' (403 for other staff).
 */
export async function authorizeScope(c: Context<AppEnv>, scope: Scope): Promise<Scope> {
  const actor = await requireTemplateKeeper(c);
  if (scope !== "platform" && (await findVolunteerCenter(c.var.db, c.var.tenantId, scope)) === undefined)
    throw notFound(`There is no volunteer center ${scope}.`);
  return mayKeep(actor, scope);
}

/** authorizeScope's rule for a scope known to exist: the defaults the super admins', a centre its staff's. */
export function mayKeep(actor: Actor, scope: Scope): Scope {
  if (scope === "platform") {
    if (!actor.superAdmin) throw forbidden("Only super admins may change the platform's mail templates.");
  } else if (!canManageContent(actor, scope)) {
    throw forbidden("Only the centre's staff and super admins may change its mail templates.");
  }
  return scope;
}

/** A template id from the path: a malformed or unknown one is a 404, as a missing record. */
export async function templateOf(c: Context<AppEnv>): Promise<{ scope: Scope; kind: TemplateKind }> {
  const id = c.req.param("id") ?? "";
  const parsed = parseTemplateId(id);
  if (!parsed) {
    await requireTemplateKeeper(c);
    throw notFound(`There is no notification template ${id}.`);
  }
  return { scope: await authorizeScope(c, parsed.scope), kind: parsed.kind };
}
