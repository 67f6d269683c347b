import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG } from "../../../test/account-fixtures";
import { CENTER, TENANT_A, TENANT_EMPTY } from "../../../test/fixtures";
import { type ActorName, as, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { TAG, seedSocialMap } from "../../../test/social-map-fixtures";

// The social map's directory queries (docs/social-map.md) on the real D1.
beforeEach(() => seedSocialMap(env.DB));

const INDEX = "/api/v1/organizations";
const ids = (document: Doc) => document.data.map((o: Doc) => Number(o.id));
const list = async (query: string, actor: ActorName = "anonymous") => expectDocument(await apiFetch(`${INDEX}?${query}`, await as(actor)), 200);

describe("the directory filters of GET /api/v1/organizations", () => {
  it("finds organizations by tag, only those the visitor may see", async () => {
    expect(ids(await list(`filter[tag_id_eq]=${TAG.SPORT}`))).toEqual([ORG.CLUB]);
    expect(ids(await list(`filter[tag_id_eq]=${TAG.SPORT}`, "staff"))).toEqual([ORG.CLUB, ORG.SCHOOL]);
    expect(ids(await list("filter[tag_name_eq]=sport"))).toEqual([ORG.CLUB]);
    expect(ids(await list("filter[tag_name_eq]=natuur"))).toEqual([ORG.NOORD]);
    // Another tenant's tag finds nothing here.
    expect(ids(await list(`filter[tag_id_eq]=${TAG.B_SPORT}`))).toEqual([]);
  });

  it("finds organizations by place, whatever its case, combined with the name", async () => {
    expect(ids(await list("filter[city_eq]=amersfoort"))).toEqual([ORG.CENTER]);
    expect(ids(await list("filter[city_eq]=Zwolle&filter[name_cont]=noord"))).toEqual([ORG.NOORD]);
    expect(ids(await list("filter[city_eq]=Zwolle&filter[name_cont]=club"))).toEqual([]);
  });

  it("finds organizations within a radius of a postcode, nearest first", async () => {
    const near = await list("filter[near]=3811 AB");
    expect(ids(near)).toEqual([ORG.CENTER]);
    expect(near.meta).toEqual({
      has_next_page: false,
      near: { latitude: 52.156, longitude: 5.388, distance_km: 10 },
    });
    expect(ids(await list("filter[near]=3811ab&filter[distance_lte]=20"))).toEqual([ORG.CENTER, ORG.CLUB]);
    expect(ids(await list("filter[near]=3811&filter[distance_lte]=100&sort=-distance"))).toEqual([ORG.NOORD, ORG.CLUB, ORG.CENTER]);
    expect(ids(await list("filter[near]=8011&filter[distance_lte]=15"))).toEqual([ORG.NOORD]);
    // Paged like every list; the count (when asked) is of all matches.
    const first = await list("filter[near]=3811&filter[distance_lte]=100&page[size]=2&count=capped");
    expect(ids(first)).toEqual([ORG.CENTER, ORG.CLUB]);
    expect(first.meta.total).toBe(3);
    expect(first.meta.has_next_page).toBe(true);
    const second = await list("filter[near]=3811&filter[distance_lte]=100&page[size]=2&page[number]=2");
    expect(ids(second)).toEqual([ORG.NOORD]);
    expect(second.meta.has_next_page).toBe(false);
  });

  it.each([
    ["filter[near]=12345", "filter[near]"],
    ["filter[near]=0123 AB", "filter[near]"],
    ["filter[near]=9999", "filter[near]"],
    ["filter[distance_lte]=5", "filter[distance_lte]"],
    ["filter[near]=3811&filter[distance_lte]=0", "filter[distance_lte]"],
    ["filter[near]=3811&filter[distance_lte]=abc", "filter[distance_lte]"],
    ["sort=distance", "sort"],
    ["filter[tag_id_eq]=x", "filter[tag_id_eq]"],
  ])("answers %s with a 400 naming the parameter", async (query, parameter) => {
    const error = await expectError(await apiFetch(`${INDEX}?${query}`), 400);
    expect(error.source).toEqual({ parameter });
  });

  it("includes the tags, by name", async () => {
    const document = await list(`include=tags&filter[tag_id_eq]=${TAG.ZORG}`);
    expect(document.data[0].relationships.tags).toEqual({
      data: [{ type: "tags", id: String(TAG.ZORG) }],
    });
    expect(document.included).toEqual([
      expect.objectContaining({
        type: "tags",
        id: String(TAG.ZORG),
        attributes: expect.objectContaining({ name: "Zorg" }),
      }),
    ]);
  });
});

describe("the tags of a directory list", () => {
  it("are the same, by name, whether or not their organizations are counted, and never another tenant's", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)").bind(TENANT_A, ORG.CLUB, TAG.ZORG),
      // A link to another tenant's tag (never written by the api) shows nothing of it. Tenant B's
      // tags live in its own database (test/tenant-database.ts): the foreign tag here is the empty
      // tenant's.
      env.DB.prepare("INSERT INTO tags (id, tenant_id, volunteer_center_id, name) VALUES (?, ?, ?, 'Sport')").bind(TAG.B_SPORT, TENANT_EMPTY, CENTER.A1),
      env.DB.prepare("INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)").bind(TENANT_A, ORG.CLUB, TAG.B_SPORT),
    ]);
    // Counted: links, then each tag once; names only: one joined statement (tags/links.ts).
    const counted = await list("include=tags&sort=name");
    const named = await list("include=tags&fields[tags]=name&sort=name");
    const tagsOf = (document: Doc) => document.data.map((o: Doc) => [o.id, o.relationships.tags.data.map((t: Doc) => t.id)]);
    expect(tagsOf(named)).toEqual(tagsOf(counted));
    expect(tagsOf(named)).toContainEqual([String(ORG.CLUB), [String(TAG.SPORT), String(TAG.ZORG)]]);
    expect(named.included.map((t: Doc) => [t.id, t.attributes])).toEqual(counted.included.map((t: Doc) => [t.id, { name: t.attributes.name }]));
    expect(counted.included.find((t: Doc) => t.id === String(TAG.SPORT)).attributes.organizations_count).toBe(1);
    expect(named.included.map((t: Doc) => t.id)).not.toContain(String(TAG.B_SPORT));
  });
});

describe("saving an organization's address and tags", () => {
  const put = (attributes: object, actor: ActorName = "staff") =>
    sendAs(actor, "PUT", `${INDEX}/${ORG.CLUB}?include=address,tags`, { data: { type: "organizations", attributes } });
  const address = (document: Doc) => document.included.find((r: Doc) => r.type === "organization_addresses").attributes;

  it("places a new address at its postcode area's centre when no geocoder is configured", async () => {
    const document = await expectDocument(
      await put({
        address: {
          street: "Stadsring",
          house_number: "9",
          postal_code: "3811 HN",
          city: "Amersfoort",
        },
      }),
      200,
    );
    expect(address(document)).toMatchObject({
      postal_code: "3811 HN",
      latitude: 52.156,
      longitude: 5.388,
    });
  });

  it("drops the old coordinates when the new address cannot be placed, and keeps coordinates sent along", async () => {
    expect(address(await expectDocument(await put({ address: { postal_code: "9999 ZZ" } }), 200))).toMatchObject({ latitude: null, longitude: null });
    expect(
      address(
        await expectDocument(
          await put({
            address: { city: "Ergens", latitude: 52.2, longitude: 5.1 },
          }),
          200,
        ),
      ),
    ).toMatchObject({ latitude: 52.2, longitude: 5.1 });
  });

  it("sets the organization's tags, tags of the tenant only", async () => {
    const document = await expectDocument(await put({ tag_ids: [String(TAG.ZORG), TAG.NATUUR] }), 200);
    expect(document.data.relationships.tags.data.map((t: Doc) => Number(t.id))).toEqual([TAG.NATUUR, TAG.ZORG]);
    const error = await expectError(await put({ tag_ids: [String(TAG.B_SPORT)] }), 422);
    expect(error.source).toEqual({ pointer: "/data/attributes/tag_ids" });
    await expectError(await put({ tag_ids: [String(TAG.ZORG)] }, "volunteer"), 403);
  });
});
