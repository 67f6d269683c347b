import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { canSee, missingOrganization } from "../../auth/organization-access";
import type { AppEnv } from "../../env";
import { pathRow } from "../../jsonapi/ids";
import { findOrganizationWithWebsite } from "../organization-claims/queries";

/** The path's organization, to whoever may see it (a check tells as much as its organization); else 404. */
export async function visiblePathOrganization(c: Context<AppEnv>) {
  const { param, row: found } = await pathRow(c, findOrganizationWithWebsite);
  if (!found || !canSee(await loadActor(c), found.organization)) throw missingOrganization(param);
  return found.organization;
}
