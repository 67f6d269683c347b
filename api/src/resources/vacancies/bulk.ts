import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { forbidden, notFound } from "../../jsonapi/errors";
import type { BulkItem } from "../../jsonapi/request-input";
import { parseValues } from "../../jsonapi/validation";
import type { TenantId } from "../../tenancy";
import type { Actor } from "../../auth/actor";
import { canManageVacancies, canSeeVacancy } from "./access";
import { vacancyChanges } from "./changes";
import { withChangedAddressPoint } from "../../geocoder/changed-address";
import type { Geocoder } from "../../geocoder/geocoder";
import { findVacancies } from "./read-queries";
import { vacancyTagChanges } from "./tag-changes";
import type { VacancyRow } from "./serializer";
import { updateAttributes } from "./write-schema";
import { updateVacancyRow } from "./write-queries";

export const MAX_BULK = 100;

function authorize(actor: Actor, row: VacancyRow | undefined, i: number, id: number) {
  if (row === undefined || !canSeeVacancy(actor, row.vacancy, row.organization)) throw notFound(`There is no vacancy ${id}.`, { pointer: `/data/${i}/id` });
  if (!canManageVacancies(actor, row.organization)) throw forbidden("You are not allowed to change this vacancy.", `/data/${i}/id`);
  return row;
}

/**
 * PATCH /vacancies with an array of vacancies: all are checked (access, attributes, transitions)
 * before any is written, then all are written in one D1 batch, so it succeeds or changes nothing.
 * Answers the vacancies as they are afterwards.
 */
export async function bulkUpdateVacancies(db: Database, tenantId: TenantId, actor: Actor, items: BulkItem[], geocoder: Geocoder): Promise<VacancyRow[]> {
  const found = await findVacancies(
    db,
    tenantId,
    items.map((item) => item.id),
  );
  const byId = new Map(found.map((row) => [row.vacancy.id, row]));
  const updates: BatchItem<"sqlite">[] = [];
  for (const [i, item] of items.entries()) {
    const row = authorize(actor, byId.get(item.id), i, item.id);
    const pointer = (field: string) => `/data/${i}/attributes/${field}`;
    const attrs = await withChangedAddressPoint(db, geocoder, parseValues(updateAttributes, item.attributes, pointer), row.vacancy, { keepUnchanged: true });
    updates.push(
      updateVacancyRow(db, tenantId, item.id, vacancyChanges(attrs, row.vacancy, pointer)),
      ...(await vacancyTagChanges(db, tenantId, row.organization, item.id, attrs, pointer)),
    );
  }
  const [first, ...rest] = updates;
  await db.batch([first, ...rest]);
  return findVacancies(
    db,
    tenantId,
    items.map((item) => item.id),
  );
}
