import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG } from "../../../test/account-fixtures";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { type ActorName, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { TAG, seedSocialMap } from "../../../test/social-map-fixtures";

beforeEach(() => seedSocialMap(env.DB));

const TAGS = "/api/v1/tags";
const names = (document: Doc) => document.data.map((t: Doc) => t.attributes.name);

const call = (method: string, path: string, actor: ActorName, attributes?: object, id?: string) =>
  sendAs(actor, method, path, attributes && { data: { type: "tags", ...(id && { id }), attributes } });

const organizationTags = async (id: number) =>
  (await env.DB.prepare("SELECT tag_id FROM organization_tags WHERE organization_id = ? ORDER BY tag_id").bind(id).all()).results.map((r) => r.tag_id);

describe("GET /api/v1/tags", () => {
  it("lists the tenant's tags by name, with the number of approved organizations", async () => {
    const document = await expectDocument(await apiFetch(TAGS), 200);
    expect(names(document)).toEqual(["Natuur", "Sport", "Zorg"]);
    expect(document.meta).toEqual({ total: 3 });
    expect(document.data[1]).toEqual({
      type: "tags",
      id: String(TAG.SPORT),
      attributes: {
        name: "Sport",
        kind: null,
        volunteer_center_id: String(CENTER.A1),
        // The club counts; the pending school does not.
        organizations_count: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      links: { self: `https://api.test${TAGS}/${TAG.SPORT}` },
    });
  });

  it("counts the organizations only for a fieldset that shows them, and knows the total past the last page", async () => {
    const all = await apiFetch(TAGS);
    const named = await apiFetch(`${TAGS}?fields[tags]=name`);
    expect((await expectDocument(named, 200)).data[1].attributes).toEqual({ name: "Sport" });
    // The names alone read no organization of any tag (X-D1-Rows-Read-Total outside production).
    expect(Number(named.headers.get("X-D1-Rows-Read-Total"))).toBeLessThan(Number(all.headers.get("X-D1-Rows-Read-Total")));
    const counted = await expectDocument(await apiFetch(`${TAGS}?fields[tags]=name,organizations_count`), 200);
    expect(counted.data[1].attributes).toEqual({ name: "Sport", organizations_count: 1 });
    const past = await expectDocument(await apiFetch(`${TAGS}?page[size]=2&page[number]=3`), 200);
    expect([past.data, past.meta]).toEqual([[], { total: 3 }]);
    const second = await expectDocument(await apiFetch(`${TAGS}?page[size]=2&page[number]=2`), 200);
    expect([names(second), second.meta]).toEqual([["Zorg"], { total: 3 }]);
  });

  it("filters by part of the name and by centre", async () => {
    expect(names(await expectDocument(await apiFetch(`${TAGS}?filter[name_cont]=OR`), 200))).toEqual(["Sport", "Zorg"]);
    // Longer than D1 lets a LIKE pattern be (50 bytes): still a search, not a 500.
    expect(names(await expectDocument(await apiFetch(`${TAGS}?filter[name_cont]=${"sport".repeat(12)}`), 200))).toEqual([]);
    expect(names(await expectDocument(await apiFetch(`${TAGS}?filter[volunteer_center_id_eq]=${CENTER.A2}`), 200))).toEqual(["Natuur"]);
    await expectError(await apiFetch(`${TAGS}?filter[name_eq]=x`), 400);
  });

  it("never shows another tenant's tag", async () => {
    await expectError(await apiFetch(`${TAGS}/${TAG.B_SPORT}`), 404);
    expect(names(await expectDocument(await apiFetch(TAGS, { tenant: "tenant-b" }), 200))).toEqual(["Sport"]);
  });
});

describe("POST /api/v1/tags", () => {
  it("lets staff add a tag to their centre", async () => {
    const response = await call("POST", TAGS, "staff", { name: "  Cultuur " });
    const document = await expectDocument(response, 201);
    expect(document.data.attributes).toMatchObject({
      name: "Cultuur",
      volunteer_center_id: String(CENTER.A1),
      organizations_count: 0,
    });
    expect(response.headers.get("location")).toBe(`https://api.test${TAGS}/${document.data.id}`);
  });

  it("refuses a name the centre already has, whatever its case, and an empty one", async () => {
    const error = await expectError(await call("POST", TAGS, "staff", { name: "sport" }), 422);
    expect(error).toMatchObject({
      code: "taken",
      source: { pointer: "/data/attributes/name" },
    });
    expect(await expectError(await call("POST", TAGS, "staff", { name: " " }), 422)).toMatchObject({ code: "blank" });
    // Another centre may have its own "Sport".
    await expectDocument(
      await call("POST", TAGS, "superAdmin", {
        name: "Sport",
        volunteer_center_id: String(CENTER.A2),
      }),
      201,
    );
  });

  it.each<[ActorName, number]>([
    ["anonymous", 401],
    ["volunteer", 403],
    ["orgAdmin", 403],
  ])("refuses %s with %i", async (actor, status) => {
    await expectError(await call("POST", TAGS, actor, { name: "Cultuur" }), status);
  });

  it("keeps staff to their own centre", async () => {
    const error = await expectError(
      await call("POST", TAGS, "staff", {
        name: "Cultuur",
        volunteer_center_id: String(CENTER.A2),
      }),
      403,
    );
    expect(error.source).toEqual({
      pointer: "/data/attributes/volunteer_center_id",
    });
  });
});

describe("a theme's kind (issue 49)", () => {
  it("is given on adding, changed or cleared with a rename, kept when not sent, and only one of the three", async () => {
    const created = await expectDocument(await call("POST", TAGS, "staff", { name: "Jeugd", kind: "audience" }), 201);
    expect(created.data.attributes.kind).toBe("audience");
    const id = created.data.id;
    const renamed = await expectDocument(await call("PATCH", `${TAGS}/${id}`, "staff", { name: "Jongeren" }, id), 200);
    expect(renamed.data.attributes).toMatchObject({ name: "Jongeren", kind: "audience" });
    const moved = await expectDocument(await call("PATCH", `${TAGS}/${id}`, "staff", { name: "Jongeren", kind: "approach" }, id), 200);
    expect(moved.data.attributes.kind).toBe("approach");
    const cleared = await expectDocument(await call("PATCH", `${TAGS}/${id}`, "staff", { name: "Jongeren", kind: null }, id), 200);
    expect(cleared.data.attributes.kind).toBeNull();
    const error = await expectError(await call("POST", TAGS, "staff", { name: "Iets", kind: "colour" }), 422);
    expect(error.source).toEqual({ pointer: "/data/attributes/kind" });
  });
});

describe("renaming and deleting", () => {
  it("renames a tag of the staff's centre", async () => {
    const document = await expectDocument(await call("PATCH", `${TAGS}/${TAG.ZORG}`, "staff", { name: "Zorg en welzijn" }, String(TAG.ZORG)), 200);
    expect(document.data.attributes.name).toBe("Zorg en welzijn");
    expect(await expectError(await call("PATCH", `${TAGS}/${TAG.ZORG}`, "staff", { name: "SPORT" }, String(TAG.ZORG)), 422)).toMatchObject({ code: "taken" });
  });

  it("refuses staff of another centre and hides other tenants' tags", async () => {
    await expectError(await call("PATCH", `${TAGS}/${TAG.ZORG}`, "otherStaff", { name: "X" }), 403);
    await expectError(await call("DELETE", `${TAGS}/${TAG.B_SPORT}`, "superAdmin"), 404);
  });

  it("deletes a tag and takes it off every organization", async () => {
    const response = await call("DELETE", `${TAGS}/${TAG.SPORT}`, "staff");
    expect(response.status).toBe(204);
    await expectError(await apiFetch(`${TAGS}/${TAG.SPORT}`), 404);
    expect(await organizationTags(ORG.CLUB)).toEqual([]);
  });
});

describe("POST /api/v1/tags/:id/merge", () => {
  it("moves the sources' organizations onto the target and removes the sources", async () => {
    const document = await expectDocument(
      await call("POST", `${TAGS}/${TAG.SPORT}/merge`, "staff", {
        source_ids: [String(TAG.ZORG)],
      }),
      200,
    );
    expect(document.data.attributes).toMatchObject({
      name: "Sport",
      organizations_count: 2,
    });
    expect(await organizationTags(ORG.CENTER)).toEqual([TAG.SPORT]);
    await expectError(await apiFetch(`${TAGS}/${TAG.ZORG}`), 404);
  });

  it("merges the most sources a request may name (100: more than D1 binds parameters)", async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 99)
       INSERT INTO tags (id, tenant_id, volunteer_center_id, name) SELECT 5000 + i, ?, ?, 'Extra ' || i FROM n`,
    )
      .bind(TENANT_A, CENTER.A1)
      .run();
    const sources = [TAG.ZORG, ...Array.from({ length: 99 }, (_, i) => 5001 + i)];
    await expectDocument(
      await call("POST", `${TAGS}/${TAG.SPORT}/merge`, "staff", {
        source_ids: sources.map(String),
      }),
      200,
    );
    expect(await organizationTags(ORG.CENTER)).toEqual([TAG.SPORT]);
    await expectError(await apiFetch(`${TAGS}/5099`), 404);
  });

  it("refuses itself, another centre's tag, unknown tags and people who are not staff", async () => {
    const merge = (ids: unknown[], actor: ActorName = "staff") => call("POST", `${TAGS}/${TAG.SPORT}/merge`, actor, { source_ids: ids });
    expect(await expectError(await merge([String(TAG.SPORT)]), 422)).toMatchObject({ source: { pointer: "/data/attributes/source_ids" } });
    await expectError(await merge([String(TAG.NATUUR)], "superAdmin"), 422);
    await expectError(await merge([String(TAG.B_SPORT)]), 404);
    await expectError(await merge([]), 422);
    await expectError(await merge([String(TAG.ZORG)], "volunteer"), 403);
    await expectError(await merge([String(TAG.ZORG)], "otherStaff"), 403);
    expect(await organizationTags(ORG.CENTER)).toEqual([TAG.ZORG]);
  });
});
