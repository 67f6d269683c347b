import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { JsonApiError, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readResourceDocument } from "../../jsonapi/request-document";
import { attributePointer, fieldError, parseValues } from "../../jsonapi/validation";
import { canSee } from "../organizations/access";
import { type Actor, loadActor } from "../../auth/actor";
import { findOrganization } from "../organizations/read-queries";
import { canManageVacancies, canSeeVacancy, missingVacancy } from "./access";
import { vacancyChanges } from "./changes";
import { findVacancy } from "./read-queries";
import { vacancyTagChanges } from "./tag-changes";
import { sendVacancies } from "./respond";
import { showQuery } from "./schema";
import type { VacancyRow } from "./serializer";
import { VACANCY_TYPES_IN, createAttributes, updateAttributes } from "./write-schema";
import { insertVacancy, updateVacancyRow } from "./write-queries";

const queryOf = (c: Context) => parseQuery(new URL(c.req.url).searchParams, showQuery);

/**
 * The gate of every write to one vacancy: 401 without a user, 404 when the caller may not see
 * it (existence does not leak), 403 when they see it (it is public) but may not manage it.
 */
export function authorizeVacancy(actor: Actor, row: VacancyRow | undefined, id: string): VacancyRow {
  if (row === undefined || !canSeeVacancy(actor, row.vacancy, row.organization)) throw missingVacancy(id);
  if (!canManageVacancies(actor, row.organization)) throw forbidden("You are not allowed to change this vacancy.");
  return row;
}

async function target(c: Context<AppEnv>) {
  requireUser(c);
  const param = c.req.param("id") ?? "";
  const id = parseIntegerId(param);
  const actor = await loadActor(c);
  const row = id === undefined ? undefined : await findVacancy(c.var.db, c.var.tenantId, id);
  return authorizeVacancy(actor, row, param);
}

async function answer(c: Context<AppEnv>, id: number, status: 200 | 201 = 200) {
  const row = (await findVacancy(c.var.db, c.var.tenantId, id))!;
  return sendVacancies(c, row, queryOf(c), { status });
}

/** POST /vacancies: for an organization the caller manages (its admins, its centre's staff). */
export async function createVacancy(c: Context<AppEnv>) {
  requireUser(c);
  queryOf(c);
  const input = await readResourceDocument(c, VACANCY_TYPES_IN, {
    create: true,
  });
  const attrs = parseValues(createAttributes, input.attributes);
  const { db, tenantId } = c.var;
  const actor = await loadActor(c);
  const org = (await findOrganization(db, tenantId, attrs.organization_id))?.organization;
  if (org === undefined || !canManageVacancies(actor, org)) {
    // 403 for an organization the caller can see (docs/organizations.md), else as missing.
    throw org !== undefined && canSee(actor, org)
      ? forbidden("You may only add vacancies to organizations you manage.", "/data/attributes/organization_id")
      : fieldError("organization_id", `There is no organization ${attrs.organization_id}.`, "invalid");
  }
  const { organization_id: _organization, ...rest } = attrs;
  const values = vacancyChanges({ ...rest, description: rest.description ?? "" }, undefined, attributePointer);
  // Checked before the insert, so a wrong tag leaves no vacancy behind.
  if (attrs.tag_ids?.length) await vacancyTagChanges(db, tenantId, org, 0, { tag_ids: attrs.tag_ids });
  const { id } = await insertVacancy(db, tenantId, {
    organizationId: org.id,
    title: attrs.title,
    description: values.description!,
    ...values,
  });
  const tagChanges = await vacancyTagChanges(db, tenantId, org, id, {
    tag_ids: attrs.tag_ids,
  });
  if (tagChanges.length > 0) await db.batch(tagChanges as [BatchItem<"sqlite">]);
  return answer(c, id, 201);
}

/** PUT/PATCH /vacancies/:id. */
export async function updateVacancy(c: Context<AppEnv>) {
  queryOf(c);
  const row = await target(c);
  const input = await readResourceDocument(c, VACANCY_TYPES_IN);
  if (input.id !== undefined && input.id !== String(row.vacancy.id))
    throw new JsonApiError({
      status: 409,
      title: "Conflict",
      detail: "data.id must be the id in the path.",
      source: { pointer: "/data/id" },
    });
  const attrs = parseValues(updateAttributes, input.attributes);
  const values = vacancyChanges(attrs, row.vacancy, attributePointer);
  const { db, tenantId } = c.var;
  const tagChanges = await vacancyTagChanges(db, tenantId, row.organization, row.vacancy.id, attrs);
  await db.batch([updateVacancyRow(db, tenantId, row.vacancy.id, values), ...tagChanges]);
  return answer(c, row.vacancy.id);
}

/** DELETE /vacancies/:id archives it (docs/vacancies.md): 204, also when already archived. */
export async function archiveVacancy(c: Context<AppEnv>) {
  const row = await target(c);
  if (row.vacancy.status !== "archived")
    await updateVacancyRow(c.var.db, c.var.tenantId, row.vacancy.id, {
      status: "archived",
    }).run();
  return c.body(null, 204);
}
