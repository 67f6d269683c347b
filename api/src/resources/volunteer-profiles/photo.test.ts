import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EMAIL, USER } from "../../../test/account-fixtures";
import { AREA, asUser, saveProfile, seedProfiles } from "../../../test/profile-fixtures";
import { issueTestToken } from "../../../test/auth";
import { CENTER, TENANT_B } from "../../../test/fixtures";
import { JPEG, PNG, pngBomb } from "../../../test/file-fixtures";
import { apiFetch, expectDocument, expectError } from "../../../test/request";

// The profile photo (docs/volunteer-profiles.md "Photo"): a private R2 file, read through the profile.
const OWN = "/api/v1/volunteer_profile/photo";
const PHOTO_OF = (id: number) => `/api/v1/volunteer_profiles/${id}/photo`;
const GIF = new TextEncoder().encode("GIF89a......");

async function bytesRequest(body: Uint8Array<ArrayBuffer>, userId: number, email: string) {
  const credentials = await issueTestToken(userId, email);
  return apiFetch(OWN, { method: "PUT", headers: { ...credentials, "Volunteer-Center-Id": String(CENTER.A1), "Content-Type": "image/png" }, body });
}

const keysIn = async (prefix: string) => (await env.FILES.list({ prefix })).objects.map((o) => o.key);

beforeEach(() => seedProfiles(env.DB));

describe("the volunteer's profile photo", () => {
  it("is uploaded, shown to those who may read the profile only, replaced and removed, leaving R2 with it", async () => {
    await expectError(await bytesRequest(PNG, USER.VOLUNTEER, EMAIL.VOLUNTEER), 422);
    await expectDocument(await saveProfile({ published: true, introduction: "Ik fiets graag", postcode: AREA.HOME }), 200);
    const added = await expectDocument(await bytesRequest(PNG, USER.VOLUNTEER, EMAIL.VOLUNTEER), 200);
    const version = added.data.attributes.photo_version as string;
    expect(version).toMatch(/^[0-9a-f]{64}$/);
    expect(await keysIn("tenant-a/profile_photo/")).toEqual([`tenant-a/profile_photo/${version}.png`]);

    // An organization's admin of the centre finds it on the card and reads the bytes, privately.
    const pool = await expectDocument(await asUser(USER.ADMIN, EMAIL.ADMIN, "/api/v1/volunteer_profiles"), 200);
    expect(pool.data.find((d: { id: string }) => d.id === String(USER.VOLUNTEER)).attributes.photo_version).toBe(version);
    const seen = await asUser(USER.ADMIN, EMAIL.ADMIN, PHOTO_OF(USER.VOLUNTEER));
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Content-Type")).toBe("image/png");
    expect(seen.headers.get("Cache-Control")).toBe("private, max-age=86400");
    expect(seen.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await seen.arrayBuffer())).toEqual(PNG);

    // Never on the public file path, never uploaded as a loose upload.
    expect((await apiFetch(`/api/v1/files/profile_photo/${version}.png`)).status).toBe(404);
    await expectError(await asUser(USER.STAFF, EMAIL.STAFF, "/api/v1/uploads?kind=profile_photo", { method: "POST" }), 400);
    // Signed out, another centre's user, another tenant: not theirs to see.
    expect((await apiFetch(PHOTO_OF(USER.VOLUNTEER))).status).toBe(401);
    expect((await asUser(USER.OTHER_CENTER, EMAIL.OTHER_CENTER, PHOTO_OF(USER.VOLUNTEER))).status).toBe(404);
    // Tenant B's volunteer, signed in to tenant B (its token in tenant B's own database).
    const other = await issueTestToken(USER.B_VOLUNTEER, EMAIL.VOLUNTEER, { tenant: TENANT_B });
    expect((await apiFetch(PHOTO_OF(USER.VOLUNTEER), { tenant: TENANT_B, headers: other })).status).not.toBe(200);
    // Unpublished, only its owner sees it.
    await expectDocument(await saveProfile({ published: false }), 200);
    expect((await asUser(USER.ADMIN, EMAIL.ADMIN, PHOTO_OF(USER.VOLUNTEER))).status).toBe(404);
    expect((await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PHOTO_OF(USER.VOLUNTEER))).status).toBe(200);

    // Refused by content and size; the photo stays.
    const wrong = await expectError(await bytesRequest(GIF, USER.VOLUNTEER, EMAIL.VOLUNTEER), 422);
    expect(JSON.stringify(wrong)).toContain("file_type");
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(PNG);
    await expectError(await bytesRequest(huge, USER.VOLUNTEER, EMAIL.VOLUNTEER), 413);
    // An image bomb (40 kB that decode to 400 megapixels) is refused by its header, naming the
    // limit, before it is stored: staff in the pool would have had it decoded in their browser.
    const bomb = await expectError(await bytesRequest(await pngBomb(20_000, 20_000), USER.VOLUNTEER, EMAIL.VOLUNTEER), 422);
    expect(bomb).toMatchObject({ code: "image_too_large" });
    expect(bomb.detail).toContain("at most 8000 × 8000 pixels and 25 megapixels");
    expect(await keysIn("tenant-a/profile_photo/")).toEqual([`tenant-a/profile_photo/${version}.png`]);

    // Replaced: the new bytes in, the old object out.
    const replaced = await expectDocument(await bytesRequest(JPEG, USER.VOLUNTEER, EMAIL.VOLUNTEER), 200);
    const next = replaced.data.attributes.photo_version as string;
    expect(next).not.toBe(version);
    expect(await keysIn("tenant-a/profile_photo/")).toEqual([`tenant-a/profile_photo/${next}.jpg`]);

    // Removed: the profile stays, the photo goes.
    const removed = await expectDocument(await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, OWN, { method: "DELETE" }), 200);
    expect(removed.data.attributes).toMatchObject({ photo_version: null, introduction: "Ik fiets graag" });
    expect(await keysIn("tenant-a/profile_photo/")).toEqual([]);
    expect((await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, PHOTO_OF(USER.VOLUNTEER))).status).toBe(404);
  });

  it("leaves R2 with the profile", async () => {
    await expectDocument(await saveProfile({ published: true }), 200);
    await expectDocument(await bytesRequest(PNG, USER.VOLUNTEER, EMAIL.VOLUNTEER), 200);
    expect((await asUser(USER.VOLUNTEER, EMAIL.VOLUNTEER, "/api/v1/volunteer_profile", { method: "DELETE" })).status).toBe(204);
    expect(await keysIn("tenant-a/profile_photo/")).toEqual([]);
  });
});
