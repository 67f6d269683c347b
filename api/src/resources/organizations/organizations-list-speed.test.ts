import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG } from "../../../test/account-fixtures";
import { as, listOrganizationIds, sendAs } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";
import { TAG, seedSocialMap } from "../../../test/social-map-fixtures";

// The list's trigram name index (0010_organization_list_speed.sql) stays in step with every
// write, and the filters that drive a page in id order give the same rows as before.
beforeEach(() => seedSocialMap(env.DB));

const INDEX = "/api/v1/organizations";
const ids = (document: Doc): number[] => document.data.map((o: Doc) => Number(o.id));
const list = listOrganizationIds;
const indexed = async (id: number) =>
  (await env.DB.prepare("SELECT name FROM organization_name_search WHERE rowid = ?").bind(id).first<{ name: string }>())?.name;

const write = (method: string, path: string, attributes: Record<string, unknown>, id?: string) =>
  sendAs("superAdmin", method, path, { data: { type: "organizations", ...(id && { id }), attributes } });

describe("the organization name index", () => {
  it("holds every organization's name after the migration and the seeds", async () => {
    const { results } = await env.DB.prepare(
      "SELECT o.id FROM organizations o LEFT JOIN organization_name_search s ON s.rowid = o.id WHERE s.name IS NOT o.name",
    ).all();
    expect(results).toEqual([]);
  });

  it("follows a created, renamed and deleted organization", async () => {
    const created = await expectDocument(await write("POST", INDEX, { name: "Hobbyclub Zeldzaamheid" }), 201);
    const id = Number(created.data.id);
    expect(await indexed(id)).toBe("Hobbyclub Zeldzaamheid");
    expect(await list("filter[name_cont]=zeldzaam")).toEqual([id]);

    await expectDocument(await write("PATCH", `${INDEX}/${id}`, { name: "Hobbyclub Anders" }, String(id)), 200);
    expect(await indexed(id)).toBe("Hobbyclub Anders");
    expect(await list("filter[name_cont]=zeldzaam")).toEqual([]);
    expect(await list("filter[name_cont]=anders")).toEqual([id]);

    // No API call deletes an organization; whatever does (a script, a tenant's removal) is
    // followed by the trigger too.
    await env.DB.prepare("DELETE FROM organizations WHERE id = ?").bind(id).run();
    expect(await indexed(id)).toBeUndefined();
  });

  it("matches a part of a name as LIKE did: any case, in the middle, literal wildcards", async () => {
    const all = await list("");
    const named = async (part: string) => {
      const { results } = await env.DB.prepare(
        "SELECT id FROM organizations WHERE tenant_id = (SELECT tenant_id FROM organizations WHERE id = ?) AND name LIKE ? ESCAPE '\\' ORDER BY id",
      )
        .bind(ORG.CLUB, `%${part.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
        .all<{ id: number }>();
      return results.map((r) => r.id).filter((id) => all.includes(id));
    };
    for (const part of ["alp", "ALPHA", "lub alp", "a", "al", "100%_", '"al', "a(l*", "É", "ü", "ß"]) {
      expect(await list(`filter[name_cont]=${encodeURIComponent(part)}`), part).toEqual(await named(part));
    }
  });

  it("finds a part longer than D1 lets a LIKE pattern be (50 bytes), by name and by filter[q]", async () => {
    const { name } = (await env.DB.prepare("SELECT name FROM organizations WHERE id = ?").bind(ORG.CLUB).first<{ name: string }>())!;
    const long = "Stichting Vrijwilligerswerk in de Gemeente Oldebroek en Omstreken";
    await env.DB.prepare("UPDATE organizations SET name = ? WHERE id = ?").bind(long, ORG.CLUB).run();
    try {
      const part = "vrijwilligerswerk in de gemeente oldebroek en omstreken"; // 55 bytes
      expect(await list(`filter[name_cont]=${encodeURIComponent(part)}`)).toEqual([ORG.CLUB]);
      expect(await list(`filter[q]=${encodeURIComponent(part)}`)).toEqual([ORG.CLUB]);
      expect(await list(`sort=name&filter[name_cont]=${encodeURIComponent(part)}`)).toEqual([ORG.CLUB]);
      expect(await list(`filter[name_cont]=${encodeURIComponent(`${part} x`)}`)).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE organizations SET name = ? WHERE id = ?").bind(name, ORG.CLUB).run();
    }
  });
});

describe("filters driving a page in id order", () => {
  it("combine a name, a tag and a place as the conditions did, and page with has_next_page", async () => {
    const sport = await list(`filter[tag_id_eq]=${TAG.SPORT}`);
    expect(sport.length).toBeGreaterThan(0);
    expect(await list(`filter[tag_id_eq]=${TAG.SPORT}&filter[tag_name_eq]=sport`)).toEqual(sport);
    expect(await list(`filter[tag_name_eq]=sport&filter[name_cont]=club`)).toEqual((await list("filter[name_cont]=club")).filter((id) => sport.includes(id)));
    const zwolle = await list("filter[city_eq]=zwolle");
    expect(await list(`filter[city_eq]=Zwolle&filter[tag_id_eq]=${TAG.SPORT}`)).toEqual(zwolle.filter((id) => sport.includes(id)));
    expect(await list("filter[tag_name_eq]=bestaat-niet")).toEqual([]);
    // One at a time: every page has one, has_next_page until the last.
    const all = await list("");
    for (let n = 1; n <= all.length; n++) {
      const page = await expectDocument(await apiFetch(`${INDEX}?page[size]=1&page[number]=${n}`, await as("superAdmin")), 200);
      expect(ids(page)).toEqual([all[n - 1]]);
      expect(page.meta.has_next_page).toBe(n < all.length);
    }
  });
});
