import type { Database } from "../../db/client";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument, resourceUrlOf } from "../../jsonapi/serialize";
import { richTextWanted } from "../../jsonapi/sparse-fieldsets";
import type { TenantId } from "../../tenancy";
import type { TagRow } from "../tags/serializer";
import type { showQuery } from "./schema";
import { tagsOfVacancies } from "./tag-changes";
import { VACANCIES, type VacancyResource, type VacancyRow, toVacancyResource, vacancySerializer } from "./serializer";

export const VACANCIES_PATH = "/api/v1/vacancies";

/** The link of each vacancy, from the request's origin. */
export const vacancyUrl = resourceUrlOf(VACANCIES_PATH);

/** Whether the query shows the vacancies' tags (its fieldset or include). */
export const showsTags = (query: ParsedQuery<typeof showQuery>) => {
  const fields = query.fields.vacancies;
  return !fields || fields.includes("tags") || query.include.includes("tags");
};

/** The tags of these vacancies when the query shows them, else none. */
async function tagsFor(db: Database, tenantId: TenantId, query: ParsedQuery<typeof showQuery>, ids: number[]): Promise<Map<number, TagRow[]>> {
  return showsTags(query) ? tagsOfVacancies(db, tenantId, ids) : new Map();
}

/** One vacancy or a list of them, as every answer sends them. */
export async function vacanciesDocument(
  db: Database,
  tenantId: TenantId,
  rows: VacancyRow | VacancyRow[],
  query: ParsedQuery<typeof showQuery>,
  requestUrl: string,
  { meta, pageLinks }: { meta?: Record<string, unknown>; pageLinks?: Parameters<typeof serializeDocument>[2]["pageLinks"] } = {},
) {
  const list = Array.isArray(rows) ? rows : [rows];
  // A sparse fieldset that leaves out the tags (the public search's) saves their D1 query, and
  // one without the description saves rendering it (docs/performance-history.md, "SSR cost").
  // Rows read with their tags (routes.ts's show) need no more.
  const read = list.every((r) => r.tags !== undefined);
  const tags = read
    ? new Map(list.map((r) => [r.vacancy.id, r.tags ?? []]))
    : await tagsFor(
        db,
        tenantId,
        query,
        list.map((r) => r.vacancy.id),
      );
  const render = richTextWanted(query.fields, VACANCIES, "description");
  const withTags = (r: VacancyRow) => toVacancyResource({ ...r, tags: tags.get(r.vacancy.id) ?? [] }, render);
  const data: VacancyResource | VacancyResource[] = Array.isArray(rows) ? rows.map(withTags) : withTags(rows);
  return serializeDocument(vacancySerializer, data, { ...query, selfUrl: requestUrl, resourceUrl: vacancyUrl(requestUrl), meta, pageLinks });
}
