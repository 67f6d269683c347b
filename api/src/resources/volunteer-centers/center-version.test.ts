import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CENTER } from "../../../test/fixtures";
import { seedOrganizations, sendAs } from "../../../test/organization-fixtures";
import { JSON_API, apiFetch, expectError } from "../../../test/request";

beforeEach(() => seedOrganizations(env.DB));

const VERSION = "/api/v1/volunteer_centers/current/version";

async function versionOf(centerId?: number) {
  const response = await apiFetch(VERSION, centerId ? { headers: { "Volunteer-Center-Id": String(centerId) } } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe(JSON_API);
  return ((await response.json()) as { meta: { volunteer_center_id: string; version: number; content_version: { version: number; timed: string } } }).meta;
}

async function save(centerId: number, attributes: object) {
  const response = await sendAs("staff", "PATCH", `/api/v1/volunteer_centers/${centerId}/profile`, {
    data: { type: "volunteer_center_profiles", id: String(centerId), attributes },
  });
  expect(response.status).toBe(200);
}

describe("GET /api/v1/volunteer_centers/current/version", () => {
  it("names the default centre and goes up with every save of its settings", async () => {
    const before = await versionOf();
    expect(before.volunteer_center_id).toBe(String(CENTER.A1));
    await save(CENTER.A1, { footer_phone: "010 123 4567" });
    const after = await versionOf();
    expect(after.version).toBe(before.version + 1);
    await save(CENTER.A1, { contact_name: "Stella" });
    expect((await versionOf()).version).toBe(before.version + 2);
  });

  it("is per centre: another centre's save leaves it alone", async () => {
    const { content_version: _, ...other } = await versionOf(CENTER.A2);
    await save(CENTER.A1, { footer_phone: "010 123 4567" });
    expect(await versionOf(CENTER.A2)).toMatchObject(other);
  });

  it("answers the tenant's content version beside it, as GET /content_version does: one call per page (issue 29)", async () => {
    const before = await versionOf();
    const own = await apiFetch("/api/v1/content_version");
    expect(before.content_version).toEqual(((await own.json()) as { data: { attributes: unknown } }).data.attributes);
    await save(CENTER.A1, { footer_phone: "010 123 4567" });
    // Every write of the tenant raises it, whichever centre's page asks.
    expect((await versionOf(CENTER.A2)).content_version.version).toBe(before.content_version.version + 1);
  });

  it("answers 404 for a centre of another tenant and 400 for any query parameter", async () => {
    const missing = await apiFetch(VERSION, { headers: { "Volunteer-Center-Id": String(CENTER.B1) } });
    expect((await expectError(missing, 404)).source).toEqual({ header: "Volunteer-Center-Id" });
    await expectError(await apiFetch(`${VERSION}?include=profile`), 400);
  });
});
