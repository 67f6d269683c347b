import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { as, listOrganizationIds, writeOrganization } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { TAG, seedSocialMap } from "../../../test/social-map-fixtures";

// The organization's name, status and centre copied onto its tag links and address
// (0013_organization_directory_copy.sql) stay in step with every write, and the social map's
// name-ordered lists read from them give the same organizations in the same order as before.
beforeEach(() => seedSocialMap(env.DB));

const INDEX = "/api/v1/organizations";
const ids = (document: Doc): number[] => document.data.map((o: Doc) => Number(o.id));
const list = listOrganizationIds;

/** Links and addresses whose copies differ from their organization. */
const outOfStep = async () =>
  (
    await env.DB.prepare(
      `SELECT 'tag' AS place, c.organization_id FROM organization_tags c JOIN organizations o ON o.id = c.organization_id
        WHERE c.organization_name IS NOT o.name OR c.organization_status IS NOT o.status OR c.volunteer_center_id IS NOT o.volunteer_center_id
       UNION ALL
       SELECT 'address', c.organization_id FROM organization_addresses c JOIN organizations o ON o.id = c.organization_id
        WHERE c.organization_name IS NOT o.name OR c.organization_status IS NOT o.status OR c.volunteer_center_id IS NOT o.volunteer_center_id`,
    ).all()
  ).results;

const copiesOf = async (id: number) =>
  (
    await env.DB.prepare(
      `SELECT organization_name AS name, organization_status AS status, volunteer_center_id AS centre FROM organization_tags WHERE organization_id = ?1
       UNION ALL SELECT organization_name, organization_status, volunteer_center_id FROM organization_addresses WHERE organization_id = ?1`,
    )
      .bind(id)
      .all()
  ).results;

const send = writeOrganization;

const MAP = `sort=name&filter[status_eq]=approved&filter[volunteer_center_id_eq]=${CENTER.A1}`;

describe("the directory copies", () => {
  it("hold every organization's name, status and centre after the migration and the seeds", async () => {
    expect(await copiesOf(ORG_CLUB)).not.toEqual([]);
    expect(await outOfStep()).toEqual([]);
  });

  it("follow a rename, a status change, a move, a new address and tags added and removed", async () => {
    const created = await send("POST", INDEX, {
      name: "Aardappelclub",
      status: "approved",
      volunteer_center_id: String(CENTER.A1),
      address: { city: "Hattem", latitude: 52.47, longitude: 6.06 },
      tag_ids: [String(TAG.SPORT)],
    });
    const id = Number(created.data.id);
    const path = `${INDEX}/${id}`;
    const update = (attributes: Record<string, unknown>, to = path) => send("PUT", to, attributes, String(id));
    const sport = `${MAP}&filter[tag_id_eq]=${TAG.SPORT}`;
    const hattem = `${MAP}&filter[city_eq]=hattem`;
    expect(await copiesOf(id)).toEqual([
      { name: "Aardappelclub", status: "approved", centre: CENTER.A1 },
      { name: "Aardappelclub", status: "approved", centre: CENTER.A1 },
    ]);
    expect((await list(sport, "anonymous"))[0]).toBe(id);
    expect(await list(hattem, "anonymous")).toEqual([id]);

    // Renamed: the name order follows.
    await update({ name: "Zwaluwclub" });
    expect((await list(sport, "anonymous")).at(-1)).toBe(id);
    expect((await copiesOf(id))[0]).toMatchObject({ name: "Zwaluwclub" });

    // A tag added, then the first one removed.
    const zorg = `${MAP}&filter[tag_id_eq]=${TAG.ZORG}`;
    await update({ tag_ids: [String(TAG.SPORT), String(TAG.ZORG)] });
    expect(await list(zorg, "anonymous")).toContain(id);
    await update({ tag_ids: [String(TAG.ZORG)] });
    expect(await list(sport, "anonymous")).not.toContain(id);
    expect(await list(zorg, "anonymous")).toContain(id);

    // A new address in another place.
    await update({
      address: { city: "Zwolle", latitude: 52.51, longitude: 6.09 },
    });
    expect(await list(hattem, "anonymous")).toEqual([]);
    expect(await list(`${MAP}&filter[city_eq]=Zwolle`, "anonymous")).toEqual([id]);
    expect(await outOfStep()).toEqual([]);

    // Archived: gone from the public lists, still in the admin's.
    await update({ status: "archived" }, `${path}/approve`);
    expect(await list(zorg, "anonymous")).not.toContain(id);
    expect(await list(`sort=name&filter[tag_id_eq]=${TAG.ZORG}&filter[status_eq]=archived`)).toEqual([id]);
    expect((await copiesOf(id))[0]).toMatchObject({ status: "archived" });

    // Moved to another centre: listed under that centre.
    await update({ status: "approved" }, `${path}/approve`);
    await update({ volunteer_center_id: String(CENTER.A2) }, `${path}/move`);
    expect(await list(zorg, "anonymous")).not.toContain(id);
    expect(await list(`sort=name&filter[tag_id_eq]=${TAG.ZORG}&filter[volunteer_center_id_eq]=${CENTER.A2}`, "anonymous")).toEqual([id]);
    expect(await copiesOf(id)).toEqual([
      { name: "Zwaluwclub", status: "approved", centre: CENTER.A2 },
      { name: "Zwaluwclub", status: "approved", centre: CENTER.A2 },
    ]);
    expect(await outOfStep()).toEqual([]);
  });
});

const ORG_CLUB = 201;

/** Organizations 1001–1040 of tenant A: names that tie, every status, two centres, tags, places. */
async function seedMany(count = 40, first = 1001) {
  const names = JSON.stringify(["Aap", "aap", "Bakkerij", "Zebra", "Émile", "Club 10", "Club 9", "Bakkerij", "Aap"]);
  const statuses = JSON.stringify(["approved", "approved", "pending", "approved", "archived"]);
  const cities = JSON.stringify(["Zwolle", "zwolle", "Hattem", null]);
  const numbers = `WITH RECURSIVE n(i) AS (SELECT ${first} UNION ALL SELECT i + 1 FROM n WHERE i < ${first + count - 1})`;
  await env.DB.batch(
    [
      `${numbers} INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, status)
        SELECT i, '${TENANT_A}', CASE WHEN i % 3 = 0 THEN ${CENTER.A2} ELSE ${CENTER.A1} END,
          json_extract('${names}', '$[' || (i % 9) || ']'), json_extract('${statuses}', '$[' || (i % 5) || ']') FROM n`,
      `${numbers} INSERT INTO organization_addresses (id, tenant_id, organization_id, city, latitude, longitude)
        SELECT i, '${TENANT_A}', i, json_extract('${cities}', '$[' || (i % 4) || ']'),
          52.15 + (i % 7) * 0.003, 5.38 + (i % 5) * 0.004 FROM n WHERE i % 11 <> 0`,
      `${numbers} INSERT INTO organization_tags (tenant_id, organization_id, tag_id)
        SELECT '${TENANT_A}', i, ${TAG.SPORT} FROM n WHERE i % 2 = 0
        UNION ALL SELECT '${TENANT_A}', i, ${TAG.ZORG} FROM n WHERE i % 3 = 0`,
    ].map((statement) => env.DB.prepare(statement)),
  );
}

interface Known {
  id: number;
  name: string;
  status: string;
  centre: number;
  type: string;
  city: string | null;
  tags: string;
}

/** Every organization of tenant A as the reference sees it, from its own tables. */
const everything = async () =>
  (
    await env.DB.prepare(
      `SELECT o.id, o.name, o.status, o.volunteer_center_id AS centre, o.type, a.city,
         ',' || COALESCE((SELECT group_concat(t.tag_id) FROM organization_tags t WHERE t.organization_id = o.id), '') || ',' AS tags
       FROM organizations o LEFT JOIN organization_addresses a ON a.organization_id = o.id WHERE o.tenant_id = ?`,
    )
      .bind(TENANT_A)
      .all<Known>()
  ).results;

const byName = (direction: 1 | -1) => (a: Known, b: Known) => (a.name === b.name ? a.id - b.id : (a.name < b.name ? -1 : 1) * direction);

describe("name-ordered lists by a tag or a place", () => {
  beforeEach(() => seedMany());

  it("list the organizations of the filter by name then id, as the organizations table says", async () => {
    const all = await everything();
    const has = (o: Known, tag: number) => o.tags.includes(`,${tag},`);
    const place = (o: Known, city: string) => o.city?.toLowerCase() === city.toLowerCase();
    const filters: [string, (o: Known) => boolean][] = [
      [`filter[tag_id_eq]=${TAG.SPORT}`, (o) => has(o, TAG.SPORT)],
      ["filter[tag_name_eq]=zorg", (o) => has(o, TAG.ZORG)],
      ["filter[city_eq]=ZWOLLE", (o) => place(o, "zwolle")],
      [`filter[tag_id_eq]=${TAG.SPORT}&filter[city_eq]=hattem`, (o) => has(o, TAG.SPORT) && place(o, "hattem")],
      [`filter[tag_id_eq]=${TAG.ZORG}&filter[tag_name_eq]=sport`, (o) => has(o, TAG.SPORT) && has(o, TAG.ZORG)],
      [`filter[tag_id_eq]=${TAG.SPORT}&filter[name_cont]=aa`, (o) => has(o, TAG.SPORT) && o.name.toLowerCase().includes("aa")],
      ["filter[city_eq]=zwolle&filter[organization_type_eq]=Organization", (o) => place(o, "zwolle") && o.type === "Organization"],
    ];
    const scopes: [string, (o: Known) => boolean][] = [
      ["", () => true],
      [`&filter[status_eq]=approved&filter[volunteer_center_id_eq]=${CENTER.A1}`, (o) => o.status === "approved" && o.centre === CENTER.A1],
      ["&filter[status_eq]=pending", (o) => o.status === "pending"],
    ];
    for (const [actor, sees] of [
      ["anonymous", (o: Known) => o.status === "approved"],
      ["superAdmin", () => true],
    ] as const)
      for (const [sort, direction] of [
        ["name", 1],
        ["-name", -1],
      ] as const)
        for (const [filter, keeps] of filters)
          for (const [scope, within] of scopes) {
            const query = `sort=${sort}&${filter}${scope}&page[size]=100`;
            const expected = all
              .filter((o) => sees(o) && keeps(o) && within(o))
              .sort(byName(direction))
              .map((o) => o.id);
            expect(await list(query, actor), `${actor} ${query}`).toEqual(expected);
          }
    // 84 lists: about 5 s on a busy 2-core machine; the limit guards against a hang, not speed.
  }, 60_000);

  it("page through the list with has_next_page", async () => {
    const query = `${MAP}&filter[tag_id_eq]=${TAG.SPORT}`;
    const whole = await list(`${query}&page[size]=100`, "anonymous");
    expect(whole.length).toBeGreaterThan(6);
    const pages: number[] = [];
    for (let n = 1; ; n++) {
      const page = await expectDocument(await apiFetch(`${INDEX}?${query}&page[size]=3&page[number]=${n}`, await as("anonymous")), 200);
      pages.push(...ids(page));
      if (!page.meta.has_next_page) break;
    }
    expect(pages).toEqual(whole);
  });
});

describe("rows read by the social map's requests", () => {
  // 600 approved organizations of centre A1 with the tag Sport in Zwolle, spread over 11 by 11 km
  // around postcode 3811 (5 a km², as the benchmark's; 3 at each of 200 addresses).
  beforeEach(async () => {
    await seedMany(600, 2001);
    await env.DB.batch([
      env.DB.prepare(`UPDATE organizations SET status = 'approved', volunteer_center_id = ${CENTER.A1} WHERE id > 2000`),
      env.DB.prepare(
        `UPDATE organization_addresses SET city = 'Zwolle', latitude = 52.156 + ((organization_id * 31) % 200 - 100) / 2000.0,
           longitude = 5.388 + ((organization_id * 37) % 200 - 100) / 1200.0 WHERE organization_id > 2000`,
      ),
      env.DB.prepare(
        `INSERT OR IGNORE INTO organization_tags (tenant_id, organization_id, tag_id) SELECT tenant_id, id, ${TAG.SPORT} FROM organizations WHERE id > 2000`,
      ),
      env.DB.prepare("ANALYZE"),
    ]);
  });

  it("page nearest first as one sort of the whole circle by distance, then id, would", async () => {
    const point = await env.DB.prepare("SELECT latitude, longitude FROM postcode_areas WHERE postcode = '3811'").first<{
      latitude: number;
      longitude: number;
    }>();
    if (!point) throw new Error("the fixtures have postcode 3811");
    // directory.ts squaredKm, operation for operation, so ties and near-ties order alike.
    const lng = 111.195 * Math.cos((point.latitude * Math.PI) / 180);
    const { results } = await env.DB.prepare(
      `SELECT a.organization_id AS id FROM organization_addresses a JOIN organizations o ON o.id = a.organization_id
        WHERE o.tenant_id = ?1 AND o.status = 'approved' AND o.volunteer_center_id = ?5 AND a.latitude IS NOT NULL
          AND ((a.latitude - ?2) * 111.195) * ((a.latitude - ?2) * 111.195) + ((a.longitude - ?3) * ?4) * ((a.longitude - ?3) * ?4) <= 100
        ORDER BY ((a.latitude - ?2) * 111.195) * ((a.latitude - ?2) * 111.195) + ((a.longitude - ?3) * ?4) * ((a.longitude - ?3) * ?4), a.organization_id`,
    )
      .bind(TENANT_A, point.latitude, point.longitude, lng, CENTER.A1)
      .all<{ id: number }>();
    const expected = results.map((r) => r.id);
    expect(expected.length).toBeGreaterThan(300);
    const near = `filter[status_eq]=approved&filter[volunteer_center_id_eq]=${CENTER.A1}&filter[near]=3811&filter[distance_lte]=10`;
    for (const [size, number] of [
      [10, 1],
      [10, 2],
      [10, 3],
      [25, 7],
      [100, 4],
    ]) {
      const page = await expectDocument(await apiFetch(`${INDEX}?${near}&page[size]=${size}&page[number]=${number}`), 200);
      const from = size * (number - 1);
      expect(ids(page), `page ${number} of ${size}`).toEqual(expected.slice(from, from + size));
      expect(page.meta.has_next_page).toBe(expected.length > from + size);
    }
  });

  it("stay with the page, not the hundreds of matches (X-D1-Rows-Read)", async () => {
    // With the centre, and without (a tenant that shares its centres lists them all).
    const everyCentre = "sort=name&filter[status_eq]=approved";
    for (const filter of [
      `${MAP}&filter[tag_name_eq]=sport`,
      `${MAP}&filter[city_eq]=zwolle`,
      `${everyCentre}&filter[tag_name_eq]=sport`,
      `${everyCentre}&filter[city_eq]=zwolle`,
    ]) {
      const response = await apiFetch(`${INDEX}?${filter}&page[size]=10`);
      const page = await expectDocument(response, 200);
      expect(ids(page)).toHaveLength(10);
      expect(page.meta.has_next_page).toBe(true);
      // A name-ordered page is the next 11 entries of the filter's index, then in the same
      // statement their 11 rows with profile and address (at most 33) and each one's tags (a
      // link and a tag row each, the tags' linkage of an answer without a fieldset).
      expect(Number(response.headers.get("X-D1-Rows-Read")), filter).toBeLessThanOrEqual(150);
    }
    const near = await apiFetch(`${INDEX}?filter[status_eq]=approved&filter[volunteer_center_id_eq]=${CENTER.A1}&filter[near]=3811&page[size]=10`);
    const page = await expectDocument(near, 200);
    expect(ids(page)).toHaveLength(10);
    // The first circle (1.25 km) holds a few dozen: each read from the location index once and
    // sorted once, not the 600 of the 10 km asked for; then the page's 11 rows with profile,
    // address and tags (about 100 rows).
    expect(Number(near.headers.get("X-D1-Rows-Read"))).toBeLessThanOrEqual(200);
  });
});
