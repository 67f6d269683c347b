import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { notFound } from "../../jsonapi/errors";
import { findDefaultVolunteerCenter, findVolunteerCenter } from "./queries";
import { readVolunteerCenterIdHeader } from "./schema";

/**
 * The centre the request is made at, as volunteer_centers/current resolves it: the
 * Volunteer-Center-Id header, else the tenant's default; null when the tenant has no centres.
 * An id that is not the tenant's is a 404, the same for every account (no enumeration).
 */
export async function currentCenterId(c: Context<AppEnv>): Promise<number | null> {
  const id = readVolunteerCenterIdHeader(c.req.header("volunteer-center-id"));
  const row = id === undefined ? await findDefaultVolunteerCenter(c.var.db, c.var.tenantId) : await findVolunteerCenter(c.var.db, c.var.tenantId, id);
  if (id !== undefined && row === undefined)
    throw notFound(`There is no volunteer center ${id}.`, {
      header: "Volunteer-Center-Id",
    });
  return row?.center.id ?? null;
}
