import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { TENANT_A } from "../../../test/fixtures";
import { type ActorName, as, seedOrganizations, writeAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError, type Doc } from "../../../test/request";

beforeEach(async () => {
  await seedOrganizations(env.DB);
  await env.DB.prepare("DELETE FROM news_items WHERE tenant_id = ?").bind(TENANT_A).run();
});

const MENU = "/api/v1/menu_items";

const call = (method: string, path: string, actor: ActorName, type: string, attributes?: object) => writeAs(actor, method, path, type, attributes);

const make = async (path: string, type: string, attributes: object) => (await expectDocument(await call("POST", path, "staff", type, attributes), 201)).data;
const item = (attributes: object) => make(MENU, "menu_items", attributes);
const refused = async (attributes: object) => expectError(await call("POST", MENU, "staff", "menu_items", attributes), 422);
const links = (d: Doc) => d.data.map((m: Doc) => [m.attributes.label, m.attributes.href]);

describe("menu items", { timeout: 30_000 }, () => {
  it("link to a page, a news item or a path, in order; visitors see only what is out", async () => {
    const page = await make("/api/v1/pages", "pages", { title: "Over ons", status: "published" });
    const draft = await make("/api/v1/pages", "pages", { title: "Concept" });
    const news = await make("/api/v1/news_items", "news_items", { title: "Open dag", published_at: "2026-01-01T00:00:00Z" });
    const about = await item({ menu: "header", label: "Over ons", page_id: page.id, position: 2 });
    await item({ menu: "header", label: "Vacatures", path: "/vacancies/search?q=zorg", position: 1 });
    await item({ menu: "header", label: "Open dag", news_item_id: news.id, parent_id: about.id, position: 1 });
    await item({ menu: "header", label: "Concept", page_id: draft.id, position: 3 });
    await item({ menu: "footer", label: "Privacy", path: "/privacy" });

    const header = await expectDocument(await apiFetch(`${MENU}?filter[menu_eq]=header`), 200);
    expect(links(header)).toEqual([
      ["Vacatures", "/vacancies/search?q=zorg"],
      ["Open dag", "/nieuws/open-dag"],
      ["Over ons", "/over-ons"],
    ]);
    expect(header.data[1].attributes.parent_id).toBe(about.id);
    const staff = await expectDocument(await apiFetch(`${MENU}?filter[menu_eq]=header`, await as("staff")), 200);
    expect(links(staff)).toContainEqual(["Concept", "/concept"]);
    const live = await expectDocument(await apiFetch(`${MENU}?filter[menu_eq]=header&filter[live_eq]=true`, await as("staff")), 200);
    expect(live.meta.total).toBe(3);

    // A page's new slug is the link's new address.
    await expectDocument(await call("PATCH", `/api/v1/pages/${page.id}`, "staff", "pages", { slug: "wie-wij-zijn" }), 200);
    expect(links(await expectDocument(await apiFetch(`${MENU}/${about.id}`), 200).then((d) => ({ data: [d.data] })))).toEqual([["Over ons", "/wie-wij-zijn"]]);
  });

  it("takes internal paths only, one target, one level of nesting", async () => {
    for (const path of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/a b", "vacancies"])
      await refused({ menu: "header", label: "X", path });
    expect((await refused({ menu: "header", label: "X" })).code).toBe("target");
    expect((await refused({ menu: "header", label: "X", path: "/a", page_id: "1" })).code).toBe("target");
    const top = await item({ menu: "header", label: "Boven", path: "/a" });
    const child = await item({ menu: "header", label: "Onder", path: "/b", parent_id: top.id });
    expect((await refused({ menu: "header", label: "Dieper", path: "/c", parent_id: child.id })).code).toBe("nesting");
    expect((await refused({ menu: "footer", label: "Elders", path: "/c", parent_id: top.id })).code).toBe("nesting");
    await refused({ menu: "header", label: "X", page_id: "999999" });
    // Deleting the top item takes the one under it along.
    expect((await call("DELETE", `${MENU}/${top.id}`, "staff", "menu_items")).status).toBe(204);
    await expectError(await apiFetch(`${MENU}/${child.id}`), 404);
  });

  it("lets only the centre's staff and super admins write", async () => {
    await expectError(await call("POST", MENU, "anonymous", "menu_items", { menu: "header", label: "X", path: "/x" }), 401);
    await expectError(await call("POST", MENU, "volunteer", "menu_items", { menu: "header", label: "X", path: "/x" }), 403);
    const mine = await item({ menu: "header", label: "X", path: "/x" });
    await expectError(await call("PATCH", `${MENU}/${mine.id}`, "otherStaff", "menu_items", { label: "Y" }), 403);
    await expectError(await call("PATCH", `${MENU}/${mine.id}`, "otherTenant", "menu_items", { label: "Y" }), 404);
  });
});
