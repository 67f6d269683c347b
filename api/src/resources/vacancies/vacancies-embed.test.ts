import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { CENTER, ORG, TENANT_A, TENANT_B, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { batchPerDatabase } from "../../../test/tenant-database";

// The calls behind the vacancy search's map and the partner embed (docs/vacancy-embed.md,
// app/routes/embed.vacatures/embed.server.ts), made as those pages make them: anonymous, public
// vacancies only, by organization or by theme name, with the point for the map. No new endpoint
// or filter: these pin the existing ones to what the pages rely on.

const TAG = { SPORT: 731, B_SPORT: 741 } as const;

beforeEach(async () => {
  await seedVacancies(env.DB);
  // Each row in its tenant's database (tenant B's own, test/tenant-database.ts).
  await batchPerDatabase(env.DB, [
    ...[
      [TAG.SPORT, TENANT_A, CENTER.A1, "Sport"],
      [TAG.B_SPORT, TENANT_B, CENTER.B1, "Sport"],
    ].map((values) => ({
      tenant: values[1] as string,
      sql: "INSERT OR IGNORE INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, ?)",
      values,
    })),
    ...[
      [TENANT_A, VACANCY.CAFE, TAG.SPORT],
      [TENANT_A, VACANCY.DRAFT, TAG.SPORT],
      [TENANT_B, VACANCY.B_CAFE, TAG.B_SPORT],
    ].map((values) => ({ tenant: values[0] as string, sql: "INSERT OR IGNORE INTO vacancy_tags (tenant_id, vacancy_id, tag_id) VALUES (?, ?, ?)", values })),
  ]);
});

const EMBED = "/api/v1/vacancies?filter[public]=true&sort=-published_at&include=organization&fields[organizations]=name&page[size]=10";
const ids = (doc: Doc) => (doc.data as { id: string }[]).map((v) => Number(v.id));
const list = async (query: string, tenant = TENANT_A) => expectDocument(await apiFetch(`${EMBED}${query}`, { tenant }), 200);

describe("the vacancy embed's and map's calls", () => {
  it("lists one organization's public vacancies only: no draft, no expired one", async () => {
    expect(ids(await list(`&filter[organization_id_eq]=${ORG.CLUB}`))).toEqual([VACANCY.CAFE]);
  });

  it("finds nothing for another tenant's organization or theme (tenant scope)", async () => {
    expect(ids(await list(`&filter[organization_id_eq]=${ORG.B_CLUB}`))).toEqual([]);
    expect(ids(await list(`&filter[organization_id_eq]=${ORG.B_CLUB}`, TENANT_B))).toEqual([VACANCY.B_CAFE]);
    // Both tenants have a theme "Sport": each host lists its own.
    expect(ids(await list("&filter[tag_name_eq]=sport"))).toEqual([VACANCY.CAFE]);
    expect(ids(await list("&filter[tag_name_eq]=Sport", TENANT_B))).toEqual([VACANCY.B_CAFE]);
    expect(ids(await list("&filter[tag_name_eq]=Onbekend"))).toEqual([]);
  });

  it("gives the point the map needs when asked, and nothing for a remote vacancy", async () => {
    const doc = await list("&fields[vacancies]=title,remote,latitude,longitude");
    const byId = new Map((doc.data as { id: string; attributes: Record<string, unknown> }[]).map((v) => [Number(v.id), v.attributes]));
    expect(byId.get(VACANCY.CAFE)).toEqual({ title: "Café medewerker", remote: false, latitude: 52.1, longitude: 5.2 });
    expect(byId.get(VACANCY.NOORD)).toMatchObject({ remote: true, latitude: null, longitude: null });
  });

  it("answers 400 to what a partner could write wrong", async () => {
    await expectError(await apiFetch(`${EMBED}&filter[organization_id_eq]=abc`), 400);
    await expectError(await apiFetch(`${EMBED}&filter[tag_name_eq]=${"x".repeat(61)}`), 400);
    await expectError(await apiFetch(`${EMBED}&fields[vacancies]=title,point`), 400);
    await expectError(await apiFetch(`${EMBED.replace("page[size]=10", "page[size]=101")}`), 400);
  });
});
