import type { ListQuery } from "@contract/list";
import type { OrganizationStatus } from "@contract/organizations";
import { type Vacancy, vacancyList } from "@contract/vacancies";
import { ApiError } from "./errors";
import type { ApiClient } from "./client";

/** What a vacancy's summary shows: the contract's attributes (camelCased by the client). */
export type VacancySummary = { id: string } & Pick<Vacancy, "title" | "city" | "remote" | "hoursPerWeek" | "commitment">;

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

/**
 * The public vacancies of every organization one manages (`managed`: the api decides which, staff's
 * take in their centre's), newest first, one page of the list's largest size: for a page that asks
 * before it knows the user (~/.server/read-ahead). `complete` is false when a next page was left:
 * the caller then asks per organization (listPublicVacancies).
 */
export async function listManagedPublicVacancies(api: ApiClient) {
  const { data, links } = await api.get<{ id: string; title: string; organizationId: string }[]>("/api/v1/vacancies", {
    filter: { managed: "true", public: "true" },
    sort: "-published_at",
    fields: { vacancies: ["title", "organization_id"] },
    page: { size: vacancyList.page.maxSize },
  } satisfies ListQuery<typeof vacancyList>);
  return { vacancies: data.map(({ id, title, organizationId }) => ({ id, title, organizationId })), complete: !links.next };
}

export type ManagedPublicVacancies = Awaited<ReturnType<typeof listManagedPublicVacancies>>;

/**
 * An organization's public vacancies (at most `size`, newest first): from the managed page read
 * ahead when it held them all, else asked of the organization alone (the page was full, or its
 * read failed: `null`).
 */
export const publicVacanciesOf = (api: ApiClient, managed: ManagedPublicVacancies | null, size: number) => async (organizationId: string) =>
  managed?.complete
    ? managed.vacancies.filter((v) => v.organizationId === organizationId).slice(0, size)
    : (await listPublicVacancies(api, organizationId, size)).map(({ id, title }) => ({ id, title }));

/** A vacancy as the public pages show it (camelCased by the client, organization included). */
export type PublicVacancy = VacancySummary &
  Pick<
    Vacancy,
    | "descriptionHtml"
    | "status"
    | "street"
    | "houseNumber"
    | "postalCode"
    | "startsOn"
    | "endsOn"
    | "places"
    | "requirements"
    | "contactName"
    | "contactEmail"
    | "contactPhone"
    | "publishedAt"
    | "expiresOn"
  > &
  Partial<Pick<Vacancy, "latitude" | "longitude">> & {
    organization: { id: string; name: string; status?: OrganizationStatus; volunteerCenterId?: string | null } | null;
  };

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
