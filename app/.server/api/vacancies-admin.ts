import type { ApiClient } from "./client";
import type { ListQuery } from "@contract/list";
import type { Commitment, RichTextDoc, VacancyStatus, vacancyList } from "@contract/vacancies";
import { orErrorScreen, orNull } from "./errors";
import { searchWords } from "@contract/rules";

// The admin screens' calls (docs/vacancies.md "Admin screens"): the managed list, one vacancy
// with its tags, create, update and the all-or-nothing bulk update.

export type { RichTextDoc };

export interface AdminVacancy {
  id: string;
  title: string;
  description: RichTextDoc;
  status: VacancyStatus;
  organizationId: string;
  remote: boolean;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  /** The place on the map (the form's map shows and moves it). */
  latitude: number | null;
  longitude: number | null;
  hoursPerWeek: number | null;
  commitment: Commitment;
  startsOn: string | null;
  endsOn: string | null;
  places: number | null;
  requirements: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  expiresOn: string | null;
  organization?: { id: string; name: string; volunteerCenterId: string | null };
  tags?: { id: string; name: string }[];
}

export interface ManagedFilters {
  search?: string;
  status?: string;
  page: number;
  size: number;
}

const PATH = "/api/v1/vacancies";

/** A page of the vacancies this user manages (the API decides which: `managed=true`). */
export async function listManagedVacancies(api: ApiClient, filters: ManagedFilters) {
  // Typed text without a letter or digit ("!!") is no search: the api would refuse it.
  const search = filters.search && searchWords(filters.search).length > 0 ? filters.search : undefined;
  const { data: vacancies, meta } = await api.get<AdminVacancy[]>(PATH, {
    include: ["organization"],
    filter: { managed: "true", search, status_eq: filters.status || undefined },
    sort: search ? undefined : "-created_at",
    fields: { vacancies: ["title", "status", "expires_on", "organization"], organizations: ["name"] },
    page: { number: filters.page, size: filters.size },
    // The admin list shows its total: the API counts only when asked, up to a cap (docs/vacancies.md
    // "Search"): beyond it, "more than N".
    count: "true",
  } satisfies ListQuery<typeof vacancyList>);
  return { vacancies, total: typeof meta.total === "number" ? meta.total : vacancies.length, totalCapped: meta.totalCapped === true };
}

/** One vacancy with its organization and tags; one the user may not see is the 404 screen. */
export async function getVacancy(api: ApiClient, id: string): Promise<AdminVacancy> {
  return (await orErrorScreen(api.get<AdminVacancy>(`${PATH}/${id}`, { include: ["organization", "tags"] }))).data;
}

/** These vacancies (in this order), with their tags; those the user may not see are left out. */
export async function getVacancies(api: ApiClient, ids: string[]) {
  const found = await Promise.all(
    ids.map((id) => orNull(api.get<AdminVacancy>(`${PATH}/${id}`, { include: ["organization", "tags"] })).then((result) => result?.data ?? null)),
  );
  return found.filter((v): v is AdminVacancy => v !== null);
}

export const createVacancy = (api: ApiClient, attributes: object) => api.write<AdminVacancy>("POST", PATH, "vacancies", attributes).then((r) => r.data);

export const updateVacancy = (api: ApiClient, id: string, attributes: object) =>
  api.write<AdminVacancy>("PATCH", `${PATH}/${id}`, "vacancies", attributes, id).then((r) => r.data);

/** One PATCH for all: it succeeds or changes nothing (errors point at `/data/<i>/...`). */
export const bulkUpdateVacancies = (api: ApiClient, items: { id: string; attributes: object }[]) =>
  api.request("PATCH", PATH, { body: { data: items.map(({ id, attributes }) => ({ type: "vacancies", id, attributes })) } });
