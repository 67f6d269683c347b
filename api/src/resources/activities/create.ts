import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import { activities } from "../../db/activities-schema";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { canSee } from "../../auth/organization-access";
import { loadActor } from "../../auth/actor";
import { findOrganization } from "../organizations/read-queries";
import { currentCenterId } from "../../current-center";
import { isCenterStaff } from "./access";
import type { CreateInput } from "./schema";
import { changes, tagIdsFor, tagWrites } from "./values";

/**
 * POST /activities. For an organization: its admins (then it waits for the centre's staff) and
 * its centre's staff. Without one: the centre's own, by its staff; workshops are always the centre's.
 */
export async function createActivity(c: Context<AppEnv>, attrs: CreateInput): Promise<number> {
  const user = requireUser(c);
  const { db, tenantId } = c.var;
  const actor = await loadActor(c);
  let centerId: number | null;
  let organizationId: number | null = null;
  if (attrs.organization_id !== undefined) {
    if (attrs.kind === "workshop") throw fieldError("kind", "Workshops are the centre's own trainings.", "invalid");
    const org = (await findOrganization(db, tenantId, attrs.organization_id))?.organization;
    const manages =
      org !== undefined && (actor.adminOrgIds.includes(org.id) || (org.volunteerCenterId !== null && isCenterStaff(actor, org.volunteerCenterId)));
    if (org === undefined || !manages)
      throw org !== undefined && canSee(actor, org)
        ? forbidden("You may only add activities of organizations you run.", "/data/attributes/organization_id")
        : fieldError("organization_id", `There is no organization ${attrs.organization_id}.`, "invalid");
    if (org.volunteerCenterId === null) throw fieldError("organization_id", "This organization belongs to no centre.", "invalid");
    centerId = org.volunteerCenterId;
    organizationId = org.id;
  } else {
    centerId = await currentCenterId(c);
    if (centerId === null || !isCenterStaff(actor, centerId)) throw forbidden("Only the centre's staff add the centre's own activities.");
  }
  const { organization_id: _o, kind, tag_ids, ...rest } = attrs;
  const values = await changes(c, { ...rest, description: rest.description ?? "" });
  const tags = await tagIdsFor(c, centerId, tag_ids);
  const [{ id }] = await db
    .insert(activities)
    .values({
      tenantId,
      volunteerCenterId: centerId,
      organizationId,
      kind,
      title: attrs.title,
      description: values.description!,
      startsAt: attrs.starts_at,
      endsAt: attrs.ends_at,
      lastDate: values.lastDate!,
      ...values,
      status: isCenterStaff(actor, centerId) ? "approved" : "pending",
      createdBy: user.id,
    })
    .returning({ id: activities.id });
  if (tags && tags.length > 0) await db.batch(tagWrites(c, id, tags) as unknown as [BatchItem<"sqlite">]);
  return id;
}
