// The facet tokens of vacancy_search (0011_search_facets.sql, facets.ts): a search with a city,
// hours, remote or commitment filter finds exactly what the filter alone allows, follows edits,
// and reads few rows however many matches lie elsewhere.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { ORG, TENANT_A, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { MAX_HOUR_TOKENS } from "./facets";

beforeEach(() => seedVacancies(env.DB));

const INDEX = "/api/v1/vacancies";

async function list(query: string) {
  return expectDocument(await apiFetch(`${INDEX}?${query}`), 200);
}
const ids = (document: { data: Doc[] }) => document.data.map((r: Doc) => Number(r.id));
const search = async (query: string) => ids(await list(`filter[search]=klus&page[size]=100&${query}`)).sort((a, b) => a - b);

type Place = {
  city?: string | null;
  hours?: number | null;
  remote?: 0 | 1;
  commitment?: "one_off" | "recurring";
};

/** Public vacancies of Sportclub Alpha titled "Klus <id>", from id 701 on. */
async function seedPlaces(places: Place[]) {
  await env.DB.batch(
    places.map((p, i) =>
      env.DB.prepare(
        `INSERT INTO vacancies (id, tenant_id, organization_id, title, status, published_at, city, hours_per_week, remote, commitment)
         VALUES (?, ?, ?, ?, 'published', '2024-03-01T10:00:00.000Z', ?, ?, ?, ?)`,
      ).bind(701 + i, TENANT_A, ORG.CLUB, `Klus ${701 + i}`, p.city ?? null, p.hours ?? null, p.remote ?? 0, p.commitment ?? "recurring"),
    ),
  );
}

describe("a search with a city (filter[city_eq])", () => {
  // Den Haag and den haag are one city to the filter (NOCASE); Denhaag, Den-Haag and Dén Haag
  // share its facet token (spaces, hyphens, case, accents fold) but are other cities.
  const cities = [
    "Den Haag", // 701
    "den haag", // 702
    "Denhaag", // 703
    "Den-Haag", // 704
    "Dén Haag", // 705
    "Zwolle", // 706
    "ZWOLLE", // 707
    "Zwölle", // 708
    "'s-Hertogenbosch", // 709
    "Bergen (NH)", // 710
    "Bergen & Dal", // 711
    null, // 712
  ];
  beforeEach(() => seedPlaces(cities.map((city) => ({ city }))));

  it("finds exactly the vacancies of that city, as the filter alone would", async () => {
    expect(await search("filter[city_eq]=Den%20Haag")).toEqual([701, 702]);
    expect(await search("filter[city_eq]=DENHAAG")).toEqual([703]);
    expect(await search("filter[city_eq]=Den-Haag")).toEqual([704]);
    expect(await search("filter[city_eq]=D%C3%A9n%20Haag")).toEqual([705]);
    expect(await search("filter[city_eq]=zwolle")).toEqual([706, 707]);
    expect(await search("filter[city_eq]=Zw%C3%B6lle")).toEqual([708]);
    expect(await search(`filter[city_eq]=${encodeURIComponent("'s-hertogenbosch")}`)).toEqual([709]);
    expect(await search(`filter[city_eq]=${encodeURIComponent("Bergen (NH)")}`)).toEqual([710]);
    expect(await search(`filter[city_eq]=${encodeURIComponent("bergen & dal")}`)).toEqual([711]);
    expect(await search("filter[city_eq]=Bergen")).toEqual([]);
    expect(await search("filter[city_eq]=Haag")).toEqual([]);
  });

  it("agrees with the search alone, filtered by the city, for every city", async () => {
    const all = (await list("filter[search]=klus&page[size]=100")).data;
    for (const city of cities.filter((c): c is string => c !== null)) {
      const expected = all
        .filter((r: Doc) => typeof r.attributes.city === "string" && r.attributes.city.toLowerCase() === city.toLowerCase())
        .map((r: Doc) => Number(r.id))
        .sort((a: number, b: number) => a - b);
      expect(await search(`filter[city_eq]=${encodeURIComponent(city)}`)).toEqual(expected);
    }
  });

  it("treats FTS5 syntax in the city as part of the name", async () => {
    for (const city of ['Den" OR "Haag', "facets:c*", "NEAR(den haag)", '"']) expect(await search(`filter[city_eq]=${encodeURIComponent(city)}`)).toEqual([]);
  });

  it("never lets a visitor's words match the facet tokens", async () => {
    // 706 has the tokens czwolle, h, r0 and mrecurring; its text says none of them.
    for (const words of ["czwolle", "cdenhaag", "r0", "mrecurring", "h"]) expect(ids(await list(`filter[search]=${words}&filter[city_eq]=Zwolle`))).toEqual([]);
    expect(await search("filter[city_eq]=Zwolle")).toEqual([706, 707]);
  });

  it("follows a city changed through the API and around it", async () => {
    const response = await sendAs("orgAdmin", "PATCH", `${INDEX}/${VACANCY.CAFE}`, {
      data: { type: "vacancies", id: String(VACANCY.CAFE), attributes: { city: "Zwolle" } },
    });
    expect(response.status).toBe(200);
    const cafeIn = async (city: string) => ids(await list(`filter[search]=cafe&filter[city_eq]=${city}`));
    expect(await cafeIn("Zwolle")).toEqual([VACANCY.CAFE]);
    expect(await cafeIn("Alpha")).toEqual([]);
    await env.DB.prepare("UPDATE vacancies SET city = 'Den Haag' WHERE id = ?").bind(VACANCY.CAFE).run();
    expect(await cafeIn("Zwolle")).toEqual([]);
    expect(await cafeIn("Den%20Haag")).toEqual([VACANCY.CAFE]);
  });
});

describe("a search with hours, remote or commitment", () => {
  const hours = [0, 2, 2.5, 3.99, 4, 4.01, 5, null, 12, 13, 40, 168];
  beforeEach(() => seedPlaces(hours.map((h) => ({ hours: h }))));
  const withHours = (values: (number | null)[]) => values.map((h) => 701 + hours.indexOf(h));

  it("finds exactly the vacancies within the hours, narrow and wide", async () => {
    expect(await search("filter[hours_per_week_lteq]=4")).toEqual(withHours([0, 2, 2.5, 3.99, 4]));
    expect(await search("filter[hours_per_week_gteq]=2.5&filter[hours_per_week_lteq]=4.01")).toEqual(withHours([2.5, 3.99, 4, 4.01]));
    expect(await search("filter[hours_per_week_gteq]=3.99&filter[hours_per_week_lteq]=3.99")).toEqual(withHours([3.99]));
    // Wider than MAX_HOUR_TOKENS whole hours: no facet, the same answer.
    expect(MAX_HOUR_TOKENS).toBeLessThan(40);
    expect(await search("filter[hours_per_week_lteq]=40")).toEqual(withHours([0, 2, 2.5, 3.99, 4, 4.01, 5, 12, 13, 40]));
    expect(await search("filter[hours_per_week_gteq]=12.5")).toEqual(withHours([13, 40, 168]));
    expect(await search("filter[hours_per_week_gteq]=5&filter[hours_per_week_lteq]=4")).toEqual([]);
  });

  it("follows hours changed around the API", async () => {
    const id = withHours([13])[0];
    expect(await search("filter[hours_per_week_lteq]=1")).toEqual(withHours([0]));
    await env.DB.prepare("UPDATE vacancies SET hours_per_week = 1 WHERE id = ?").bind(id).run();
    expect(await search("filter[hours_per_week_lteq]=1")).toEqual([...withHours([0]), id].sort((a, b) => a - b));
    expect(await search("filter[hours_per_week_gteq]=13")).toEqual(withHours([40, 168]));
  });

  it("narrows by remote and commitment, and follows their changes", async () => {
    await env.DB.prepare("UPDATE vacancies SET remote = 1, commitment = 'one_off' WHERE id IN (701, 702)").run();
    expect(await search("filter[remote_eq]=true")).toEqual([701, 702]);
    expect(await search("filter[commitment_eq]=one_off")).toEqual([701, 702]);
    expect(await search("filter[remote_eq]=false&filter[commitment_eq]=recurring")).toEqual(withHours(hours.slice(2)));
    await env.DB.prepare("UPDATE vacancies SET remote = 0, commitment = 'recurring' WHERE id = 701").run();
    expect(await search("filter[remote_eq]=true")).toEqual([702]);
    expect(await search("filter[commitment_eq]=one_off")).toEqual([702]);
  });

  it("counts with the facets too, and sorts by date with them", async () => {
    const counted = await list("filter[search]=klus&filter[hours_per_week_lteq]=4&count=true");
    expect(counted.meta).toMatchObject({ total: 5, total_capped: false });
    const byDate = await list("filter[search]=klus&filter[hours_per_week_lteq]=4&sort=-published_at");
    expect(ids(byDate).sort((a, b) => a - b)).toEqual(withHours([0, 2, 2.5, 3.99, 4]));
  });
});

describe("rows read by a search with a filter, at 720 matches", () => {
  // 60 vacancies per city in 12 cities, hours 1 to 16 in turn: a search for the common word with
  // one city or 4 hours at most used to check 12 or 4 matches per result against `vacancies`.
  beforeEach(() =>
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 719)
       INSERT INTO vacancies (id, tenant_id, organization_id, title, status, published_at, city, hours_per_week)
       SELECT 10000 + i, ?, ?, 'Klus ' || i, 'published', '2024-03-01T10:00:00.000Z',
         'Stad ' || char(65 + i % 12), 1 + (i * 7) % 16 FROM n`,
    )
      .bind(TENANT_A, ORG.CLUB)
      .run(),
  );
  const rowsRead = async (query: string) => {
    const response = await apiFetch(`${INDEX}?filter[search]=klus&${query}`);
    const document = await expectDocument(response, 200);
    expect(document.data).toHaveLength(25);
    expect(document.meta).toEqual({ has_next_page: true });
    return Number(response.headers.get("X-D1-Rows-Read"));
  };

  it("reads about a page of matches and their rows, within 120", async () => {
    const city = await rowsRead("filter[city_eq]=Stad%20C&filter[public]=true");
    const hours = await rowsRead("filter[hours_per_week_lteq]=4");
    // A page and one more: 26 matches handed over, 26 vacancies rows checked, then in the same
    // statement the page's 26 rows and their organizations' 26 (plan/list.ts).
    expect(city).toBeLessThanOrEqual(120);
    expect(hours).toBeLessThanOrEqual(120);
    // Sorted by date the matches are joined and sorted, but only the city's 60 (of 720).
    expect(await rowsRead("filter[city_eq]=Stad%20C&sort=-published_at")).toBeLessThanOrEqual(260);
  });
});
