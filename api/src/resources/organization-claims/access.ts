import type { Context } from "hono";
import { type Actor, loadActor } from "../../auth/actor";
import { canManage } from "../../auth/organization-access";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { type ClaimRow, findClaim } from "./queries";

/** The organization's centre's staff and super admins decide a claim. */
export const decides = (actor: Actor, row: ClaimRow) =>
  canManage(actor, { id: row.claim.organizationId, volunteerCenterId: row.volunteerCenterId } as Parameters<typeof canManage>[1]);

/** The claim of the path, to its maker and to those who decide it; else a 404. */
export async function visibleClaim(c: Context<AppEnv>) {
  const actor = await loadActor(c);
  const { param, row } = await pathRow(c, findClaim);
  if (row === undefined || (row.claim.userId !== actor.user?.id && !decides(actor, row))) throw notFound(`There is no claim ${param}.`);
  return { actor, row };
}

/** The claim of the path, to those who decide it: 404 as visibleClaim, then 403 for its maker. */
export async function decidableClaim(c: Context<AppEnv>) {
  const found = await visibleClaim(c);
  if (!decides(found.actor, found.row)) throw forbidden("Only the organization's centre's staff decide claims.");
  return found;
}
