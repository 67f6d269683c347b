import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { TENANT_A, TENANT_B } from "../../../test/fixtures";
import { type ActorName, as } from "../../../test/organization-fixtures";
import { JSON_API, apiFetch, expectDocument, expectError } from "../../../test/request";
import { TAG, seedSocialMap } from "../../../test/social-map-fixtures";

beforeEach(() => seedSocialMap(env.DB));

const PATH = "/api/v1/content_version";
const version = async (tenant = TENANT_A) =>
  (await expectDocument(await apiFetch(PATH, { tenant }), 200)).data.attributes.version as number;

async function renameTag(actor: ActorName, name: string) {
  const options = await as(actor);
  return apiFetch(`/api/v1/tags/${TAG.ZORG}`, {
    ...options,
    method: "PATCH",
    headers: { ...options.headers, "Content-Type": JSON_API },
    body: JSON.stringify({ data: { type: "tags", id: String(TAG.ZORG), attributes: { name } } }),
  });
}

describe(`GET ${PATH}`, () => {
  it("is the tenant's counter, never kept by a cache, 0 before any write", async () => {
    const response = await apiFetch(PATH);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { data } = await expectDocument(response, 200);
    expect(data).toEqual({ type: "content_versions", id: TENANT_A, attributes: { version: 0 } });
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
