import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
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
