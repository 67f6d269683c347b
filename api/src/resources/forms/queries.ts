import { ofActiveTenant } from "../../db/active-tenant";
import type { FormDefinition, FormKind, FormStatus } from "@contract/forms";
import { type SQL, and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Form, formSubmissions, formVersions, forms } from "../../db/forms-schema";
import { inIdList } from "../../db/id-list";
import type { TenantId } from "../../tenancy";
import { deleteInTenant, existsInTenantWhere } from "../../db/find-in-tenant";
import { pageAndCount } from "../../jsonapi/pagination";

// Every query is scoped by the tenant: another tenant's form looks exactly like a missing one.

export interface FormRow extends Form {
  definition: FormDefinition;
  versionId: number;
  submissionsCount: number;
}

function selectForms(db: Database, tenantId: TenantId) {
  return db
    .select({
      form: forms,
      // Named apart from the form's own id: a batch answers a row by column name (pageAndCount).
      versionId: sql<number>`${formVersions.id}`.mapWith(Number).as("version_id"),
      definition: formVersions.definition,
      submissionsCount: sql<number>`(SELECT count(*) FROM form_submissions s WHERE s.form_id = "forms"."id" AND s.tenant_id = ${tenantId})`.mapWith(Number),
    })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.number, forms.version)));
}

type Selected = { form: Form; versionId: number; definition: string; submissionsCount: number };
const toRow = (r: Selected): FormRow => ({
  ...r.form,
  versionId: r.versionId,
  definition: JSON.parse(r.definition) as FormDefinition,
  submissionsCount: r.submissionsCount,
});

export async function findForm(db: Database, tenantId: TenantId, id: number) {
  const row = await selectForms(db, tenantId)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)))
    .get();
  return row && toRow(row);
}

export async function findFormByToken(db: Database, tenantId: TenantId, token: string) {
  const row = await selectForms(db, tenantId)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.token, token)))
    .get();
  return row && toRow(row);
}

export async function findContactForm(db: Database, tenantId: TenantId, centerId: number) {
  const row = await selectForms(db, tenantId)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.volunteerCenterId, centerId), eq(forms.kind, "contact")))
    .get();
  return row && toRow(row);
}

export interface FormFilter {
  centerIds: number[] | "all";
  volunteer_center_id_eq?: number;
  kind_eq?: FormKind;
  status_eq?: FormStatus;
}

const SORT = { title: forms.title, created_at: forms.createdAt, updated_at: forms.updatedAt } as const;

export async function listForms(
  db: Database,
  tenantId: TenantId,
  filter: FormFilter,
  sort: { field: string; direction: "asc" | "desc" }[],
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [eq(forms.tenantId, tenantId)];
  if (filter.centerIds !== "all") conditions.push(inIdList(forms.volunteerCenterId, filter.centerIds));
  if (filter.volunteer_center_id_eq !== undefined) conditions.push(eq(forms.volunteerCenterId, filter.volunteer_center_id_eq));
  if (filter.kind_eq !== undefined) conditions.push(eq(forms.kind, filter.kind_eq));
  if (filter.status_eq !== undefined) conditions.push(eq(forms.status, filter.status_eq));
  const where = and(...conditions);
  const order = sort.length
    ? sort.map((s) => (s.direction === "desc" ? desc : asc)(SORT[s.field as keyof typeof SORT]))
    : [asc(forms.kind), desc(forms.createdAt)];
  const { rows, total } = await pageAndCount(
    db,
    selectForms(db, tenantId)
      .where(where)
      .orderBy(...order, asc(forms.id)),
    db.select({ total: count() }).from(forms).where(where),
    { limit, offset },
  );
  return { rows: rows.map(toRow), total };
}

/** The version a form's submissions point at, with its definition. */
export async function findVersions(db: Database, tenantId: TenantId, ids: number[]) {
  if (ids.length === 0) return new Map<number, { number: number; definition: FormDefinition }>();
  const rows = await db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.tenantId, tenantId), inArray(formVersions.id, ids)))
    .all();
  return new Map(rows.map((v) => [v.id, { number: v.number, definition: JSON.parse(v.definition) as FormDefinition }]));
}

export const versionHasSubmissions = (db: Database, tenantId: TenantId, versionId: number) =>
  existsInTenantWhere(db, formSubmissions, tenantId, eq(formSubmissions.formVersionId, versionId));

/** Submissions older than their form's retention period, deleted by the daily cron. */
export function deleteExpiredSubmissions(db: Database, now = new Date()) {
  return db.run(sql`DELETE FROM form_submissions WHERE id IN (
    SELECT s.id FROM form_submissions s JOIN forms f ON f.id = s.form_id AND f.tenant_id = s.tenant_id
    WHERE ${ofActiveTenant(sql`s.tenant_id`)}
      AND s.created_at < strftime('%Y-%m-%dT%H:%M:%fZ', ${now.toISOString()}, '-' || f.retention_days || ' days'))`);
}

/** A form with its versions and submissions (the schema's cascade). */
export const deleteForm = (db: Database, tenantId: TenantId, id: number) => deleteInTenant(db, forms, tenantId, id);
