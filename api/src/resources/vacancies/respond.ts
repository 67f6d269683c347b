import type { Context } from "hono";
import type { AppEnv } from "../../env";
import { sendDocument } from "../../jsonapi/document";
import type { ParsedQuery } from "../../jsonapi/query";
import { serializeDocument } from "../../jsonapi/serialize";
import type { showQuery } from "./schema";
import { tagsOfVacancies } from "./tag-changes";
import type { TagRow } from "../tags/serializer";
import { type VacancyResource, type VacancyRow, toVacancyResource, vacancySerializer } from "./serializer";

export const VACANCIES_PATH = "/api/v1/vacancies";

export const vacancyUrl = (c: Context) => (resource: { id: string }) => new URL(`${VACANCIES_PATH}/${resource.id}`, c.req.url).href;

/** Whether the query shows the vacancies' tags (its fieldset or include). */
export const showsTags = (query: ParsedQuery<typeof showQuery>) => {
  const fields = query.fields.vacancies;
  return !fields || fields.includes("tags") || query.include.includes("tags");
};

/** The tags of these vacancies when the query shows them, else none. */
export async function tagsFor(c: Context<AppEnv>, query: ParsedQuery<typeof showQuery>, ids: number[]): Promise<Map<number, TagRow[]>> {
  return showsTags(query) ? tagsOfVacancies(c.var.db, c.var.tenantId, ids) : new Map();
}

/** One vacancy or a list of them, as every answer sends them. */
export async function sendVacancies(
  c: Context<AppEnv>,
  rows: VacancyRow | VacancyRow[],
  query: ParsedQuery<typeof showQuery>,
  {
    status = 200,
    meta,
    pageLinks,
  }: {
    status?: 200 | 201;
    meta?: Record<string, unknown>;
    pageLinks?: Parameters<typeof serializeDocument>[2]["pageLinks"];
  } = {},
) {
  const list = Array.isArray(rows) ? rows : [rows];
  // A sparse fieldset that leaves out the tags (the public search's) saves their D1 query, and
  // one without the description saves rendering it (docs/performance.md, "SSR cost").
  const fields = query.fields.vacancies;
  const wanted = (field: string) => !fields || fields.includes(field);
  // Rows read with their tags (routes.ts's show) need no more.
  const read = list.every((r) => r.tags !== undefined);
  const tags = read
    ? new Map(list.map((r) => [r.vacancy.id, r.tags ?? []]))
    : await tagsFor(
        c,
        query,
        list.map((r) => r.vacancy.id),
      );
  const render = { description: wanted("description"), html: wanted("description_html") };
  const withTags = (r: VacancyRow) => toVacancyResource({ ...r, tags: tags.get(r.vacancy.id) ?? [] }, render);
  const data: VacancyResource | VacancyResource[] = Array.isArray(rows) ? rows.map(withTags) : withTags(rows);
  const document = await serializeDocument(vacancySerializer, data, {
    ...query,
    selfUrl: c.req.url,
    resourceUrl: vacancyUrl(c),
    meta,
    pageLinks,
  });
  const headers: Record<string, string> = status === 201 && !Array.isArray(data) ? { Location: vacancyUrl(c)(data) } : {};
  return sendDocument(c, document, status, headers);
}
