import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG } from "../../../test/account-fixtures";
import { TENANT_A, TENANT_B } from "../../../test/fixtures";
import { dbOf } from "../../../test/tenant-database";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { TAG, seedSocialMap } from "../../../test/social-map-fixtures";

// The social map's search (issue 18, docs/social-map.md): words in names and descriptions, several
// themes at once, and the recently updated first.
beforeEach(async () => {
  await seedSocialMap(env.DB);
  // Written after the organizations, as a profile edit would be: the triggers keep the words.
  await env.DB.batch([
    env.DB.prepare("UPDATE organization_profiles SET description = ? WHERE organization_id = ?").bind(
      "Wij zoeken maatjes voor eenzame ouderen en een chauffeur voor het café.",
      ORG.CLUB,
    ),
    env.DB.prepare("INSERT INTO organization_profiles (tenant_id, organization_id, description) VALUES (?, ?, ?)").bind(
      TENANT_A,
      ORG.NOORD,
      "Natuurwerkdagen voor jong en oud.",
    ),
  ]);
  // In tenant B's own database (test/tenant-database.ts).
  await dbOf(TENANT_B)
    .prepare("INSERT INTO organization_profiles (tenant_id, organization_id, description) VALUES (?, ?, ?)")
    .bind(TENANT_B, ORG.B_CLUB, "Ook hier: maatjes voor ouderen.")
    .run();
});

const INDEX = "/api/v1/organizations";
const ids = (document: Doc) => document.data.map((o: Doc) => Number(o.id));
const list = async (query: string, actor: ActorName = "anonymous") => expectDocument(await apiFetch(`${INDEX}?${query}`, await as(actor)), 200);

describe("filter[q]: words in the name or the description", () => {
  it("finds a word of the description, at the start of a word, diacritics folded, only what the visitor may see", async () => {
    expect(ids(await list("filter[q]=ouderen"))).toEqual([ORG.CLUB]);
    expect(ids(await list("filter[q]=eenzame%20oud"))).toEqual([ORG.CLUB]);
    expect(ids(await list("filter[q]=cafe"))).toEqual([ORG.CLUB]);
    expect(ids(await list("filter[q]=natuurwerk"))).toEqual([ORG.NOORD]);
    // Every word must be found; a word inside another word is not a match in a description.
    expect(ids(await list("filter[q]=ouderen%20natuur"))).toEqual([]);
    expect(ids(await list("filter[q]=deren"))).toEqual([]);
  });

  it("still finds any part of a name, and never another tenant's organizations", async () => {
    expect(ids(await list("filter[q]=lpha%20Noo&sort=name"))).toEqual([ORG.NOORD]);
    expect(ids(await list("filter[q]=bravo"))).toEqual([]);
    expect(ids(await list("filter[q]=maatjes"))).toEqual([ORG.CLUB]);
  });

  it("follows a changed description and a renamed organization", async () => {
    await env.DB.prepare("UPDATE organization_profiles SET description = 'Alleen nog sport.' WHERE organization_id = ?").bind(ORG.CLUB).run();
    await env.DB.prepare("UPDATE organizations SET name = 'Vogelwacht' WHERE id = ?").bind(ORG.NOORD).run();
    expect(ids(await list("filter[q]=ouderen"))).toEqual([]);
    expect(ids(await list("filter[q]=vogel"))).toEqual([ORG.NOORD]);
  });
});

describe("filter[tag_id_in]: several themes at once", () => {
  it("lists the organizations with any of the tags, once each, in name order", async () => {
    expect(ids(await list(`filter[tag_id_in]=${TAG.SPORT},${TAG.NATUUR}&sort=name`))).toEqual([ORG.NOORD, ORG.CLUB]);
    expect(ids(await list(`filter[tag_id_in]=${TAG.SPORT},${TAG.ZORG},${TAG.NATUUR}&sort=name`, "staff"))).toHaveLength(4);
    expect(ids(await list(`filter[tag_id_in]=${TAG.B_SPORT}`))).toEqual([]);
  });

  it("refuses what is not a list of ids with a 400 on the parameter", async () => {
    for (const bad of ["sport", "1,,2", "0", "1,x", Array.from({ length: 51 }, (_, i) => i + 1).join(",")]) {
      const error = await expectError(await apiFetch(`${INDEX}?filter[tag_id_in]=${bad}`), 400);
      expect(error.source).toEqual({ parameter: "filter[tag_id_in]" });
    }
  });
});

describe("filter[tag_id_all]: every chosen theme (issue 49)", () => {
  it("narrows to the organizations with every tag, a theme counting by its name across the tenant's centres", async () => {
    await env.DB.prepare("INSERT INTO organization_tags (tenant_id, organization_id, tag_id) VALUES (?, ?, ?)").bind(TENANT_A, ORG.CLUB, TAG.ZORG).run();
    expect(ids(await list(`filter[tag_id_all]=${TAG.SPORT},${TAG.ZORG}&sort=name`))).toEqual([ORG.CLUB]);
    expect(ids(await list(`filter[tag_id_all]=${TAG.SPORT},${TAG.NATUUR}&sort=name`))).toEqual([]);
    // Any of them is still there: both.
    expect(ids(await list(`filter[tag_id_in]=${TAG.SPORT},${TAG.NATUUR}&sort=name`))).toEqual([ORG.NOORD, ORG.CLUB]);
    // Another centre's "zorg" is the same theme; a tag that does not exist (or is another tenant's) finds nothing.
    await env.DB.prepare(
      "INSERT INTO tags (id, tenant_id, volunteer_center_id, name) SELECT 690, tenant_id, volunteer_center_id, 'zorg' FROM tags WHERE id = ?",
    )
      .bind(TAG.NATUUR)
      .run();
    expect(ids(await list(`filter[tag_id_all]=${TAG.SPORT},690`))).toEqual([ORG.CLUB]);
    expect(ids(await list(`filter[tag_id_all]=${TAG.SPORT},99999`))).toEqual([]);
    expect(ids(await list(`filter[tag_id_all]=${TAG.SPORT},${TAG.B_SPORT}`))).toEqual([]);
  });

  it("refuses what is not a list of ids with a 400 on the parameter", async () => {
    const error = await expectError(await apiFetch(`${INDEX}?filter[tag_id_all]=sport`), 400);
    expect(error.source).toEqual({ parameter: "filter[tag_id_all]" });
  });
});

describe("sort=-updated_at: recently updated first", () => {
  it("puts the organization changed last first", async () => {
    await env.DB.prepare("UPDATE organizations SET updated_at = '2030-01-01T00:00:00.000Z' WHERE id = ?").bind(ORG.NOORD).run();
    await env.DB.prepare("UPDATE organizations SET updated_at = '2029-01-01T00:00:00.000Z' WHERE id = ?").bind(ORG.CENTER).run();
    const recent = ids(await list("sort=-updated_at"));
    expect(recent.slice(0, 2)).toEqual([ORG.NOORD, ORG.CENTER]);
    expect(ids(await list(`sort=-updated_at&filter[tag_id_in]=${TAG.ZORG},${TAG.NATUUR}`))).toEqual([ORG.NOORD, ORG.CENTER]);
  });
});
