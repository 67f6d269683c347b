import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CENTER, TENANT_A } from "../../../test/fixtures";
import { type ActorName, as, seedOrganizations, writeAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError, type Doc } from "../../../test/request";

beforeEach(async () => {
  await seedOrganizations(env.DB);
  await env.DB.prepare("DELETE FROM news_items WHERE tenant_id = ?").bind(TENANT_A).run();
});

const NEWS = "/api/v1/news_items";

const call = (method: string, path: string, actor: ActorName, attributes?: object) => writeAs(actor, method, path, "news_items", attributes);

const create = async (attributes: object) => expectDocument(await call("POST", NEWS, "staff", attributes), 201);
const titles = (d: Doc) => d.data.map((n: Doc) => n.attributes.title);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe("news items", { timeout: 30_000 }, () => {
  it("lists what is out, pinned first, then newest first; drafts and scheduled ones for staff only", async () => {
    await create({ title: "Oud", published_at: "2026-01-01T10:00:00Z" });
    await create({ title: "Nieuw", published_at: "2026-03-01T10:00:00+01:00" });
    await create({ title: "Vast", published_at: "2025-06-01T10:00:00Z", pinned: true });
    await create({ title: "Concept" });
    const scheduled = await create({ title: "Straks", published_at: inMinutes(60) });
    expect(scheduled.data.attributes).toMatchObject({ state: "scheduled", slug: "straks" });

    expect(titles(await expectDocument(await apiFetch(NEWS), 200))).toEqual(["Vast", "Nieuw", "Oud"]);
    const staff = await expectDocument(await apiFetch(NEWS, await as("staff")), 200);
    expect(titles(staff)).toEqual(["Vast", "Straks", "Nieuw", "Oud", "Concept"]);
    expect(staff.data.map((n: Doc) => n.attributes.state)).toEqual(["published", "scheduled", "published", "published", "draft"]);
    // What the site shows, also to staff.
    expect(titles(await expectDocument(await apiFetch(`${NEWS}?filter[state_eq]=published`, await as("staff")), 200))).toEqual(["Vast", "Nieuw", "Oud"]);
    await expectError(await apiFetch(`${NEWS}/${scheduled.data.id}`), 404);
    await expectError(await apiFetch(`${NEWS}?filter[volunteer_center_id_eq]=999`), 404);
  });

  it("lists the news of the centre the request is made at, each time, however often the centres were asked", async () => {
    await create({ title: "Centrum", published_at: "2026-01-01T10:00:00Z" });
    await expectDocument(
      await call("POST", NEWS, "superAdmin", { title: "Noord", published_at: "2026-01-01T10:00:00Z", volunteer_center_id: String(CENTER.A2) }),
      201,
    );
    const at = (center?: number) => apiFetch(NEWS, center ? { headers: { "Volunteer-Center-Id": String(center) } } : {});
    // The request's centre is kept a minute per isolate (current-center.ts): asked in turn, each
    // answer is still its own centre's, and a centre the tenant lacks is still a 404.
    for (let round = 0; round < 2; round++) {
      expect(titles(await expectDocument(await at(), 200))).toEqual(["Centrum"]);
      expect(titles(await expectDocument(await at(CENTER.A2), 200))).toEqual(["Noord"]);
      expect(titles(await expectDocument(await at(CENTER.A1), 200))).toEqual(["Centrum"]);
      expect((await expectError(await at(CENTER.B1), 404)).source).toEqual({ header: "Volunteer-Center-Id" });
    }
  });

  it("shows a scheduled item once its time has come", async () => {
    const item = await create({ title: "Binnenkort", published_at: inMinutes(60) });
    expect(titles(await expectDocument(await apiFetch(`${NEWS}?filter[slug_eq]=binnenkort`), 200))).toEqual([]);
    // The time comes: moved back in the row, as a clock moving forward would.
    await env.DB.prepare("UPDATE news_items SET published_at = ? WHERE id = ?").bind(inMinutes(-1), Number(item.data.id)).run();
    expect(titles(await expectDocument(await apiFetch(`${NEWS}?filter[slug_eq]=binnenkort`), 200))).toEqual(["Binnenkort"]);
  });

  it("makes and keeps slugs unique per centre, sanitizes the body, pages the list", async () => {
    const a = await create({ title: "Open dag!", published_at: "2026-01-01T10:00:00Z", body: "<b>hoi</b>" });
    const b = await create({ title: "Open dag", published_at: "2026-01-02T10:00:00Z" });
    expect([a.data.attributes.slug, b.data.attributes.slug]).toEqual(["open-dag", "open-dag-2"]);
    expect(a.data.attributes.body_html).toBe("<p>&lt;b&gt;hoi&lt;/b&gt;</p>");
    const taken = await expectError(await call("PATCH", `${NEWS}/${b.data.id}`, "staff", { slug: "open-dag" }), 422);
    expect(taken.code).toBe("taken");
    await expectDocument(await call("POST", NEWS, "staff", { title: "X", published_at: "morgen" }), 422);
    const page = await expectDocument(await apiFetch(`${NEWS}?page[size]=1&page[number]=2`), 200);
    expect(titles(page)).toEqual(["Open dag!"]);
    expect(page.meta).toEqual({ total: 2 });
    expect(Object.keys(page.data[0].attributes)).not.toContain("total");
    // The total comes with the rows (pagination.ts pageWithTotal); a page without rows still knows it.
    const past = await expectDocument(await apiFetch(`${NEWS}?page[size]=1&page[number]=5`), 200);
    expect([past.data, past.meta]).toEqual([[], { total: 2 }]);
    const none = await expectDocument(await apiFetch(`${NEWS}?filter[slug_eq]=nergens`), 200);
    expect([none.data, none.meta]).toEqual([[], { total: 0 }]);
    // A fieldset without the body: neither sent nor rendered; with its HTML: rendered as ever.
    const listed = await expectDocument(await apiFetch(`${NEWS}?fields[news_items]=title,state`), 200);
    expect(listed.data.map((n: Doc) => n.attributes)).toEqual([
      { title: "Open dag", state: "published" },
      { title: "Open dag!", state: "published" },
    ]);
    const html = await expectDocument(await apiFetch(`${NEWS}?fields[news_items]=body_html&filter[slug_eq]=open-dag`), 200);
    expect(html.data[0].attributes).toEqual({ body_html: "<p>&lt;b&gt;hoi&lt;/b&gt;</p>" });
  });

  it("lets only the centre's staff and super admins write", async () => {
    await expectError(await call("POST", NEWS, "anonymous", { title: "X" }), 401);
    await expectError(await call("POST", NEWS, "orgAdmin", { title: "X" }), 403);
    await expectError(await call("POST", NEWS, "otherStaff", { title: "X", volunteer_center_id: String(CENTER.A1) }), 403);
    const item = await create({ title: "Van ons" });
    await expectError(await call("DELETE", `${NEWS}/${item.data.id}`, "otherStaff"), 403);
    await expectError(await call("DELETE", `${NEWS}/${item.data.id}`, "otherTenant"), 404);
    expect((await call("DELETE", `${NEWS}/${item.data.id}`, "superAdmin")).status).toBe(204);
  });
});
