import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { type Actor, loadActor } from "../../auth/actor";
import { canEdit, canSee } from "../../auth/organization-access";
import { organizations } from "../../db/accounts-schema";
import type { AppEnv } from "../../env";
import { forbidden, notFound } from "../../jsonapi/errors";
import { parseIntegerId, pathRow } from "../../jsonapi/ids";
import { findInvitation } from "./queries";

const missingOrganization = (id: string) => notFound(`There is no organization ${id}.`, { pointer: "/data/attributes/organization_id" });

/** The organization named, when the actor may manage its admins: 404 unseen, 403 seen but not theirs. */
export async function editableOrganization(c: Context<AppEnv>, actor: Actor, param: string) {
  const id = parseIntegerId(param);
  const org =
    id === undefined
      ? undefined
      : await c.var.db
          .select()
          .from(organizations)
          .where(and(eq(organizations.tenantId, c.var.tenantId), eq(organizations.id, id)))
          .get();
  if (org === undefined || !canSee(actor, org)) throw missingOrganization(param);
  if (!canEdit(actor, org)) throw forbidden("Only the organization's admins and its centre's staff may invite admins.");
  return org;
}

/** The invitation of the path, to those who may manage its organization's admins; else a 404. */
export async function pathInvitation(c: Context<AppEnv>) {
  const actor = await loadActor(c);
  const { param, row } = await pathRow(c, findInvitation);
  const org = row && { id: row.invitation.organizationId, volunteerCenterId: row.volunteerCenterId };
  if (row === undefined || !canEdit(actor, org as Parameters<typeof canEdit>[1])) throw notFound(`There is no invitation ${param}.`);
  return { actor, row };
}
