import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { loadActor } from "../../auth/actor";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import type { ShiftParentKind } from "@contract/shifts";
import { missingParent } from "../shifts/access";
import { findParent } from "../shifts/parent";

/** GET /activities/:id/roster and /vacancies/:id/roster: its managers only (signed out 401, unseen 404, others 403). */
export async function rosterParent(c: Context<AppEnv>, kind: ShiftParentKind) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const parent = id === undefined ? undefined : await findParent(c.var.db, c.var.tenantId, kind, id);
  const actor = await loadActor(c);
  if (parent === undefined || !parent.seenBy(actor)) throw missingParent(kind, param);
  if (!parent.managedBy(actor)) throw forbidden(`Only the ${kind}'s organizers see its roster.`);
  return parent;
}

export const rosterActivity = (c: Context<AppEnv>) => rosterParent(c, "activity");
export const rosterVacancy = (c: Context<AppEnv>) => rosterParent(c, "vacancy");
