import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CENTER, SHADES, TENANT_B, TENANT_EMPTY, seedFixtures } from "../../../test/fixtures";
import { type Doc, apiFetch, expectDocument, expectError, postDocument } from "../../../test/request";

const INDEX = "/api/v1/volunteer_centers";
const CURRENT = `${INDEX}/current`;

beforeEach(() => seedFixtures(env.DB));

const ids = (document: Doc) => document.data.map((r: Doc) => r.id);
// A centre's profile is named by its centre's id (what a PATCH of it carries).
const profileLinkage = (id: number) => ({
  data: { type: "volunteer_center_profiles", id: String(id) },
});

describe("GET /api/v1/volunteer_centers", () => {
  it("lists the tenant's centres by id with attributes, profile linkage, meta and links", async () => {
    const document = await expectDocument(await apiFetch(INDEX), 200);
    expect(document.jsonapi).toEqual({ version: "1.0" });
    expect(ids(document)).toEqual(["11", "12", "13"]);
    expect(document.data[0]).toEqual({
      type: "volunteer_centers",
      id: "11",
      attributes: {
        name: "Alpha Centrum",
        created_at: "2024-01-01T10:00:00.000Z",
        updated_at: "2024-01-02T10:00:00.000Z",
      },
      relationships: { profile: profileLinkage(CENTER.A1) },
      links: { self: "https://api.test/api/v1/volunteer_centers/11" },
    });
    expect(document.data[2].relationships.profile).toEqual({ data: null });
    expect(document.included).toBeUndefined();
    expect(document.meta).toEqual({ total: 3 });
    expect(document.links.self).toBe("https://api.test/api/v1/volunteer_centers");
    expect(document.links.prev).toBeNull();
    expect(document.links.next).toBeNull();
  });

  it("embeds profiles with include=profile", async () => {
    const document = await expectDocument(await apiFetch(`${INDEX}?include=profile`), 200);
    expect(document.included.map((r: Doc) => [r.type, r.id])).toEqual([
      ["volunteer_center_profiles", String(CENTER.A1)],
      ["volunteer_center_profiles", String(CENTER.A2)],
    ]);
    expect(document.included[0].attributes.primary_color_shades).toEqual(SHADES);
  });

  it("shows each tenant only its own centres", async () => {
    const b = await expectDocument(await apiFetch(INDEX, { tenant: TENANT_B }), 200);
    expect(ids(b)).toEqual([String(CENTER.B1)]);
    expect(b.meta).toEqual({ total: 1 });
    const empty = await expectDocument(await apiFetch(`${INDEX}?include=profile`, { tenant: TENANT_EMPTY }), 200);
    expect(empty.data).toEqual([]);
    expect(empty.meta).toEqual({ total: 0 });
  });

  it("pages with page[number] and page[size]", async () => {
    const document = await expectDocument(await apiFetch(`${INDEX}?page[number]=2&page[size]=2`), 200);
    expect(ids(document)).toEqual(["13"]);
    expect(document.meta).toEqual({ total: 3 });
    const prev = new URL(document.links.prev);
    expect([prev.searchParams.get("page[number]"), prev.searchParams.get("page[size]")]).toEqual(["1", "2"]);
    expect(document.links.next).toBeNull();
    expect(new URL(document.links.last).searchParams.get("page[number]")).toBe("2");
  });

  it("reads a page and its total in one statement, and still counts a page past the end", async () => {
    const response = await apiFetch(`${INDEX}?include=profile`);
    expect((await expectDocument(response, 200)).meta).toEqual({ total: 3 });
    expect(Number(response.headers.get("X-D1-Statements"))).toBe(1);
    const past = await expectDocument(await apiFetch(`${INDEX}?page[number]=5&page[size]=2`), 200);
    expect([past.data, past.meta]).toEqual([[], { total: 3 }]);
  });

  it("applies sparse fieldsets to primary and included resources", async () => {
    const query = "include=profile&fields[volunteer_centers]=name&fields[volunteer_center_profiles]=primary_color";
    const document = await expectDocument(await apiFetch(`${INDEX}?${query}`), 200);
    expect(document.data[0].attributes).toEqual({ name: "Alpha Centrum" });
    expect(document.data[0].relationships).toBeUndefined();
    expect(document.included[0].attributes).toEqual({
      primary_color: "#047857",
    });
  });

  it("accepts a trailing slash", async () => {
    expect(ids(await expectDocument(await apiFetch(`${INDEX}/`), 200))).toEqual(["11", "12", "13"]);
  });

  it.each([
    ["include=organizations", "include", "organizations"],
    ["include=profile.owner", "include", "profile.owner"],
    ["include=profile,", "include", "empty member"],
    ["foo=1", "foo", "foo"],
    ["page[size]=0", "page[size]", "positive integer"],
    ["page[size]=1001", "page[size]", "1000"],
    ["page[number]=abc", "page[number]", "positive integer"],
    ["page[offset]=1", "page[offset]", "not supported"],
    ["sort=name", "sort", "not supported"],
    ["filter[name_eq]=x", "filter[name_eq]", "not supported"],
    ["fields[users]=name", "fields[users]", "users"],
    ["fields[volunteer_centers]=tenant_id", "fields[volunteer_centers]", "tenant_id"],
    ["include=profile&include=profile", "include", "more than once"],
  ])("rejects ?%s with 400 naming %s", async (query, parameter, detail) => {
    const error = await expectError(await apiFetch(`${INDEX}?${query}`), 400);
    expect(error.source).toEqual({ parameter });
    expect(error.detail).toContain(detail);
  });

  it("answers 405 with Allow to a POST, even with a JSON:API body", async () => {
    const response = await postDocument(INDEX, "volunteer_centers", { name: "X" });
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    await expectError(response, 405);
  });
});

describe("GET /api/v1/volunteer_centers/current", () => {
  it("answers the tenant's default centre (lowest id) without Volunteer-Center-Id", async () => {
    const document = await expectDocument(await apiFetch(CURRENT), 200);
    expect(document.data.id).toBe(String(CENTER.A1));
    expect(document.data.relationships.profile).toEqual(profileLinkage(CENTER.A1));
    expect(document.data.links.self).toBe("https://api.test/api/v1/volunteer_centers/11");
    expect(document.links.self).toBe("https://api.test/api/v1/volunteer_centers/current");
    expect(document.included).toBeUndefined();
  });

  it("embeds the profile with include=profile, linked from the relationship", async () => {
    const document = await expectDocument(await apiFetch(`${CURRENT}?include=profile`), 200);
    expect(document.included).toEqual([
      {
        type: "volunteer_center_profiles",
        id: String(CENTER.A1),
        attributes: {
          primary_color: "#047857",
          primary_color_shades: SHADES,
          secondary_color: "sky",
          secondary_color_shades: null,
          tertiary_color: "yellow",
          tertiary_color_shades: SHADES, // the stored extra key is dropped
          muted_color: "slate",
          background_color: "#ffffff",
          text_color: "#111111",
          favicon_url: "/a/favicon.svg",
          website_logo_url: "/a/logo.svg",
          gtag_id: "G-ALPHA",
          // Settings of 0016 that the fixture leaves unset; link lists are never null.
          shape: null,
          footer_address: null,
          footer_phone: null,
          footer_email: null,
          opening_hours: null,
          social_links: [],
          footer_links: [],
          contact_name: null,
          contact_role: null,
          contact_phone: null,
          contact_email: null,
          contact_photo_url: null,
        },
      },
    ]);
    expect(document.data.relationships.profile.data).toEqual({
      type: document.included[0].type,
      id: document.included[0].id,
    });
  });

  it("answers the centre named by Volunteer-Center-Id; broken shade sets become null", async () => {
    const headers = { "Volunteer-Center-Id": String(CENTER.A2) };
    const document = await expectDocument(await apiFetch(`${CURRENT}?include=profile`, { headers }), 200);
    expect(document.data.id).toBe(String(CENTER.A2));
    expect(document.data.attributes.name).toBe("Alpha Noord");
    const { attributes } = document.included[0];
    expect(attributes.primary_color).toBe("teal");
    // Stored: "{not json", an object without 950, and a JSON array.
    expect([attributes.primary_color_shades, attributes.secondary_color_shades, attributes.tertiary_color_shades]).toEqual([null, null, null]);
  });

  it("sends a null profile linkage and no profile for a centre without one", async () => {
    const headers = { "Volunteer-Center-Id": String(CENTER.A3) };
    const document = await expectDocument(await apiFetch(`${CURRENT}?include=profile`, { headers }), 200);
    expect(document.data.relationships.profile).toEqual({ data: null });
    expect(document.included ?? []).toEqual([]);
  });

  it("answers another tenant's centre exactly like a missing one (404)", async () => {
    const foreign = await expectError(
      await apiFetch(CURRENT, {
        headers: { "Volunteer-Center-Id": String(CENTER.B1) },
      }),
      404,
    );
    const missing = await expectError(await apiFetch(CURRENT, { headers: { "Volunteer-Center-Id": "999" } }), 404);
    expect(foreign).toEqual({
      ...missing,
      detail: missing.detail.replace("999", String(CENTER.B1)),
    });
    // And the other way round.
    await expectError(
      await apiFetch(CURRENT, {
        tenant: TENANT_B,
        headers: { "Volunteer-Center-Id": String(CENTER.A1) },
      }),
      404,
    );
    const b = await expectDocument(await apiFetch(CURRENT, { tenant: TENANT_B }), 200);
    expect(b.data.id).toBe(String(CENTER.B1));
  });

  it.each(["abc", "0", "-1", "1.5", "011", "99999999999999999999"])("rejects Volunteer-Center-Id %j with 400", async (value) => {
    const error = await expectError(await apiFetch(CURRENT, { headers: { "Volunteer-Center-Id": value } }), 400);
    expect(error.source).toEqual({ header: "Volunteer-Center-Id" });
  });

  it("answers 404 for a tenant without centres", async () => {
    await expectError(await apiFetch(CURRENT, { tenant: TENANT_EMPTY }), 404);
  });

  it("rejects an unknown include and page parameters (a single resource does not page)", async () => {
    expect((await expectError(await apiFetch(`${CURRENT}?include=owner`), 400)).source).toEqual({ parameter: "include" });
    expect((await expectError(await apiFetch(`${CURRENT}?page[size]=1`), 400)).source).toEqual({ parameter: "page[size]" });
  });

  it("answers 405 to DELETE", async () => {
    const response = await apiFetch(CURRENT, { method: "DELETE" });
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    await expectError(response, 405);
  });
});

describe("GET /api/v1/volunteer_centers/:id", () => {
  it("answers one centre of the tenant, with its profile when included", async () => {
    const document = await expectDocument(await apiFetch(`${INDEX}/${CENTER.A2}?include=profile`), 200);
    expect(document.data.id).toBe(String(CENTER.A2));
    expect(document.included.map((r: Doc) => r.id)).toEqual([String(CENTER.A2)]);
  });

  it("answers another tenant's centre exactly like a missing one (404), both ways", async () => {
    const foreign = await expectError(await apiFetch(`${INDEX}/${CENTER.B1}`), 404);
    const missing = await expectError(await apiFetch(`${INDEX}/999`), 404);
    expect(foreign).toEqual({
      ...missing,
      detail: missing.detail.replace("999", String(CENTER.B1)),
    });
    await expectError(await apiFetch(`${INDEX}/${CENTER.A1}`, { tenant: TENANT_B }), 404);
  });

  it.each(["abc", "011", "1e3"])("answers 404 for the non-canonical id %j", async (id) => {
    await expectError(await apiFetch(`${INDEX}/${id}`), 404);
  });

  it("answers 405 to PATCH", async () => {
    const response = await apiFetch(`${INDEX}/${CENTER.A1}`, {
      method: "PATCH",
    });
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    await expectError(response, 405);
  });
});
