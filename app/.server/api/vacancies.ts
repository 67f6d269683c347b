import type { ListQuery } from "@contract/list";
import type { OrganizationStatus } from "@contract/organizations";
import type { Commitment, VacancyStatus, vacancyList } from "@contract/vacancies";
import { ApiError } from "./errors";
import type { ApiClient } from "./client";

export interface VacancySummary {
  id: string;
  title: string;
  city: string | null;
  remote: boolean;
  hoursPerWeek: number | null;
  commitment: Commitment;
}

/**
 * An organization's public vacancies (published, not expired), newest first: what a visitor of
 * its directory page may apply to. `public` keeps staff and admins to the same list as anyone.
 */
export async function listPublicVacancies(api: ApiClient, organizationId: string, size = 20) {
  const { data } = await api.get<VacancySummary[]>("/api/v1/vacancies", {
    filter: { organization_id_eq: organizationId, public: "true" },
    sort: "-published_at",
    fields: { vacancies: ["title", "city", "remote", "hours_per_week", "commitment"] },
    page: { size },
  } satisfies ListQuery<typeof vacancyList>);
  return data.map(({ id, title, city, remote, hoursPerWeek, commitment }) => ({ id, title, city, remote, hoursPerWeek, commitment }));
}

/** A vacancy as the public pages show it (camelCased by the client, organization included). */
export interface PublicVacancy extends VacancySummary {
  descriptionHtml: string;
  status: VacancyStatus;
  organization: { id: string; name: string; status?: OrganizationStatus; volunteerCenterId?: string | null } | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  startsOn: string | null;
  endsOn: string | null;
  places: number | null;
  requirements: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  publishedAt: string | null;
  expiresOn: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** A search of the public vacancies (app/utils/vacancy-search.ts builds the query). */
export async function searchVacancies(api: ApiClient, query: ListQuery<typeof vacancyList>) {
  const { data, meta } = await api.get<PublicVacancy[]>("/api/v1/vacancies", query);
  // The API does not count a search (docs/vacancies.md "Search"): it says whether a next page exists.
  return { vacancies: data, hasNextPage: meta.hasNextPage === true };
}

/** One vacancy as the API lets this visitor see it (a 404 ApiError when it may not). */
export async function getVacancy(api: ApiClient, id: string) {
  const { data } = await api.get<PublicVacancy>(`/api/v1/vacancies/${id}`, { include: ["organization"] });
  return data;
}

/** DELETE /vacancies/{id}: archives it (off the search, no more applications); the API decides who may. */
export const archiveVacancy = (api: ApiClient, id: string) => api.request("DELETE", `/api/v1/vacancies/${id}`);

/** The API's 400 for a postcode its geocoder cannot place: the visitor's mistake, not a crash. */

export const isUnknownPostcode = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.errors.some((e) => e.source?.parameter === "filter[postcode]");
