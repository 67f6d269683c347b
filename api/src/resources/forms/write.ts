import type { FormDefinition } from "@contract/forms";
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";

import { formVersions, forms } from "../../db/forms-schema";
import type { AppEnv } from "../../env";
import { JsonApiError, forbidden } from "../../jsonapi/errors";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { fieldError, parseValues } from "../../jsonapi/validation";
import { currentCenterId } from "../../current-center";
import { findVolunteerCenter } from "../volunteer-centers/queries";
import { canManageForms } from "@contract/forms";
import { requireFormBuilder } from "./access";
import { type FormRow, findForm, versionHasSubmissions } from "./queries";
import { managedPathForm, searchParams, sendForm } from "./respond";
import { FORM_TYPES_IN, createAttributes, showQuery, updateAttributes } from "./schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** 32 hex characters from 16 random bytes: the public address's secret. */
const newToken = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** POST /forms: a draft in the request's centre (or `volunteer_center_id`), owned by its maker. */
export async function createForm(c: Context<AppEnv>) {
  const actor = await requireFormBuilder(c);
  parseQuery(searchParams(c), showQuery);
  const input = await readResourceDocument(c, FORM_TYPES_IN, { create: true });
  const attrs = parseValues(createAttributes, input.attributes);
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
  return sendForm(c, (await findForm(db, tenantId, inserted.id))!, 201);
}

/**
 * The writes of a definition change: the current version is rewritten while nobody has answered
 * it; once someone has, the change becomes the next version, so those answers keep theirs.
 */
async function definitionWrites(c: Context<AppEnv>, form: FormRow, definition: FormDefinition) {
  const { db, tenantId } = c.var;
  if (JSON.stringify(definition) === JSON.stringify(form.definition)) return { version: form.version, writes: [] };
  if (!(await versionHasSubmissions(db, tenantId, form.versionId)))
    return {
      version: form.version,
      writes: [
        db
          .update(formVersions)
          .set({ definition: JSON.stringify(definition) })
          .where(and(eq(formVersions.tenantId, tenantId), eq(formVersions.id, form.versionId))),
      ],
    };
  const version = form.version + 1;
  return { version, writes: [db.insert(formVersions).values({ tenantId, formId: form.id, number: version, definition: JSON.stringify(definition) })] };
}

/** PUT/PATCH /forms/:id: title, status (publish, close), retention, definition. */
export async function updateForm(c: Context<AppEnv>) {
  const { form } = await managedPathForm(c);
  parseQuery(searchParams(c), showQuery);
  const input = await readResourceDocument(c, FORM_TYPES_IN);
  if (input.id !== undefined && input.id !== String(form.id))
    throw new JsonApiError({ status: 409, title: "Conflict", detail: "data.id must be the id in the path.", source: { pointer: "/data/id" } });
  const attrs = parseValues(updateAttributes, input.attributes);
  if (form.kind === "contact" && attrs.status === "draft")
    throw fieldError("status", "A centre's contact form is published or closed, never a draft.", "invalid");
  const { db, tenantId } = c.var;
  const change = attrs.definition ? await definitionWrites(c, form, attrs.definition) : { version: form.version, writes: [] };
  const update = db
    .update(forms)
    .set({
      ...(attrs.title !== undefined && { title: attrs.title }),
      ...(attrs.status !== undefined && { status: attrs.status }),
      ...(attrs.retention_days !== undefined && { retentionDays: attrs.retention_days }),
      version: change.version,
      updatedAt: now,
    })
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, form.id)));
  await db.batch([update, ...change.writes]);
  return sendForm(c, (await findForm(db, tenantId, form.id))!);
}

/** DELETE /forms/:id: the form with its versions and submissions; 204. A contact form stays. */
export async function deleteForm(c: Context<AppEnv>) {
  const { form } = await managedPathForm(c);
  if (form.kind === "contact")
    throw new JsonApiError({
      status: 422,
      title: "Unprocessable",
      detail: "A centre's contact form cannot be deleted; close it instead.",
      code: "contact_form",
    });
  await c.var.db.delete(forms).where(and(eq(forms.tenantId, c.var.tenantId), eq(forms.id, form.id)));
  return c.body(null, 204);
}
