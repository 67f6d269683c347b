import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { OTHER_PNG, PNG } from "../../../test/file-fixtures";
import { futureActivity, seedOrganizations, write } from "../../../test/activity-fixtures";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { apiFetch, expectDocument } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

async function uploadPhoto(actor: ActorName, bytes: Uint8Array<ArrayBuffer>) {
  return apiFetch("/api/v1/uploads?kind=photo", { ...(await as(actor)), method: "POST", body: bytes });
}
const key = (url: string) => url.replace(/^\/files\//, "");

describe("an activity's image", () => {
  it("an organization admin uploads a photo for their activity; replacing it removes the old one from R2", async () => {
    const first = (await expectDocument(await uploadPhoto("orgAdmin", PNG), 201)).data.attributes.url;
    const created = await expectDocument(
      await write("orgAdmin", "POST", "/api/v1/activities", "activities", { ...futureActivity, organization_id: "201", image_url: first }),
      201,
    );
    expect(created.data.attributes.image_url).toBe(first);
    const second = (await expectDocument(await uploadPhoto("orgAdmin", OTHER_PNG), 201)).data.attributes.url;
    const edited = await expectDocument(
      await write("orgAdmin", "PATCH", `/api/v1/activities/${created.data.id}`, "activities", { image_url: second, title: "Open dag, nu met foto" }),
      200,
    );
    expect(edited.data.attributes).toMatchObject({ image_url: second, title: "Open dag, nu met foto" });
    expect(await env.FILES.get(key(first))).toBeNull();
    expect(await env.FILES.get(key(second))).not.toBeNull();
  });

  it("is a web address or one of the tenant's images: a made-up or foreign file is a field error", async () => {
    for (const url of [`/files/tenant-a/photo/${"a".repeat(64)}.png`, `/files/tenant-b/photo/${"b".repeat(64)}.png`]) {
      const refused = await expectDocument(await write("staff", "POST", "/api/v1/activities", "activities", { ...futureActivity, image_url: url }), 422);
      expect(refused.errors[0].source.pointer).toBe("/data/attributes/image_url");
    }
    await expectDocument(
      await write("staff", "POST", "/api/v1/activities", "activities", { ...futureActivity, image_url: "https://example.org/open-dag.jpg" }),
      201,
    );
  });

  it("volunteers may not upload; an organization admin only photos", async () => {
    expect((await uploadPhoto("volunteer", PNG)).status).toBe(403);
    expect((await uploadPhoto("anonymous", PNG)).status).toBe(401);
    const logo = await apiFetch("/api/v1/uploads?kind=logo", { ...(await as("orgAdmin")), method: "POST", body: PNG });
    expect(logo.status).toBe(403);
  });
});
