import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { pathRow } from "../../jsonapi/ids";
import { findVolunteerCenter } from "./queries";

export const missingCenter = (id: string) => notFound(`There is no volunteer center ${id}.`);

/**
 * The centre of the path, for a change of its settings: 401 signed out, 404 when the tenant has
 * no such centre (another tenant's too, for everyone), then 403 for anyone but super admins and
 * the centre's own staff.
 */
export async function centerStaff(c: Context<AppEnv>) {
  requireUser(c);
  const { param, row } = await pathRow(c, findVolunteerCenter);
  if (row === undefined) throw missingCenter(param);
  const actor = await loadActor(c);
  if (!actor.superAdmin && !actor.staffCenterIds.includes(row.center.id)) throw forbidden("Only the centre's staff and super admins may change its settings.");
  return row;
}
