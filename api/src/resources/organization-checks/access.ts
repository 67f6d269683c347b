import type { Context } from "hono";
import { loadActor } from "../../auth/actor";
import { canSee, missingOrganization } from "../../auth/organization-access";
import type { AppEnv } from "../../env";
import { parseIntegerId } from "../../jsonapi/ids";
import { findOrganizationWithWebsite } from "../organization-claims/queries";

/** The path's organization, to whoever may see it (a check tells as much as its organization); else 404. */
export async function visiblePathOrganization(c: Context<AppEnv>) {
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const found = id === undefined ? undefined : await findOrganizationWithWebsite(c.var.db, c.var.tenantId, id);
  if (!found || !canSee(await loadActor(c), found.organization)) throw missingOrganization(param);
  return found.organization;
}
