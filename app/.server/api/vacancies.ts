import type { ApiClient } from "./client";

export interface VacancySummary {
  id: string;
  title: string;
  city: string | null;
  remote: boolean;
  hoursPerWeek: number | null;
  commitment: "recurring" | "one_off" | string;
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
  });
  return data.map(({ id, title, city, remote, hoursPerWeek, commitment }) => ({ id, title, city, remote, hoursPerWeek, commitment }));
}
