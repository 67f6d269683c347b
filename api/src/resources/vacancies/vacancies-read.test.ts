import { env } from "cloudflare:test";
import { fetchWithVars } from "../../../test/auth";
import { beforeEach, describe, expect, it } from "vitest";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { ORG, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";

beforeEach(() => seedVacancies(env.DB));

const INDEX = "/api/v1/vacancies";
const ids = (document: Doc) => document.data.map((r: Doc) => Number(r.id));

async function list(query = "", actor: ActorName = "anonymous") {
  return expectDocument(await apiFetch(`${INDEX}${query}`, await as(actor)), 200);
}

describe("GET /api/v1/vacancies", () => {
  it("shows the public only published, unexpired vacancies of approved organizations of the tenant", async () => {
    const document = await list();
    expect(ids(document)).toEqual([VACANCY.NOORD, VACANCY.CAFE]); // newest published first
    expect(document.meta).toEqual({ has_next_page: false });
    const cafe = document.data[1];
    expect(cafe.type).toBe("vacancies");
    expect(cafe.attributes).toMatchObject({
      title: "Café medewerker",
      status: "published",
      organization_id: String(ORG.CLUB),
      remote: false,
      city: "Alpha",
      hours_per_week: 4,
      description_html: "<p>Koffie schenken voor de leden.</p>",
    });
    expect(cafe.attributes.tenant_id).toBeUndefined();
    expect(cafe.relationships.organization.data).toEqual({
      type: "organizations",
      id: String(ORG.CLUB),
    });
    expect(cafe.links.self).toBe(`https://api.test${INDEX}/${VACANCY.CAFE}`);
  });

  it.each<[ActorName, number[]]>([
    ["volunteer", [VACANCY.NOORD, VACANCY.CAFE]],
    ["otherOrgAdmin", [VACANCY.NOORD, VACANCY.CAFE]],
    // Anton: admin of the club (its draft, closed and expired ones); a member of the school only.
    ["orgAdmin", [VACANCY.DRAFT, VACANCY.EXPIRED, VACANCY.CAFE, VACANCY.CLOSED, VACANCY.NOORD]],
    ["staff", [VACANCY.DRAFT, VACANCY.EXPIRED, VACANCY.CAFE, VACANCY.CLOSED, VACANCY.PENDING_ORG, VACANCY.NOORD]],
    ["otherStaff", [VACANCY.NOORD, VACANCY.CAFE]],
    ["superAdmin", [VACANCY.DRAFT, VACANCY.EXPIRED, VACANCY.CAFE, VACANCY.CLOSED, VACANCY.PENDING_ORG, VACANCY.NOORD]],
    ["otherTenant", [VACANCY.B_CAFE]],
  ])("lists for %s what they may see", async (actor, expected) => {
    const document = await list("?sort=title&page[size]=100", actor);
    const titles = new Map(document.data.map((r: Doc) => [Number(r.id), r.attributes.title]));
    expect([...titles.keys()].sort()).toEqual([...expected].sort());
  });

  it("limits to the public ones with filter[public] and to one's own with filter[managed]", async () => {
    expect(ids(await list("?filter[public]=true&sort=title", "staff"))).toEqual([VACANCY.CAFE, VACANCY.NOORD]);
    expect(ids(await list("?filter[managed]=true&sort=title", "orgAdmin"))).toEqual([VACANCY.CAFE, VACANCY.CLOSED, VACANCY.DRAFT, VACANCY.EXPIRED]);
    expect(ids(await list("?filter[managed]=true", "volunteer"))).toEqual([]);
    await expectError(await apiFetch(`${INDEX}?filter[managed]=true`), 401);
  });

  // What a reply to a profile offers (app/.server/api/vacancies.ts listManagedPublicVacancies):
  // each filter narrows, so together they are the public ones one manages. Until session 75 the
  // public filter alone decided, and every caller got the tenant's public vacancies.
  it.each<[ActorName, number[]]>([
    ["orgAdmin", [VACANCY.CAFE]],
    ["staff", [VACANCY.CAFE]],
    ["otherStaff", [VACANCY.NOORD]],
    ["superAdmin", [VACANCY.CAFE, VACANCY.NOORD]],
    ["volunteer", []],
  ])("lists for %s the public ones they manage with filter[public] and filter[managed] together", async (actor, expected) => {
    expect(ids(await list("?filter[public]=true&filter[managed]=true&sort=title", actor))).toEqual(expected);
  });

  it("includes the organization and applies sparse fieldsets", async () => {
    const document = await list("?include=organization&fields[vacancies]=title,organization&fields[organizations]=name");
    expect(document.data[0].attributes).toEqual({ title: "Tuinhulp" });
    expect(document.included).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "organizations",
          id: String(ORG.CLUB),
          attributes: { name: "Sportclub Alpha" },
        }),
      ]),
    );
  });

  it("renders the description and loads the tags only for a fieldset that asks for them", async () => {
    const full = await list("?sort=title", "staff");
    const sparse = await list("?sort=title&fields[vacancies]=description_html,tags", "staff");
    expect(sparse.data.map((v: Doc) => v.attributes)).toEqual(full.data.map((v: Doc) => ({ description_html: v.attributes.description_html })));
    expect(sparse.data.map((v: Doc) => v.relationships?.tags)).toEqual(full.data.map((v: Doc) => v.relationships?.tags));
    const titles = await list("?sort=title&fields[vacancies]=title", "staff");
    expect(titles.data.every((v: Doc) => v.relationships === undefined)).toBe(true);
  });

  it("filters, sorts and pages", async () => {
    const staff = (q: string) => list(q, "staff");
    expect(ids(await staff(`?filter[status_eq]=closed`))).toEqual([VACANCY.CLOSED]);
    expect(ids(await staff(`?filter[organization_id_eq]=${ORG.NOORD}`))).toEqual([VACANCY.NOORD]);
    expect(ids(await staff(`?filter[city_eq]=alpha&sort=-title`))).toEqual([VACANCY.PENDING_ORG, VACANCY.EXPIRED, VACANCY.DRAFT, VACANCY.CAFE]);
    expect(ids(await staff(`?filter[remote_eq]=true`))).toEqual([VACANCY.NOORD]);
    expect(ids(await staff(`?filter[hours_per_week_gteq]=4&filter[hours_per_week_lteq]=6&sort=title`))).toEqual([VACANCY.CAFE, VACANCY.CLOSED]);
    expect(ids(await staff(`?filter[volunteer_center_id_eq]=12`))).toEqual([VACANCY.NOORD]);
    const page = await staff("?sort=title&page[size]=2&page[number]=2");
    expect(ids(page)).toEqual([VACANCY.DRAFT, VACANCY.NOORD]);
    expect(page.meta).toEqual({ has_next_page: true });
    expect(page.links.next).toContain("page%5Bnumber%5D=3");
    expect(page.links.prev).toContain("page%5Bnumber%5D=1");
    expect(page.links.last).toBeNull();
    // The admin list asks for the total; the last page has no next link.
    const counted = await staff("?sort=title&page[size]=2&page[number]=3&count=true");
    expect(counted.meta).toEqual({
      has_next_page: false,
      total: 6,
      total_capped: false,
    });
    expect(counted.links.next ?? null).toBeNull();
    expect(counted.links.last).toContain("page%5Bnumber%5D=3");
  });

  it("filters by the date a volunteer is available", async () => {
    await env.DB.prepare("UPDATE vacancies SET starts_on = '2025-03-01', ends_on = '2025-03-31' WHERE id = ?").bind(VACANCY.CAFE).run();
    expect(ids(await list("?filter[available_on]=2025-03-15"))).toEqual([VACANCY.NOORD, VACANCY.CAFE]);
    expect(ids(await list("?filter[available_on]=2025-04-01"))).toEqual([VACANCY.NOORD]);
  });

  it.each([
    ["filter[colour_eq]=red", "filter[colour_eq]"],
    ["filter[remote_eq]=yes", "filter[remote_eq]"],
    ["filter[available_on]=2025-02-30", "filter[available_on]"],
    ["filter[near]=91,5", "filter[near]"],
    ["filter[distance_km_lteq]=5", "filter[distance_km_lteq]"],
    ["sort=relevance", "sort"],
    ["sort=distance", "sort"],
    ["sort=secret", "sort"],
    ["page[size]=101", "page[size]"],
    ["include=applications", "include"],
    ["filter[search]=%21%21%21", "filter[search]"],
  ])("answers 400 for ?%s", async (query, parameter) => {
    const error = await expectError(await apiFetch(`${INDEX}?${query}`), 400);
    expect(error.source).toEqual({ parameter });
  });
});

describe("X-D1-Rows-Read", () => {
  it("reports the rows a list read, except in production", async () => {
    const response = await apiFetch(`${INDEX}?filter[search]=cafe`);
    expect(Number(response.headers.get("x-d1-rows-read"))).toBeGreaterThan(0);
    const production = await fetchWithVars({ ENVIRONMENT: "production" }, INDEX);
    expect(production.status).toBe(200);
    expect(production.headers.has("x-d1-rows-read")).toBe(false);
  });
});

describe("one statement per page", () => {
  const statements = async (query: string) => {
    const path = `${INDEX}?filter[public]=true&include=organization&fields[vacancies]=title,organization&${query}`;
    // Asked twice: the first request of an isolate also reads its tenant and centre (kept a minute).
    await apiFetch(path);
    const response = await apiFetch(path);
    const document = await expectDocument(response, 200);
    return { ids: document.data.map((r: Doc) => Number(r.id)), statements: Number(response.headers.get("X-D1-Statements")) };
  };

  it.each(["sort=-published_at", "sort=title", "filter[search]=cafe", "filter[near]=52.09,5.12&sort=-published_at"])(
    "reads the page's ids, rows and organizations together (%s)",
    async (query) => {
      const { ids, statements: n } = await statements(query);
      expect(ids.length).toBeGreaterThan(0);
      expect(n).toBe(1);
    },
  );

  it("answers in the page's order, not the ids', page after page", async () => {
    const all = (await statements("sort=-title&page[size]=100")).ids;
    expect(all.length).toBeGreaterThan(1);
    // Title order descending is not id order: rows in the ids' order would show.
    expect(all).not.toEqual([...all].sort((a: number, b: number) => a - b));
    const pages = [];
    for (let number = 1; number <= all.length; number++) pages.push(...(await statements(`sort=-title&page[size]=1&page[number]=${number}`)).ids);
    expect(pages).toEqual(all);
    expect((await statements("sort=title&page[size]=100")).ids).toEqual([...all].reverse());
  });
});

describe("GET /api/v1/vacancies/:id", () => {
  const show = async (id: number, actor: ActorName) => apiFetch(`${INDEX}/${id}?include=organization`, await as(actor));

  it.each<[ActorName, number, number]>([
    ["anonymous", VACANCY.CAFE, 200],
    ["anonymous", VACANCY.DRAFT, 404],
    ["anonymous", VACANCY.EXPIRED, 404],
    ["anonymous", VACANCY.PENDING_ORG, 404],
    ["anonymous", VACANCY.CLOSED, 404],
    ["anonymous", VACANCY.B_CAFE, 404],
    ["volunteer", VACANCY.DRAFT, 404],
    ["otherOrgAdmin", VACANCY.DRAFT, 404],
    ["otherStaff", VACANCY.DRAFT, 404],
    ["otherTenant", VACANCY.DRAFT, 404],
    ["otherTenant", VACANCY.CAFE, 404],
    ["otherTenant", VACANCY.B_CAFE, 200],
    ["orgAdmin", VACANCY.DRAFT, 200],
    ["orgAdmin", VACANCY.EXPIRED, 200],
    ["orgAdmin", VACANCY.PENDING_ORG, 404], // a member of the school, not its admin
    ["staff", VACANCY.PENDING_ORG, 200],
    ["superAdmin", VACANCY.CLOSED, 200],
  ])("answers %s for vacancy %i with %i", async (actor, id, status) => {
    const response = await show(id, actor);
    if (status === 200) {
      const document = await expectDocument(response, 200);
      expect(document.data.id).toBe(String(id));
      expect(document.included[0].type).toBe("organizations");
    } else await expectError(response, status);
  });

  it("answers 404 for ids that name no row", async () => {
    for (const id of ["0", "07", "abc", "99999"]) await expectError(await apiFetch(`${INDEX}/${id}`), 404);
  });
});
