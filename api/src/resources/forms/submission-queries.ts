import type { Answers, FormDefinition } from "@contract/forms";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type FormSubmission, formSubmissions, formVersions } from "../../db/forms-schema";
import type { TenantId } from "../../tenancy";
import { deleteInTenant } from "../../db/find-in-tenant";
import { pageAndCount } from "../../jsonapi/pagination";

export interface SubmissionRow extends FormSubmission {
  version: number;
  /** null when listed without it (listSubmissions' `withDefinition`). */
  definition: FormDefinition | null;
}

// `withDefinition` false: the version's number without its definition, read as `null`.
function selectSubmissions(db: Database, withDefinition = true) {
  return db
    .select({ submission: formSubmissions, version: formVersions.number, definition: withDefinition ? formVersions.definition : sql<string>`'null'` })
    .from(formSubmissions)
    .innerJoin(formVersions, eq(formVersions.id, formSubmissions.formVersionId));
}

const toRow = (r: { submission: FormSubmission; version: number; definition: string }): SubmissionRow => ({
  ...r.submission,
  version: r.version,
  definition: JSON.parse(r.definition) as FormDefinition | null,
});

export async function findSubmission(db: Database, tenantId: TenantId, id: number) {
  const row = await selectSubmissions(db)
    .where(and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.id, id)))
    .get();
  return row && toRow(row);
}

/**
 * One page of a form's submissions and their total. `withDefinition` false (a fieldset without
 * `definition`): each row's version is read without its definition, which is then `null`. A page of
 * 100 carried its version's definition 100 times, through D1 and JSON.parse, for an overview that
 * shows the answers only (issue 47).
 */
export async function listSubmissions(
  db: Database,
  tenantId: TenantId,
  formId: number,
  { direction, limit, offset, withDefinition = true }: { direction: "asc" | "desc"; limit: number; offset: number; withDefinition?: boolean },
) {
  const where = and(eq(formSubmissions.tenantId, tenantId), eq(formSubmissions.formId, formId));
  const { rows, total } = await pageAndCount(
    db,
    selectSubmissions(db, withDefinition)
      .where(where)
      .orderBy((direction === "asc" ? asc : desc)(formSubmissions.createdAt), (direction === "asc" ? asc : desc)(formSubmissions.id)),
    db.select({ total: count() }).from(formSubmissions).where(where),
    { limit, offset },
  );
  return { rows: rows.map(toRow), total };
}

export function insertSubmission(
  db: Database,
  tenantId: TenantId,
  formId: number,
  versionId: number,
  answers: Answers,
  locale: string,
  submittedBy: number | null,
) {
  return db
    .insert(formSubmissions)
    .values({ tenantId, formId, formVersionId: versionId, answers: JSON.stringify(answers), locale, submittedBy })
    .returning({ id: formSubmissions.id });
}

export function deleteSubmission(db: Database, tenantId: TenantId, id: number) {
  return deleteInTenant(db, formSubmissions, tenantId, id);
}
