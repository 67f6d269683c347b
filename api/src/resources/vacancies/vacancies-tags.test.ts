import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type ActorName, as, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { batchPerDatabase } from "../../../test/tenant-database";
import { CENTER, ORG, TENANT_A, TENANT_B, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";

// Tags of centre A1 (the club's), of centre A2 (Noord's) and of tenant B.
const TAG = { SPORT: 701, ZORG: 702, NATUUR: 703, B_SPORT: 711 } as const;

beforeEach(async () => {
  await seedVacancies(env.DB);
  // Each tag in its tenant's database (tenant B's own, test/tenant-database.ts).
  await batchPerDatabase(
    env.DB,
    [
      [TAG.SPORT, TENANT_A, CENTER.A1, "Sport"],
      [TAG.ZORG, TENANT_A, CENTER.A1, "Zorg"],
      [TAG.NATUUR, TENANT_A, CENTER.A2, "Natuur"],
      [TAG.B_SPORT, TENANT_B, CENTER.B1, "Sport"],
    ].map((values) => ({ tenant: values[1] as string, sql: "INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, ?)", values })),
  );
});

const INDEX = "/api/v1/vacancies";

const send = (method: string, path: string, actor: ActorName, data?: unknown) => sendAs(actor, method, path, data === undefined ? undefined : { data });

const patch = (id: number, attributes: object, actor: ActorName = "orgAdmin") =>
  send("PATCH", `${INDEX}/${id}?include=tags`, actor, {
    type: "vacancies",
    id: String(id),
    attributes,
  });

const tagNames = (document: Doc) => (document.included ?? []).filter((r: Doc) => r.type === "tags").map((r: Doc) => r.attributes.name);

const linkedTags = async (id: number) =>
  (await env.DB.prepare("SELECT tag_id FROM vacancy_tags WHERE vacancy_id = ? ORDER BY tag_id").bind(id).all<{ tag_id: number }>()).results.map(
    (r) => r.tag_id,
  );

const ids = (document: Doc) => document.data.map((d: Doc) => Number(d.id));

describe("tag_ids on a vacancy", () => {
  it("come with the vacancy in one statement, by name, as the list reads them", async () => {
    await expectDocument(await patch(VACANCY.CAFE, { tag_ids: [String(TAG.ZORG), TAG.SPORT] }), 200);
    const path = `${INDEX}/${VACANCY.CAFE}?include=tags`;
    await apiFetch(path); // the first request of an isolate also reads its tenant and centre
    const response = await apiFetch(path);
    const one = await expectDocument(response, 200);
    expect(Number(response.headers.get("X-D1-Statements"))).toBe(1);
    expect(one.data.relationships.tags.data).toEqual([
      { type: "tags", id: String(TAG.SPORT) },
      { type: "tags", id: String(TAG.ZORG) },
    ]);
    const listed = await expectDocument(await apiFetch(`${INDEX}?filter[public]=true&filter[organization_id_eq]=${ORG.CLUB}&include=tags`), 200);
    const cafe = listed.data.find((d: Doc) => Number(d.id) === VACANCY.CAFE);
    expect(cafe.relationships.tags).toEqual(one.data.relationships.tags);
    expect(listed.included.filter((r: Doc) => r.type === "tags")).toEqual(one.included);
  });

  it("sets, replaces and clears the tags; include=tags shows them", async () => {
    const document = await expectDocument(await patch(VACANCY.CAFE, { tag_ids: [String(TAG.ZORG), TAG.SPORT] }), 200);
    expect(document.data.relationships.tags.data).toEqual([
      { type: "tags", id: String(TAG.SPORT) },
      { type: "tags", id: String(TAG.ZORG) },
    ]);
    expect(tagNames(document)).toEqual(["Sport", "Zorg"]);
    await expectDocument(await patch(VACANCY.CAFE, { tag_ids: [TAG.ZORG] }), 200);
    expect(await linkedTags(VACANCY.CAFE)).toEqual([TAG.ZORG]);
    // A write without tag_ids leaves them alone.
    await expectDocument(await patch(VACANCY.CAFE, { title: "Bar" }), 200);
    expect(await linkedTags(VACANCY.CAFE)).toEqual([TAG.ZORG]);
    await expectDocument(await patch(VACANCY.CAFE, { tag_ids: [] }), 200);
    expect(await linkedTags(VACANCY.CAFE)).toEqual([]);
  });

  it("takes tag_ids on create", async () => {
    const document = await expectDocument(
      await send("POST", `${INDEX}?include=tags`, "orgAdmin", {
        type: "vacancies",
        attributes: {
          organization_id: String(ORG.CLUB),
          title: "Terreinploeg",
          tag_ids: [String(TAG.SPORT)],
        },
      }),
      201,
    );
    expect(tagNames(document)).toEqual(["Sport"]);
  });

  it.each([
    ["another centre's", TAG.NATUUR],
    ["another tenant's", TAG.B_SPORT],
    ["a missing", 9999],
  ])("refuses %s tag with 422 on tag_ids and changes nothing", async (_, tag) => {
    const error = await expectError(
      await patch(VACANCY.CAFE, {
        title: "Nieuw",
        tag_ids: [TAG.SPORT, tag],
      }),
      422,
    );
    expect(error.source.pointer).toBe("/data/attributes/tag_ids");
    expect(await linkedTags(VACANCY.CAFE)).toEqual([]);
    const row = await env.DB.prepare("SELECT title FROM vacancies WHERE id = ?").bind(VACANCY.CAFE).first<{ title: string }>();
    expect(row?.title).toBe("Café medewerker");
  });

  it("refuses a wrong-centre tag on create without leaving a vacancy", async () => {
    const count = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM vacancies").first<{
          n: number;
        }>()
      )?.n;
    const before = await count();
    const error = await expectError(
      await send("POST", INDEX, "orgAdmin", {
        type: "vacancies",
        attributes: {
          organization_id: String(ORG.CLUB),
          title: "Terreinploeg",
          tag_ids: [TAG.NATUUR],
        },
      }),
      422,
    );
    expect(error.source.pointer).toBe("/data/attributes/tag_ids");
    expect(await count()).toBe(before);
  });
});

describe("filters and search by tag", () => {
  beforeEach(async () => {
    await expectDocument(await patch(VACANCY.CAFE, { tag_ids: [TAG.SPORT] }, "staff"), 200);
    await expectDocument(await patch(VACANCY.NOORD, { tag_ids: [TAG.NATUUR] }, "superAdmin"), 200);
  });

  it("filters by tag id and by tag name", async () => {
    expect(ids(await expectDocument(await apiFetch(`${INDEX}?filter[tag_id_eq]=${TAG.SPORT}`), 200))).toEqual([VACANCY.CAFE]);
    expect(ids(await expectDocument(await apiFetch(`${INDEX}?filter[tag_name_eq]=natuur`), 200))).toEqual([VACANCY.NOORD]);
    await expectError(await apiFetch(`${INDEX}?filter[tag_id_eq]=abc`), 400);
  });

  it("finds a vacancy by its tag's name, and follows a rename of the tag", async () => {
    const search = async (words: string) => ids(await expectDocument(await apiFetch(`${INDEX}?filter[search]=${encodeURIComponent(words)}`), 200));
    expect(await search("natuur")).toEqual([VACANCY.NOORD]);
    // "sport" would also find the club by its name (Sportclub Alpha): the tags are Noord's.
    await expectDocument(
      await sendAs("superAdmin", "PATCH", `/api/v1/tags/${TAG.NATUUR}`, {
        data: { type: "tags", id: String(TAG.NATUUR), attributes: { name: "Groenbeheer" } },
      }),
      200,
    );
    expect(await search("natuur")).toEqual([]);
    expect(await search("groenbeheer")).toEqual([VACANCY.NOORD]);
    // A later title edit keeps the tags indexed; untagging takes them out.
    await expectDocument(await patch(VACANCY.NOORD, { title: "Moestuin" }, "superAdmin"), 200);
    expect(await search("groenbeheer moestuin")).toEqual([VACANCY.NOORD]);
    await expectDocument(await patch(VACANCY.NOORD, { tag_ids: [] }, "superAdmin"), 200);
    expect(await search("groenbeheer")).toEqual([]);
  });

  it("takes a deleted tag off its vacancies", async () => {
    const request = await as("staff");
    const response = await apiFetch(`/api/v1/tags/${TAG.SPORT}`, {
      ...request,
      method: "DELETE",
    });
    expect(response.status).toBe(204);
    expect(await linkedTags(VACANCY.CAFE)).toEqual([]);
  });
});

describe("bulk update with tags", () => {
  const bulk = (items: { id: number; attributes: object }[]) =>
    send(
      "PATCH",
      `${INDEX}?include=tags`,
      "staff",
      items.map(({ id, attributes }) => ({
        type: "vacancies",
        id: String(id),
        attributes,
      })),
    );

  it("adds a tag to several vacancies, keeping their others", async () => {
    await expectDocument(await patch(VACANCY.CAFE, { tag_ids: [TAG.ZORG] }), 200);
    await expectDocument(
      await bulk([
        { id: VACANCY.CAFE, attributes: { add_tag_ids: [TAG.SPORT] } },
        {
          id: VACANCY.DRAFT,
          attributes: { add_tag_ids: [TAG.SPORT], status: "archived" },
        },
      ]),
      200,
    );
    expect(await linkedTags(VACANCY.CAFE)).toEqual([TAG.SPORT, TAG.ZORG]);
    expect(await linkedTags(VACANCY.DRAFT)).toEqual([TAG.SPORT]);
  });

  it("changes nothing when one item has a wrong-centre tag, and points at it", async () => {
    const error = await expectError(
      await bulk([
        {
          id: VACANCY.CAFE,
          attributes: { tag_ids: [TAG.SPORT], status: "closed" },
        },
        { id: VACANCY.DRAFT, attributes: { add_tag_ids: [TAG.NATUUR] } },
      ]),
      422,
    );
    expect(error.source.pointer).toBe("/data/1/attributes/add_tag_ids");
    expect(await linkedTags(VACANCY.CAFE)).toEqual([]);
    const row = await env.DB.prepare("SELECT status FROM vacancies WHERE id = ?").bind(VACANCY.CAFE).first<{ status: string }>();
    expect(row?.status).toBe("published");
  });
});
