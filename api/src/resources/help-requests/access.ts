import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { requireUser } from "../../auth/authenticate";
import { forbidden, notFound } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { findHelpRequest } from "./queries";
import type { HelpViewer } from "./serializer";
import { type Actor, loadActor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";

/** One-on-one help is a tenant's feature flag (spec section 1; tenancy.ts resolves it). */
export const hasOneOnOneHelp = (c: Context<AppEnv>) => c.var.features.oneOnOneHelp !== "off";

/** Every route of one-on-one help answers 404 on a tenant without it, as if it did not exist. */
export async function requireOneOnOneHelp(c: Context<AppEnv>, next: () => Promise<void>) {
  if (!hasOneOnOneHelp(c)) throw notFound("One-on-one help is not available here.");
  await next();
}

export interface HelpAccess {
  actor: Actor;
  /** The request's centre (the site's); null on a site without one. */
  centerId: number | null;
}

export async function helpAccess(c: Context<AppEnv>): Promise<HelpAccess> {
  const [actor, centerId] = await Promise.all([loadActor(c), currentCenterId(c)]);
  return { actor, centerId };
}

/** The centre's staff (and the tenant's super admins) see every request of the centre, with its details. */
export const isStaffOf = (actor: Actor, centerId: number | null) => actor.superAdmin || (centerId !== null && actor.staffCenterIds.includes(centerId));

export const viewerOf = (access: HelpAccess, centerId: number | null): HelpViewer =>
  isStaffOf(access.actor, centerId) ? { kind: "staff" } : access.actor.user ? { kind: "user", userId: access.actor.user.id } : { kind: "requester" };

/**
 * The request of the path, for a signed-in caller who may see it: the staff of its centre, its
 * matched volunteer, and while it is open anybody of its centre's site. 404 for everybody else.
 */
export async function visibleRequest(c: Context<AppEnv>) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const [access, request] = await Promise.all([helpAccess(c), id === undefined ? undefined : findHelpRequest(c.var.db, c.var.tenantId, id)]);
  const viewer = request && viewerOf(access, request.volunteer_center_id);
  const visible =
    request !== undefined &&
    (viewer?.kind === "staff" ||
      (viewer?.kind === "user" && request.volunteer_id === viewer.userId) ||
      (request.status === "open" && request.volunteer_center_id === access.centerId));
  if (!visible) throw notFound(`There is no request for help ${param}.`);
  return { access, request, viewer: viewer! };
}

/** The request of the path for its centre's staff, who match and follow it up: 403 for whoever else sees it. */
export async function staffRequest(c: Context<AppEnv>) {
  const found = await visibleRequest(c);
  if (found.viewer.kind !== "staff") throw forbidden("Only the centre's staff match and follow up a request for help.");
  return found;
}
