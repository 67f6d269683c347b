import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { type ActorName, as, seedOrganizations, writeAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError, type Doc } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const PAGES = "/api/v1/pages";

const call = (method: string, path: string, actor: ActorName, attributes?: object) => writeAs(actor, method, path, "pages", attributes);

const create = async (attributes: object, actor: ActorName = "staff") => expectDocument(await call("POST", PAGES, actor, attributes), 201);
const slugs = (d: Doc) => d.data.map((p: Doc) => p.attributes.slug);

describe("every centre's statements", { timeout: 30_000 }, () => {
  it("starts each centre with a published accessibility and privacy statement", async () => {
    const document = await expectDocument(await apiFetch(`${PAGES}?filter[volunteer_center_id_eq]=${CENTER.A2}`), 200);
    expect(document.data.map((p: Doc) => [p.attributes.kind, p.attributes.slug, p.attributes.status])).toEqual([
      ["privacy", "privacy", "published"],
      ["accessibility", "toegankelijkheid", "published"],
    ]);
    expect(document.data[1].attributes.body_html).toContain("WCAG) 2.1 op niveau AA");
    expect(document.data[1].attributes.body_html).toContain("<h2>Handhavingsprocedure</h2>");
  });

  it("pages them with the list's total, also past the last page", async () => {
    const at = async (number: number) =>
      expectDocument(await apiFetch(`${PAGES}?filter[volunteer_center_id_eq]=${CENTER.A2}&page[size]=1&page[number]=${number}`), 200);
    const second = await at(2);
    expect([slugs(second), second.meta]).toEqual([["toegankelijkheid"], { total: 2 }]);
    expect(Object.keys(second.data[0].attributes)).not.toContain("total");
    const past = await at(3);
    expect([past.data, past.meta]).toEqual([[], { total: 2 }]);
  });

  it("lists only the fields asked for: the body neither sent nor rendered without them", async () => {
    const at = async (fields: string) => expectDocument(await apiFetch(`${PAGES}?filter[volunteer_center_id_eq]=${CENTER.A2}${fields}`), 200);
    const titles = await at("&fields[pages]=title,slug");
    expect(titles.data.map((p: Doc) => p.attributes)).toEqual([
      { title: "Privacyverklaring", slug: "privacy" },
      { title: "Toegankelijkheidsverklaring", slug: "toegankelijkheid" },
    ]);
    const html = await at("&fields[pages]=body_html");
    expect(html.data[1].attributes.body_html).toContain("<h2>Handhavingsprocedure</h2>");
    const doc = await at("&fields[pages]=body");
    expect(doc.data[1].attributes.body.type).toBe("doc");
  });

  it("keeps them: they may be edited, not deleted", async () => {
    const list = await expectDocument(await apiFetch(`${PAGES}?filter[slug_eq]=privacy`), 200);
    const id = list.data[0].id;
    await expectDocument(await call("PATCH", `${PAGES}/${id}`, "staff", { title: "Privacy" }), 200);
    await expectError(await call("DELETE", `${PAGES}/${id}`, "staff"), 422);
  });
});

describe("slugs", { timeout: 30_000 }, () => {
  it("makes the slug from the title with Dutch diacritics folded, and numbers a repeat", async () => {
    const first = await create({ title: "Café Één: ons ĳsje & meer", status: "published" });
    expect(first.data.attributes.slug).toBe("cafe-een-ons-ijsje-meer");
    const second = await create({ title: "Café één ons ijsje meer" });
    expect(second.data.attributes.slug).toBe("cafe-een-ons-ijsje-meer-2");
  });

  it("refuses an address of the site itself and one another page has", async () => {
    const reserved = await expectError(await call("POST", PAGES, "staff", { title: "Partners" }), 422);
    expect(reserved).toMatchObject({ code: "reserved", source: { pointer: "/data/attributes/slug" } });
    await expectError(await call("POST", PAGES, "staff", { title: "Iets", slug: "nieuws" }), 422);
    await create({ title: "Over ons" });
    const taken = await expectError(await call("POST", PAGES, "staff", { title: "Anders", slug: "over-ons" }), 422);
    expect(taken.code).toBe("taken");
    await expectError(await call("POST", PAGES, "staff", { title: "X", slug: "Over Ons" }), 422);
  });

  it("keeps a changed slug as the old address of the page", async () => {
    const page = await create({ title: "Over ons", status: "published" });
    await expectDocument(await call("PATCH", `${PAGES}/${page.data.id}`, "staff", { slug: "wie-wij-zijn" }), 200);
    const old = await expectDocument(await apiFetch(`${PAGES}?filter[slug_eq]=over-ons`), 200);
    expect(old.data).toEqual([]);
    expect(old.meta).toEqual({ total: 0, moved_to: "wie-wij-zijn" });
    // A new page may take the old address; it then answers itself.
    await create({ title: "Over ons", status: "published" });
    const taken = await expectDocument(await apiFetch(`${PAGES}?filter[slug_eq]=over-ons`), 200);
    expect(slugs(taken)).toEqual(["over-ons"]);
  });
});

describe("drafts and rich text", { timeout: 30_000 }, () => {
  it("shows a draft to its centre's staff only", async () => {
    const draft = await create({ title: "Concept" });
    expect(draft.data.attributes.status).toBe("draft");
    await expectError(await apiFetch(`${PAGES}/${draft.data.id}`), 404);
    await expectError(await apiFetch(`${PAGES}/${draft.data.id}`, await as("otherStaff")), 404);
    await expectDocument(await apiFetch(`${PAGES}/${draft.data.id}`, await as("staff")), 200);
    expect(slugs(await expectDocument(await apiFetch(`${PAGES}?filter[slug_eq]=concept`), 200))).toEqual([]);
  });

  it("sanitizes the body with the rich-text allowlist; plain text becomes paragraphs", async () => {
    const plain = await create({ title: "Tekst", body: "<script>x</script>\n\nTweede" });
    expect(plain.data.attributes.body_html).toBe("<p>&lt;script&gt;x&lt;/script&gt;</p><p>Tweede</p>");
    const bad = await expectError(
      await call("POST", PAGES, "staff", {
        title: "Link",
        body: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }],
        },
      }),
      422,
    );
    expect(bad.source.pointer).toMatch(/^\/data\/attributes\/body\//);
  });

  it("writes only for staff of the centre and super admins", async () => {
    await expectError(await call("POST", PAGES, "anonymous", { title: "X" }), 401);
    await expectError(await call("POST", PAGES, "volunteer", { title: "X" }), 403);
    await expectError(await call("POST", PAGES, "otherStaff", { title: "X", volunteer_center_id: String(CENTER.A1) }), 403);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM pages WHERE tenant_id = ? AND kind = 'custom'").bind(TENANT_A).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
