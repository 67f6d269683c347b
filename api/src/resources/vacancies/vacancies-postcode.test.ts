import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";

// filter[postcode]: the public search page's "within N km of my postcode", resolved through the
// postcode areas (no geocoder is configured in tests, as for the social map's filter[near]).
beforeEach(async () => {
  await seedVacancies(env.DB);
  // 3701 sits on the fixtures' point 52.1,5.2 (the café); 9711 is ~135 km from it.
  await env.DB.batch([
    env.DB.prepare("INSERT OR REPLACE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('3701', 'Zeist', 52.1, 5.2)"),
    env.DB.prepare("INSERT OR REPLACE INTO postcode_areas (postcode, city, latitude, longitude) VALUES ('9711', 'Groningen', 53.217, 6.567)"),
  ]);
});

const INDEX = "/api/v1/vacancies";
const list = async (query: string, actor: ActorName = "anonymous") => {
  const document = await expectDocument(await apiFetch(`${INDEX}?${query}`, await as(actor)), 200);
  return document.data.map((r: Doc) => Number(r.id));
};
const refused = async (query: string) => expectError(await apiFetch(`${INDEX}?${query}`), 400);

describe("filter[postcode] on GET /api/v1/vacancies", () => {
  it("finds the vacancies around a postcode, in any of its spellings", async () => {
    for (const postcode of ["3701", "3701 AB", "3701ab", " 3701 ab "])
      expect(await list(`filter[postcode]=${encodeURIComponent(postcode)}`)).toEqual([VACANCY.CAFE]);
    expect(await list("filter[postcode]=9711")).toEqual([]);
  });

  it("takes the radius, sorts by distance and combines with search like filter[near]", async () => {
    const around = "filter[distance_km_lteq]=60&sort=distance,title";
    expect(await list(`filter[postcode]=3701&${around}`, "staff")).toEqual(await list(`filter[near]=52.1,5.2&${around}`, "staff"));
    expect(await list("filter[postcode]=3701&filter[distance_km_lteq]=60&sort=distance", "staff")).toContain(VACANCY.CLOSED);
    expect(await list("filter[postcode]=3701&filter[distance_km_lteq]=5", "staff")).not.toContain(VACANCY.CLOSED);
    expect(await list("filter[search]=cafe&filter[postcode]=3701&filter[public]=true")).toEqual([VACANCY.CAFE]);
  });

  it("answers 400 naming the parameter for a postcode it cannot use", async () => {
    for (const postcode of ["9999", "12345", "AB 1234", "0123 AB"]) {
      const error = await refused(`filter[postcode]=${encodeURIComponent(postcode)}`);
      expect(error.source).toEqual({ parameter: "filter[postcode]" });
    }
    expect((await refused("filter[postcode]=9999")).title).toBe("Unknown postcode");
    expect((await refused("filter[postcode]=3701&filter[near]=52.1,5.2")).source).toEqual({ parameter: "filter[postcode]" });
  });
});
