import { CONTENT_VERSION_RAISED_HEADER, type RaisedVersions } from "@contract/content-versions";
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CENTER, TENANT_A, TENANT_B } from "../../../test/fixtures";
import { type ActorName, sendAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError, postDocument } from "../../../test/request";
import { TAG, seedSocialMap } from "../../../test/social-map-fixtures";

beforeEach(() => seedSocialMap(env.DB));

const PATH = "/api/v1/content_version";
const version = async (tenant = TENANT_A) => (await expectDocument(await apiFetch(PATH, { tenant }), 200)).data.attributes.version as number;

const renameTag = (actor: ActorName, name: string) =>
  sendAs(actor, "PATCH", `/api/v1/tags/${TAG.ZORG}`, { data: { type: "tags", id: String(TAG.ZORG), attributes: { name } } });

describe(`GET ${PATH}`, () => {
  it("is the tenant's counter, never kept by a cache, 0 before any write", async () => {
    const response = await apiFetch(PATH);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { data } = await expectDocument(response, 200);
    expect(data).toMatchObject({ type: "content_versions", id: TENANT_A, attributes: { version: 0 } });
  });

  it("goes up with every successful write of the tenant, and only that tenant's", async () => {
    const before = await version();
    const otherTenant = await version(TENANT_B);
    await expectDocument(await renameTag("staff", "Zorg en welzijn"), 200);
    expect(await version()).toBe(before + 1);
    await expectDocument(await renameTag("staff", "Zorg"), 200);
    expect(await version()).toBe(before + 2);
    expect(await version(TENANT_B)).toBe(otherTenant);
  });

  it("hands a write's answer the new versions, and no other answer", async () => {
    const before = await version();
    const written = await renameTag("staff", "Zorg en welzijn");
    expect(written.status).toBe(200);
    const raised = JSON.parse(written.headers.get(CONTENT_VERSION_RAISED_HEADER) ?? "null") as RaisedVersions | null;
    const current = (await expectDocument(await apiFetch("/api/v1/volunteer_centers/current/version"), 200)).meta;
    // What the web would have asked after the write, in the write's own answer.
    expect(raised).toEqual({
      center: { id: Number(current.volunteer_center_id), version: current.version },
      content: { ...current.content_version, version: before + 1 },
    });
    const refused = await renameTag("volunteer", "Zorg");
    expect(refused.status).toBe(403);
    expect(refused.headers.get(CONTENT_VERSION_RAISED_HEADER), "a refused write raised nothing").toBeNull();
    expect((await apiFetch(PATH)).headers.get(CONTENT_VERSION_RAISED_HEADER), "a read raised nothing").toBeNull();
  });

  it("stays where it is for a POST that stores nothing: a rich text's and a mail template's preview", async () => {
    const before = await version();
    const doc = await postDocument("/api/v1/rich_text_previews", "rich_text_previews", { doc: "Een\n\nTwee" });
    expect(doc.status).toBe(200);
    const mail = await sendAs("staff", "POST", "/api/v1/notification_template_previews/", {
      data: {
        type: "notification_template_previews",
        attributes: {
          kind: "confirmation",
          locale: "nl",
          subject: "Hoi {{name}}",
          body: "Hallo {{name}}!\n\n[Bevestig]({{link}})",
          volunteer_center_id: String(CENTER.A1),
        },
      },
    });
    expect(mail.status, await mail.clone().text()).toBe(200);
    for (const answer of [doc, mail]) expect(answer.headers.get(CONTENT_VERSION_RAISED_HEADER), "a preview raised nothing").toBeNull();
    expect(await version()).toBe(before);
  });

  it("changes by the clock too: a scheduled news item going public, and the day", async () => {
    const timed = async () => (await expectDocument(await apiFetch(PATH), 200)).data.attributes.timed as string;
    const today = new Date().toISOString().slice(0, 10);
    expect(await timed()).toBe(`${today}|-`);
    const counter = await version();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await env.DB.prepare(
      `INSERT INTO news_items (tenant_id, volunteer_center_id, title, slug, published_at) VALUES (?, (SELECT id FROM volunteer_centers WHERE tenant_id = ? LIMIT 1), 'Open dag', 'open-dag', ?)`,
    )
      .bind(TENANT_A, TENANT_A, tomorrow)
      .run();
    // Still scheduled: nothing public changed, the key stays.
    expect(await timed()).toBe(`${today}|-`);
    // Its time comes without any write through the api: a moment that has passed, put in place in
    // D1 (no race with a real clock, issue 16). The key moves on, so no page from before it is served.
    const passed = new Date(Date.now() - 1000).toISOString();
    await env.DB.prepare("UPDATE news_items SET published_at = ? WHERE slug = 'open-dag' AND tenant_id = ?").bind(passed, TENANT_A).run();
    expect(await timed()).toBe(`${new Date().toISOString().slice(0, 10)}|${passed}`);
    expect(await version(), "no write raised the counter").toBe(counter);
  });

  it("says until when its clock part holds: the next UTC midnight, or a scheduled news item going public before it", async () => {
    const freshUntil = async () => (await expectDocument(await apiFetch(PATH), 200)).data.attributes.freshUntil as string;
    const midnight = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    midnight.setUTCDate(midnight.getUTCDate() + 1);
    const nextDay = midnight.toISOString();
    expect([nextDay, new Date(midnight.getTime() + 86_400_000).toISOString()], "the next midnight (the day may turn during the test)").toContain(
      await freshUntil(),
    );
    const soon = new Date(Date.now() + 60_000).toISOString();
    await env.DB.prepare(
      `INSERT INTO news_items (tenant_id, volunteer_center_id, title, slug, published_at) VALUES (?, (SELECT id FROM volunteer_centers WHERE tenant_id = ? LIMIT 1), 'Open dag', 'open-dag', ?)`,
    )
      .bind(TENANT_A, TENANT_A, soon)
      .run();
    expect(await freshUntil()).toBe(soon < nextDay ? soon : nextDay);
    const other = (await expectDocument(await apiFetch(PATH, { tenant: TENANT_B }), 200)).data.attributes.freshUntil;
    expect(other, "another tenant's schedule is not this one's").not.toBe(soon);
  });

  it("stays put on a refused write and on reads", async () => {
    const before = await version();
    await expectError(await renameTag("otherStaff", "X"), 403);
    await apiFetch("/api/v1/tags");
    expect(await version()).toBe(before);
  });

  it("is read-only", async () => {
    await expectError(await apiFetch(PATH, { method: "POST" }), 405);
  });
});
