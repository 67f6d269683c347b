import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { loadActor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { canManageActivity, canSeeActivity, missingActivity } from "../activities/access";
import { findActivity } from "../activities/queries";

/** GET /activities/:id/roster: its managers only (signed out 401, unseen 404, others 403). */
export async function rosterActivity(c: Context<AppEnv>) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const found = id === undefined ? undefined : await findActivity(c.var.db, c.var.tenantId, id);
  const actor = await loadActor(c);
  if (found === undefined || !canSeeActivity(actor, found.activity)) throw missingActivity(param);
  if (!canManageActivity(actor, found.activity)) throw forbidden("Only the activity's organizers see its roster.");
  return found.activity;
}
