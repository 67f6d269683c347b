// include=vacancies on GET /organizations and /organizations/:id (docs/organizations.md).
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { ORG, TENANT_A, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { VACANCIES_PER_ORGANIZATION } from "../vacancies/by-organization";

const INDEX = "/api/v1/organizations";
const NOORD_DRAFT = 620;

beforeEach(async () => {
  await seedVacancies(env.DB);
  // A draft of Centrale Alpha Noord: only its managers may ever see it.
  await env.DB.prepare(`INSERT INTO vacancies (id, tenant_id, organization_id, title, status) VALUES (?, ?, ?, 'Concept Noord', 'draft')`)
    .bind(NOORD_DRAFT, TENANT_A, ORG.NOORD)
    .run();
});

async function get(path: string, actor: ActorName = "anonymous") {
  return expectDocument(await apiFetch(path, await as(actor)), 200);
}
/** Vacancy ids per organization id, from the relationships. */
const linkage = (document: { data: Doc | Doc[] }) =>
  Object.fromEntries([document.data].flat().map((o: Doc) => [Number(o.id), o.relationships.vacancies?.data.map((v: Doc) => Number(v.id))]));
const includedIds = (document: { included?: Doc[] }) =>
  (document.included ?? [])
    .filter((r: Doc) => r.type === "vacancies")
    .map((r: Doc) => Number(r.id))
    .sort();

describe("include=vacancies", () => {
  it("includes only public vacancies for anonymous visitors", async () => {
    const document = await get(`${INDEX}?include=vacancies`);
    const links = linkage(document);
    expect(links[ORG.CLUB]).toEqual([VACANCY.CAFE]);
    expect(links[ORG.NOORD]).toEqual([VACANCY.NOORD]);
    expect(includedIds(document)).toEqual([VACANCY.CAFE, VACANCY.NOORD]);
    const cafe = document.included.find((r: Doc) => Number(r.id) === VACANCY.CAFE);
    expect(cafe.attributes).toMatchObject({
      title: "Café medewerker",
      status: "published",
      organization_id: String(ORG.CLUB),
    });
  });

  it("adds the vacancies one manages, newest first, and never another organization's draft", async () => {
    const document = await get(`${INDEX}/${ORG.CLUB}?include=vacancies`, "orgAdmin");
    expect(linkage(document)[ORG.CLUB]).toEqual([VACANCY.CAFE, VACANCY.CLOSED, VACANCY.EXPIRED, VACANCY.DRAFT]);
    const list = await get(`${INDEX}?include=vacancies`, "orgAdmin");
    expect(linkage(list)[ORG.NOORD]).toEqual([VACANCY.NOORD]);
    expect(includedIds(list)).not.toContain(NOORD_DRAFT);
    // The organization's centre staff manage it, and see the draft.
    const staff = await get(`${INDEX}/${ORG.NOORD}?include=vacancies`, "otherStaff");
    expect(linkage(staff)[ORG.NOORD]).toEqual([VACANCY.NOORD, NOORD_DRAFT]);
  });

  it("never includes another tenant's vacancies", async () => {
    const a = await get(`${INDEX}?include=vacancies&page[size]=100`, "superAdmin");
    expect(includedIds(a)).not.toContain(VACANCY.B_CAFE);
    const b = await get(`${INDEX}?include=vacancies`, "otherTenant");
    expect(includedIds(b)).toEqual([VACANCY.B_CAFE]);
  });

  it("caps the vacancies per organization and leaves the relationship out unless asked", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
       INSERT INTO vacancies (id, tenant_id, organization_id, title, status, published_at)
       SELECT 20000 + i, ?, ?, 'Veel ' || i, 'published', '2025-01-01T00:00:' || printf('%02d', i) || '.000Z' FROM n`,
    )
      .bind(TENANT_A, ORG.CLUB)
      .run();
    const document = await get(`${INDEX}/${ORG.CLUB}?include=vacancies`);
    const ids = linkage(document)[ORG.CLUB];
    expect(ids).toHaveLength(VACANCIES_PER_ORGANIZATION);
    expect(ids[0]).toBe(20030); // the newest
    const plain = await get(`${INDEX}/${ORG.CLUB}`);
    expect(plain.data.relationships.vacancies).toBeUndefined();
  });
});
