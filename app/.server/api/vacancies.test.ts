import { describe, expect, it } from "vitest";
import { ApiClient, JSON_API } from "./client";
import { listManagedPublicVacancies, publicVacanciesOf } from "./vacancies";

const vacancy = (id: string, organizationId: string) => ({ type: "vacancies", id, attributes: { title: `Vacancy ${id}`, organization_id: organizationId } });

/** A client over a transport that answers each request with the next document and keeps what was asked. */
function clientAnswering(documents: object[]) {
  const asked: string[] = [];
  const api = new ApiClient({
    transport: async (request: Request) => {
      asked.push(decodeURIComponent(new URL(request.url).search));
      return new Response(JSON.stringify(documents.shift()), { headers: { "Content-Type": JSON_API } });
    },
    baseUrl: "https://api.internal",
    tenant: "demo",
    appContext: "main",
    volunteerCenterId: "1",
  });
  return { api, asked };
}

// A reply to a profile offers each of one's organizations' vacancies: read ahead as one page of
// every managed one, asked per organization only when that page may not hold them all.
describe("publicVacanciesOf", () => {
  it("takes an organization's vacancies from the managed page when it had no next page", async () => {
    const { api, asked } = clientAnswering([{ data: [vacancy("1", "7"), vacancy("2", "8"), vacancy("3", "7")], links: { next: null } }]);
    const managed = await listManagedPublicVacancies(api);
    expect(asked).toEqual([expect.stringContaining("filter[managed]=true&filter[public]=true")]);
    const of = publicVacanciesOf(api, managed, 50);
    expect(await of("7")).toEqual([
      { id: "1", title: "Vacancy 1", organizationId: "7" },
      { id: "3", title: "Vacancy 3", organizationId: "7" },
    ]);
    expect(await publicVacanciesOf(api, managed, 1)("7")).toEqual([{ id: "1", title: "Vacancy 1", organizationId: "7" }]);
    expect(asked).toHaveLength(1);
  });

  it("asks the organization alone when the managed page was full or its read failed", async () => {
    const { api, asked } = clientAnswering([
      { data: [vacancy("1", "8")], links: { next: "https://api.internal/api/v1/vacancies?page[number]=2" } },
      { data: [vacancy("5", "7")], links: {} },
      { data: [vacancy("6", "7")], links: {} },
    ]);
    const full = await listManagedPublicVacancies(api);
    expect(full.complete).toBe(false);
    expect(await publicVacanciesOf(api, full, 50)("7")).toEqual([{ id: "5", title: "Vacancy 5" }]);
    expect(await publicVacanciesOf(api, null, 50)("7")).toEqual([{ id: "6", title: "Vacancy 6" }]);
    expect(asked.slice(1)).toEqual([expect.stringContaining("filter[organization_id_eq]=7"), expect.stringContaining("filter[organization_id_eq]=7")]);
  });
});
