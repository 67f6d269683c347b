import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EXE, JPEG, OTHER_PNG, PDF, PNG, SVG, WEBP, bigPng, jpegClaiming, pngBomb, webpClaiming } from "../../../test/file-fixtures";
import { TENANT_A, TENANT_B } from "../../../test/fixtures";
import type { TenantId } from "../../tenancy";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { seedOrganizations } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";
import { releaseFile } from "../../files/storage";
import { createDb } from "../../db/client";

beforeEach(() => seedOrganizations(env.DB));

async function upload(actor: ActorName, kind: string, bytes: Uint8Array<ArrayBuffer>, contentType = "application/octet-stream") {
  const options = await as(actor);
  return apiFetch(`/api/v1/uploads?kind=${kind}`, {
    ...options,
    method: "POST",
    headers: { ...options.headers, "Content-Type": contentType },
    body: bytes,
  });
}

const objectKey = (url: string) => url.replace(/^\/files\//, "");

describe("POST /api/v1/uploads", () => {
  it("stores a PNG logo under the tenant's prefix with its content hash", async () => {
    const document = await expectDocument(await upload("staff", "logo", PNG), 201);
    const { url, sha256, content_type, byte_size, kind } = document.data.attributes;
    expect(document.data.type).toBe("uploads");
    expect(kind).toBe("logo");
    expect(content_type).toBe("image/png");
    expect(byte_size).toBe(PNG.byteLength);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(url).toBe(`/files/${TENANT_A}/logo/${sha256}.png`);
    const object = await env.FILES.get(objectKey(url));
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG);
    expect(object!.httpMetadata?.contentType).toBe("image/png");
  });

  it("knows the type by content: a PNG declared as text is a PNG", async () => {
    const document = await expectDocument(await upload("superAdmin", "photo", PNG, "text/plain"), 201);
    expect(document.data.attributes.content_type).toBe("image/png");
  });

  it("gives the same bytes one file", async () => {
    const first = await expectDocument(await upload("staff", "logo", PNG), 201);
    const second = await expectDocument(await upload("staff", "logo", PNG), 201);
    expect(second.data.id).toBe(first.data.id);
  });

  it.each([
    ["a renamed executable", "logo", EXE, "image/png"],
    ["an SVG", "logo", SVG, "image/svg+xml"],
    ["a PDF as a logo", "logo", PDF, "application/pdf"],
    ["a PNG as a document", "document", PNG, "application/pdf"],
  ])("refuses %s by its content (422)", async (_name, kind, bytes, type) => {
    const before = (await env.FILES.list({ prefix: `${TENANT_A}/` })).objects.length;
    const error = await expectError(await upload("staff", kind, bytes, type), 422);
    expect(error.code).toBe("file_type");
    const after = (await env.FILES.list({ prefix: `${TENANT_A}/` })).objects.length;
    expect(after).toBe(before);
  });

  it("accepts a PDF as a document", async () => {
    const document = await expectDocument(await upload("staff", "document", PDF), 201);
    expect(document.data.attributes.url).toMatch(/\.pdf$/);
  });

  it("refuses an empty file (422) and a file past its kind's limit (413)", async () => {
    expect((await expectError(await upload("staff", "logo", new Uint8Array()), 422)).code).toBe("file_empty");
    const tooBig = await expectError(await upload("staff", "favicon", bigPng(256 * 1024 + 1)), 413);
    expect(tooBig.code).toBe("file_too_large");
    await expectDocument(await upload("staff", "favicon", bigPng(256 * 1024)), 201);
  });

  it("refuses an unknown kind and unknown parameters (400)", async () => {
    const error = await expectError(await upload("staff", "script", PNG), 400);
    expect(error.source).toEqual({ parameter: "kind" });
  });

  it("is for staff and super admins: 401 signed out, 403 for others", async () => {
    await expectError(await upload("anonymous", "logo", PNG), 401);
    await expectError(await upload("volunteer", "logo", PNG), 403);
    await expectError(await upload("orgAdmin", "logo", PNG), 403);
  });
});

describe("GET /api/v1/files/:kind/:name", () => {
  it("serves the tenant's file with its checked type, and 404 to another tenant", async () => {
    const { url } = (await expectDocument(await upload("staff", "logo", PNG), 201)).data.attributes;
    const path = url.replace(`/files/${TENANT_A}/`, "/api/v1/files/");
    const response = await apiFetch(path, { headers: { Accept: "*/*" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    await expectError(await apiFetch(path, { tenant: TENANT_B, headers: { Accept: "*/*" } }), 404);
    await expectError(await apiFetch(path.replace(/[0-9a-f]{64}/, "0".repeat(64))), 404);
  });
});

describe("releasing a file", () => {
  it("deletes a file no record refers to, and keeps one that a profile still uses", async () => {
    const db = createDb(env.DB);
    const logo = (await expectDocument(await upload("staff", "logo", PNG), 201)).data.attributes.url;
    const other = (await expectDocument(await upload("staff", "logo", OTHER_PNG), 201)).data.attributes.url;
    await env.DB.prepare("UPDATE volunteer_center_profiles SET website_logo_url = ? WHERE tenant_id = ?").bind(logo, TENANT_A).run();
    expect(await releaseFile(db, env.FILES, TENANT_A as TenantId, logo)).toBe(false);
    expect(await env.FILES.head(objectKey(logo))).not.toBeNull();
    expect(await releaseFile(db, env.FILES, TENANT_A as TenantId, other)).toBe(true);
    expect(await env.FILES.head(objectKey(other))).toBeNull();
    // Another tenant cannot release tenant A's file by naming its URL.
    await env.DB.prepare("UPDATE volunteer_center_profiles SET website_logo_url = NULL WHERE tenant_id = ?").bind(TENANT_A).run();
    expect(await releaseFile(db, env.FILES, TENANT_B as TenantId, logo)).toBe(false);
    expect(await env.FILES.head(objectKey(logo))).not.toBeNull();
  });

  it("DELETE /api/v1/uploads/:id discards an unused upload (204), not one in use (409)", async () => {
    const created = (await expectDocument(await upload("staff", "logo", PNG), 201)).data;
    const staff = await as("staff");
    await env.DB.prepare("UPDATE volunteer_center_profiles SET favicon_url = ? WHERE tenant_id = ?").bind(created.attributes.url, TENANT_A).run();
    await expectError(await apiFetch(`/api/v1/uploads/${created.id}`, { ...staff, method: "DELETE" }), 409);
    await env.DB.prepare("UPDATE volunteer_center_profiles SET favicon_url = NULL WHERE tenant_id = ?").bind(TENANT_A).run();
    const gone = await apiFetch(`/api/v1/uploads/${created.id}`, { ...(await as("staff")), method: "DELETE" });
    expect(gone.status).toBe(204);
    expect(await env.FILES.head(objectKey(created.attributes.url))).toBeNull();
  });
});

// Issue 45: a small file can decode to an enormous image. Each kind's pixels are read from the
// header (contract/uploads FILE_KINDS[kind].image) and a larger image is refused, naming the limit,
// with nothing stored.
describe("an image's decoded size", () => {
  const LIMITS = [
    ["logo", "4000 × 4000 pixels and 8 megapixels"],
    ["favicon", "1024 × 1024 pixels and 1 megapixels"],
    ["photo", "10000 × 10000 pixels and 40 megapixels"],
    ["content", "10000 × 10000 pixels and 50 megapixels"],
  ] as const;

  it.each(LIMITS)("a %s larger than its limit is refused (422 image_too_large), naming it", async (kind, limit) => {
    const before = (await env.FILES.list()).objects.length;
    for (const bomb of [await pngBomb(20_000, 20_000), webpClaiming(16_000, 16_000), ...(kind === "favicon" ? [] : [jpegClaiming(60_000, 50_000)])]) {
      const error = await expectError(await upload("staff", kind, bomb), 422);
      expect(error).toMatchObject({ code: "image_too_large", source: { parameter: "kind" } });
      expect(error.detail).toContain(`at most ${limit}`);
    }
    expect((await env.FILES.list()).objects.length).toBe(before);
  });

  it("counts the pixels too: a long thin image within each side but past the megapixels is refused", async () => {
    expect((await expectError(await upload("staff", "logo", await pngBomb(4000, 2500)), 422)).code).toBe("image_too_large");
    await expectDocument(await upload("staff", "logo", await pngBomb(4000, 2000)), 201);
  });

  it("takes real small images of every type, and refuses one whose header gives no size", async () => {
    for (const bytes of [PNG, JPEG, WEBP]) await expectDocument(await upload("staff", "photo", bytes), 201);
    const cut = await expectError(await upload("staff", "photo", JPEG.slice(0, 100)), 422);
    expect(cut.code).toBe("file_type");
  });
});
