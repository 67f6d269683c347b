import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type ActorName, as, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { ORG, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { today } from "./access";

beforeEach(() => seedVacancies(env.DB));

const INDEX = "/api/v1/vacancies";

async function search(query: string, actor: ActorName = "anonymous") {
  const document = await expectDocument(await apiFetch(`${INDEX}?${query}`, await as(actor)), 200);
  return document.data.map((r: Doc) => Number(r.id));
}
const q = (words: string) => `filter[search]=${encodeURIComponent(words)}`;
const setColumn = (column: string, value: unknown, id: number) => env.DB.prepare(`UPDATE vacancies SET ${column} = ? WHERE id = ?`).bind(value, id).run();

describe("search (filter[search])", () => {
  it("ranks a title hit above a description hit", async () => {
    // "Café medewerker" has it in its title; "Tuinhulp" only in its description ("cafe").
    expect(await search(q("café"))).toEqual([VACANCY.CAFE, VACANCY.NOORD]);
    // Also when the description hit is the newer one and sorting is by relevance explicitly.
    expect(await search(`${q("cafe")}&sort=relevance`)).toEqual([VACANCY.CAFE, VACANCY.NOORD]);
  });

  it("folds diacritics both ways: cafe finds café, café finds cafe", async () => {
    expect(await search(q("cafe"))).toContain(VACANCY.CAFE);
    expect(await search(q("CAFÉ"))).toContain(VACANCY.NOORD);
  });

  it("searches the description text and the organization's name, by word prefix", async () => {
    expect(await search(q("schenken"))).toEqual([VACANCY.CAFE]);
    expect(await search(q("koff"))).toEqual([VACANCY.CAFE]);
    expect(await search(q("sportclub"))).toEqual([VACANCY.CAFE]);
    expect(await search(q("Centrale Noord"))).toEqual([VACANCY.NOORD]);
    expect(await search(q("koffie tuin"))).toEqual([]); // every word is required
  });

  it("drops a vacancy from public search once its expiry date has passed", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await setColumn("expires_on", today(), VACANCY.CAFE);
    expect(await search(q("café"))).toContain(VACANCY.CAFE); // the last day still counts
    await setColumn("expires_on", yesterday, VACANCY.CAFE);
    expect(await search(q("café"))).toEqual([VACANCY.NOORD]);
    // Its managers still find it (the admin list), the public never.
    expect(await search(`${q("café")}&filter[managed]=true`, "orgAdmin")).toEqual([VACANCY.CAFE, VACANCY.EXPIRED]);
    expect(await search(`${q("café")}&filter[public]=true`, "orgAdmin")).toEqual([VACANCY.NOORD]);
  });

  it("never finds another tenant's vacancies", async () => {
    expect(await search(q("bravo"))).toEqual([]);
    expect(await search(q("bravo"), "otherTenant")).toEqual([VACANCY.B_CAFE]);
  });

  it("keeps the index in step with edits and organization renames", async () => {
    const response = await sendAs("orgAdmin", "PATCH", `${INDEX}/${VACANCY.CAFE}`, {
      data: { type: "vacancies", id: String(VACANCY.CAFE), attributes: { title: "Barvrijwilliger", description: "Tap bier." } },
    });
    expect(response.status).toBe(200);
    expect(await search(q("barvrijwilliger"))).toEqual([VACANCY.CAFE]);
    expect(await search(q("schenken"))).toEqual([]);
    await env.DB.prepare("UPDATE organizations SET name = 'Voetbalvereniging Alpha' WHERE id = ?").bind(ORG.CLUB).run();
    expect(await search(q("voetbalvereniging"))).toEqual([VACANCY.CAFE]);
  });

  it("combines with the filters and can sort by date instead", async () => {
    expect(await search(`${q("cafe")}&filter[remote_eq]=true`)).toEqual([VACANCY.NOORD]);
    expect(await search(`${q("cafe")}&filter[hours_per_week_lteq]=4`)).toEqual([VACANCY.CAFE]);
    expect(await search(`${q("cafe")}&sort=-published_at`)).toEqual([VACANCY.NOORD, VACANCY.CAFE]);
  });

  it("treats search syntax as words, never as an FTS5 query", async () => {
    for (const words of ['café" OR "', "title:tuin", "NEAR(café tuin)", "-café", "*"])
      await expectDocument(await apiFetch(`${INDEX}?${q(words)}`), words === "*" ? 400 : 200);
  });
});

describe("distance (filter[near], filter[distance_km_lteq])", () => {
  it("keeps vacancies within the distance and sorts by it", async () => {
    // Staff see all of centre A1's: three at the point itself, one ~26 km, one ~49 km away.
    expect(await search("filter[near]=52.1,5.2&filter[distance_km_lteq]=5&sort=title", "staff")).toEqual([VACANCY.CAFE, VACANCY.DRAFT, VACANCY.EXPIRED]);
    expect(await search("filter[near]=52.5,5.5&filter[distance_km_lteq]=30&sort=distance", "staff")).toEqual([VACANCY.CLOSED]);
    expect(await search("filter[near]=52.5,5.5&filter[distance_km_lteq]=60&sort=distance,title", "staff")).toEqual([
      VACANCY.CLOSED,
      VACANCY.PENDING_ORG,
      VACANCY.CAFE,
      VACANCY.DRAFT,
      VACANCY.EXPIRED,
    ]);
  });

  it("defaults to 25 km and leaves out vacancies without coordinates", async () => {
    expect(await search("filter[near]=52.1,5.2")).toEqual([VACANCY.CAFE]);
  });
});
