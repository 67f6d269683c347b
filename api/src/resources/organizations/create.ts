import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import { commit } from "../../mail/commit";
import { replaceTags, withCoordinates } from "./write-extras";
import { insertOrganization, upsertRelations } from "./write-queries";
import type { createAttributes } from "./write-schema";
import type { z } from "zod";

/**
 * A new organization in the request's centre unless `volunteer_center_id` names another: super
 * admins anywhere in the tenant, staff in their own centre only (403 on the attribute). Its id.
 */
export async function createOrganization(c: Context<AppEnv>, actor: Actor, attrs: z.output<typeof createAttributes>): Promise<number> {
  const { db, tenantId } = c.var;
  const centerId = attrs.volunteer_center_id ?? (await currentCenterId(c));
  if (centerId === null || (await findVolunteerCenter(db, tenantId, centerId)) === undefined)
    throw fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
  if (!actor.superAdmin && !actor.staffCenterIds.includes(centerId))
    throw forbidden("You may only add organizations to your own centre.", "/data/attributes/volunteer_center_id");
  const address = await withCoordinates(c, attrs.address, null);
  // Checked before the insert, so a bad tag id leaves nothing behind.
  if (attrs.tag_ids?.length) await replaceTags(db, tenantId, 0, attrs.tag_ids);
  const id = await insertOrganization(db, tenantId, {
    name: attrs.name,
    type: attrs.organization_type,
    status: attrs.status,
    volunteerCenterId: centerId,
  });
  const relations = [...upsertRelations(db, tenantId, id, attrs.profile, address), ...(await replaceTags(db, tenantId, id, attrs.tag_ids))];
  if (relations.length > 0) await commit(c, relations, []);
  return id;
}
