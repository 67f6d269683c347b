import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { JsonApiError, badRequest, notFound, forbidden } from "../../jsonapi/errors";
import { parseIntegerId } from "../../jsonapi/ids";
import { parseQuery } from "../../jsonapi/query";
import { readJsonBody } from "../../jsonapi/request-document";
import { parseValues } from "../../jsonapi/validation";
import { type Actor, loadActor } from "../../auth/actor";
import { canManageVacancies, canSeeVacancy } from "./access";
import { vacancyChanges } from "./changes";
import { findVacancies } from "./read-queries";
import { vacancyTagChanges } from "./tag-changes";
import { sendVacancies } from "./respond";
import { showQuery } from "./schema";
import type { VacancyRow } from "./serializer";
import { VACANCY_TYPES_IN, updateAttributes } from "./write-schema";
import { updateVacancyRow } from "./write-queries";

export const MAX_BULK = 100;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

interface Item {
  id: number;
  attributes: Record<string, unknown>;
}

/** `{data: [{type, id, attributes}, ...]}`: 1 to 100 distinct vacancies. */
async function readItems(c: Context<AppEnv>): Promise<Item[]> {
  const body = await readJsonBody(c);
  if (!isObject(body) || !Array.isArray(body.data) || body.data.length === 0)
    throw badRequest("Invalid document", "A bulk update is a JSON:API document whose data is a non-empty array of vacancies.", { pointer: "/data" });
  if (body.data.length > MAX_BULK) throw badRequest("Invalid document", `A bulk update changes at most ${MAX_BULK} vacancies.`, { pointer: "/data" });
  const seen = new Set<number>();
  return body.data.map((item: unknown, i) => {
    const at = (rest: string) => ({ pointer: `/data/${i}${rest}` });
    if (!isObject(item)) throw badRequest("Invalid document", "Each item must be a resource object.", at(""));
    if (typeof item.type !== "string" || !VACANCY_TYPES_IN.includes(item.type))
      throw new JsonApiError({
        status: 409,
        title: "Conflict",
        detail: 'type must be "vacancies".',
        source: at("/type"),
      });
    const id = typeof item.id === "string" ? parseIntegerId(item.id) : undefined;
    if (id === undefined) throw badRequest("Invalid document", "Each item needs the id of a vacancy.", at("/id"));
    if (seen.has(id)) throw badRequest("Invalid document", `Vacancy ${id} is given twice.`, at("/id"));
    seen.add(id);
    // Absent attributes change nothing; null is not an object (the single-resource parser agrees).
    const attributes = item.attributes === undefined ? {} : item.attributes;
    if (!isObject(attributes)) throw badRequest("Invalid document", "attributes must be an object.", at("/attributes"));
    return { id, attributes };
  });
}

function authorize(actor: Actor, row: VacancyRow | undefined, i: number, id: number) {
  if (row === undefined || !canSeeVacancy(actor, row.vacancy, row.organization)) throw notFound(`There is no vacancy ${id}.`, { pointer: `/data/${i}/id` });
  if (!canManageVacancies(actor, row.organization)) throw forbidden("You are not allowed to change this vacancy.", `/data/${i}/id`);
  return row;
}

/**
 * PATCH /vacancies with an array of vacancies: all are checked (access, attributes, transitions)
 * before any is written, then all are written in one D1 batch, so it succeeds or changes nothing.
 */
export async function bulkUpdateVacancies(c: Context<AppEnv>) {
  requireUser(c);
  const query = parseQuery(new URL(c.req.url).searchParams, showQuery);
  const items = await readItems(c);
  const { db, tenantId } = c.var;
  const actor = await loadActor(c);
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
    const attrs = parseValues(updateAttributes, item.attributes, pointer);
    updates.push(
      updateVacancyRow(db, tenantId, item.id, vacancyChanges(attrs, row.vacancy, pointer)),
      ...(await vacancyTagChanges(db, tenantId, row.organization, item.id, attrs, pointer)),
    );
  }
  const [first, ...rest] = updates;
  await db.batch([first, ...rest]);
  const rows = await findVacancies(
    db,
    tenantId,
    items.map((item) => item.id),
  );
  return sendVacancies(c, rows, query, { meta: { total: rows.length } });
}
