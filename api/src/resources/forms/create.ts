import { canManageForms } from "@contract/forms";
import type { Context } from "hono";
import type { Actor } from "../../auth/actor";
import { currentCenterId } from "../../current-center";
import { formVersions, forms } from "../../db/forms-schema";
import type { AppEnv } from "../../env";
import { forbidden } from "../../jsonapi/errors";
import { fieldError } from "../../jsonapi/validation";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import type { CreateValues } from "./schema";

/** 32 hex characters from 16 random bytes: the public address's secret. */
const newToken = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** POST /forms: a draft in the request's centre (or `volunteer_center_id`), owned by its maker; answers its id. */
export async function createForm(c: Context<AppEnv>, actor: Actor, attrs: CreateValues): Promise<number> {
  const { db, tenantId } = c.var;
  const centerId = attrs.volunteer_center_id ?? (await currentCenterId(c));
  if (centerId === null || (await findVolunteerCenter(db, tenantId, centerId)) === undefined)
    throw fieldError("volunteer_center_id", "Volunteer center does not exist.", "invalid");
  if (!canManageForms(actor, centerId)) throw forbidden("You may only make forms for your own centre.", "/data/attributes/volunteer_center_id");
  const [inserted] = await db
    .insert(forms)
    .values({ tenantId, volunteerCenterId: centerId, ownerId: actor.user!.id, title: attrs.title, token: newToken(), retentionDays: attrs.retention_days })
    .returning({ id: forms.id });
  await db.insert(formVersions).values({ tenantId, formId: inserted.id, number: 1, definition: JSON.stringify(attrs.definition) });
  return inserted.id;
}
