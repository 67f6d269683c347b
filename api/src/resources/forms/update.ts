import type { FormDefinition } from "@contract/forms";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { formVersions, forms } from "../../db/forms-schema";
import { fieldError } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import { type FormRow, versionHasSubmissions } from "./queries";
import type { UpdateValues } from "./schema";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The writes of a definition change: the current version is rewritten while nobody has answered
 * it; once someone has, the change becomes the next version, so those answers keep theirs.
 */
async function definitionWrites(db: Database, tenantId: TenantId, form: FormRow, definition: FormDefinition) {
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
export async function updateForm(db: Database, tenantId: TenantId, form: FormRow, attrs: UpdateValues) {
  if (form.kind === "contact" && attrs.status === "draft")
    throw fieldError("status", "A centre's contact form is published or closed, never a draft.", "invalid");
  const change = attrs.definition ? await definitionWrites(db, tenantId, form, attrs.definition) : { version: form.version, writes: [] };
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
}
