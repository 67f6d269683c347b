import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EXE, PNG, pngBomb } from "../../../test/file-fixtures";
import { USER } from "../../../test/account-fixtures";
import { CENTER, TENANT_B, TENANT_EMPTY } from "../../../test/fixtures";
import { dbOf, rowOf } from "../../../test/tenant-database";
import { type ActorName, as, seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

async function add(actor: ActorName, bytes: Uint8Array<ArrayBuffer>, query = "alt_nl=Een%20zon&alt_en=A%20sun") {
  const options = await as(actor);
  return apiFetch(`/api/v1/stock_images?${query}`, {
    ...options,
    method: "POST",
    headers: { ...options.headers, "Content-Type": "application/octet-stream" },
    body: bytes,
  });
}

const newsWithImage = (url: string | null, actor: ActorName = "staff") =>
  sendAs(actor, "POST", "/api/v1/news_items", { data: { type: "news_items", attributes: { title: "Met beeld", image_url: url, image_alt: "Een zon" } } });

describe("stock images", () => {
  it("a super admin adds one; every tenant lists it and its site serves the bytes", async () => {
    const created = await expectDocument(await add("superAdmin", PNG), 201);
    const { url, alt_nl, alt_en } = created.data.attributes;
    expect(url).toMatch(/^\/files\/stock\/image\/[0-9a-f]{64}\.png$/);
    expect([alt_nl, alt_en]).toEqual(["Een zon", "A sun"]);
    // Another tenant of the same database, and tenant B in a database of its own
    // (test/tenant-database.ts): the platform's rows are in the shared database, read from there.
    for (const tenant of [TENANT_EMPTY, TENANT_B]) {
      const listed = await expectDocument(await apiFetch("/api/v1/stock_images", { tenant }), 200);
      expect(listed.data.map((i: { attributes: { url: string } }) => i.attributes.url)).toContain(url);
    }
    expect(await dbOf(TENANT_B).prepare("SELECT count(*) AS n FROM stock_images").first("n")).toBe(0);
    const name = url.split("/").pop();
    const served = await apiFetch(`/api/v1/files/stock/${name}`, { tenant: TENANT_EMPTY, headers: { Accept: "*/*" } });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("is refused for everyone but super admins, and by content for anything but an image", async () => {
    const count = () => env.DB.prepare("SELECT count(*) AS n FROM stock_images").first("n");
    const before = await count();
    expect((await add("anonymous", PNG)).status).toBe(401);
    for (const actor of ["volunteer", "orgAdmin", "staff"] as const) expect((await add(actor, PNG)).status).toBe(403);
    expect((await expectError(await add("superAdmin", EXE), 422)).code).toBe("file_type");
    const bomb = await expectError(await add("superAdmin", await pngBomb(20_000, 20_000)), 422);
    expect(bomb.code).toBe("image_too_large");
    expect(bomb.detail).toContain("at most 8000 × 8000 pixels and 40 megapixels");
    expect((await expectError(await add("superAdmin", PNG, "alt_nl=&alt_en=x"), 422)).source.parameter).toBe("alt_nl");
    expect((await add("superAdmin", PNG, "alt_nl=a&alt_en=b&x=1")).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("can be a news item's image; a made-up or foreign image URL cannot", async () => {
    const url = (await expectDocument(await add("superAdmin", PNG), 201)).data.attributes.url;
    const news = await expectDocument(await newsWithImage(url), 201);
    expect(news.data.attributes).toMatchObject({ image_url: url, image_alt: "Een zon" });
    const fake = `/files/stock/image/${"b".repeat(64)}.png`;
    for (const bad of [fake, `/files/tenant-b/photo/${"c".repeat(64)}.png`, "https://example.org/a.png"])
      expect((await expectError(await newsWithImage(bad), 422)).source.pointer).toBe("/data/attributes/image_url");
  });

  it("removed by a super admin: gone from R2, and news that showed it keeps going without an image", async () => {
    const created = await expectDocument(await add("superAdmin", PNG), 201);
    const news = await expectDocument(await newsWithImage(created.data.attributes.url), 201);
    expect((await apiFetch(`/api/v1/stock_images/${created.data.id}`, { ...(await as("staff")), method: "DELETE" })).status).toBe(403);
    expect((await apiFetch(`/api/v1/stock_images/${created.data.id}`, { ...(await as("superAdmin")), method: "DELETE" })).status).toBe(204);
    const key = `stock/image/${created.data.attributes.url.split("/").pop()}`;
    expect(await env.FILES.get(key)).toBeNull();
    const after = await expectDocument(await apiFetch(`/api/v1/news_items/${news.data.id}`, await as("staff")), 200);
    expect(after.data.attributes.image_url).toBeNull();
  });

  it("is a news image for a tenant in a database of its own too, and removed, is gone from its news as well", async () => {
    // Tenant B's volunteer made staff of its centre, in tenant B's database (DB_OWN).
    await dbOf(TENANT_B)
      .prepare("INSERT INTO roles (id, tenant_id, user_id, name, resource_type, resource_id) VALUES (390, ?, ?, 'staff', 'VolunteerCenter', ?)")
      .bind(TENANT_B, USER.B_VOLUNTEER, CENTER.B1)
      .run();
    const created = await expectDocument(await add("superAdmin", PNG), 201);
    const news = await expectDocument(await newsWithImage(created.data.attributes.url, "otherTenant"), 201);
    expect(news.data.attributes.image_url).toBe(created.data.attributes.url);
    expect((await apiFetch(`/api/v1/stock_images/${created.data.id}`, { ...(await as("superAdmin")), method: "DELETE" })).status).toBe(204);
    expect(await rowOf(TENANT_B, "SELECT image_url FROM news_items WHERE id = ?", Number(news.data.id))).toEqual({ image_url: null });
  });
});
