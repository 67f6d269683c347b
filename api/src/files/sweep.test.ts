import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { PDF, PNG, OTHER_PNG } from "../../test/file-fixtures";
import { TENANT_A } from "../../test/fixtures";
import { as, seedOrganizations, sendAs } from "../../test/organization-fixtures";
import { apiFetch, expectDocument } from "../../test/request";
import { UNUSED_UPLOAD_GRACE_MS, sweepUnusedUploads } from "./sweep";

beforeEach(() => seedOrganizations(env.DB));

async function upload(kind: string, bytes: Uint8Array<ArrayBuffer>) {
  const document = await expectDocument(await apiFetch(`/api/v1/uploads?kind=${kind}`, { ...(await as("staff")), method: "POST", body: bytes }), 201);
  return document.data.attributes.url as string;
}

const key = (url: string) => url.replace(/^\/files\//, "");
const exists = async (url: string) =>
  (await env.FILES.get(key(url))) !== null && (await env.DB.prepare("SELECT 1 FROM files WHERE key = ?").bind(key(url)).first()) !== null;

describe("the sweep of unused uploads", () => {
  it("deletes what nobody took up within a day, and keeps what a record, the library or a page uses", async () => {
    const orphan = await upload("photo", PNG);
    const logo = await upload("logo", OTHER_PNG);
    const library = await upload("content", PDF);
    await env.DB.prepare("UPDATE volunteer_center_profiles SET website_logo_url = ? WHERE tenant_id = ? AND volunteer_center_id = 11")
      .bind(logo, TENANT_A)
      .run();
    await expectDocument(
      await sendAs("staff", "POST", "/api/v1/library_files", { data: { type: "library_files", attributes: { url: library, name: "Folder.pdf" } } }),
      201,
    );
    const later = new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000);
    // Within the day nothing goes: a form may still be about to save it.
    expect(await sweepUnusedUploads(env, new Date())).toBe(0);
    expect(await exists(orphan)).toBe(true);

    expect(await sweepUnusedUploads(env, later)).toBe(1);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(logo)).toBe(true);
    expect(await exists(library)).toBe(true);
  });
});
