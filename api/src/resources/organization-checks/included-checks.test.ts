import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { ORG } from "../../../test/account-fixtures";
import { TENANT_A, TENANT_B, TENANT_EMPTY } from "../../../test/fixtures";
import { dbOf } from "../../../test/tenant-database";
import { type ActorName, as, seedOrganizations } from "../../../test/organization-fixtures";
import { type Doc, apiFetch, expectDocument } from "../../../test/request";

// include=check on the organizations' answers (docs/organizations.md): the social map's page
// marks its stale entries from the list itself. The same answer as GET /organization_checks/{id},
// to the same people.
beforeEach(async () => {
  await seedOrganizations(env.DB);
  const now = new Date().toISOString();
  await env.DB.batch([
    // The club: created long ago and never checked, so stale. The centre: old, but checked now.
    env.DB.prepare("UPDATE organizations SET created_at = '2020-01-01T00:00:00.000Z' WHERE id IN (?, ?)").bind(ORG.CLUB, ORG.CENTER),
    env.DB.prepare("INSERT INTO organization_checks (organization_id, tenant_id, checked_at) VALUES (?, ?, ?)").bind(ORG.CENTER, TENANT_A, now),
  ]);
  // Tenant B's club was checked long ago (in its own database, test/tenant-database.ts).
  const own = dbOf(TENANT_B);
  await own.batch([
    own.prepare("UPDATE organizations SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(ORG.B_CLUB),
    own
      .prepare("INSERT INTO organization_checks (organization_id, tenant_id, checked_at) VALUES (?, ?, '2021-01-01T00:00:00.000Z')")
      .bind(ORG.B_CLUB, TENANT_B),
  ]);
});

const get = async (path: string, actor: ActorName = "anonymous") => {
  const response = await apiFetch(path, await as(actor));
  return { document: await expectDocument(response, 200), rowsRead: Number(response.headers.get("X-D1-Rows-Read")) };
};

/** Each listed organization's id with its included check's `stale`. */
function staleById(document: Doc): [string, boolean][] {
  const checks = new Map((document.included ?? []).filter((r: Doc) => r.type === "organization_checks").map((r: Doc) => [r.id, r.attributes.stale]));
  return [document.data].flat().map((o: Doc) => [o.id, checks.get(o.relationships.check.data.id) as boolean]);
}

const LIST = "/api/v1/organizations?sort=name&include=check";

describe("include=check on GET /api/v1/organizations", () => {
  it("marks each organization stale or not, with the attributes GET /organization_checks/{id} answers", async () => {
    const { document } = await get(`${LIST}&filter[status_eq]=approved`);
    // Name order: Centrale Alpha Noord (new, never checked), Sportclub Alpha, Vrijwilligerscentrale Alpha.
    expect(staleById(document)).toEqual([
      [String(ORG.NOORD), false],
      [String(ORG.CLUB), true],
      [String(ORG.CENTER), false],
    ]);
    for (const organization of document.data) {
      const own = (await get(`/api/v1/organization_checks/${organization.id}`)).document.data;
      const included = document.included.find((r: Doc) => r.type === "organization_checks" && r.id === organization.id);
      expect(included.attributes).toEqual(own.attributes);
    }
  });

  it("answers only the fields asked for (the social map asks for stale)", async () => {
    const { document } = await get(`${LIST}&filter[status_eq]=approved&fields[organization_checks]=stale`);
    expect(document.included.map((r: Doc) => r.attributes)).toEqual([{ stale: false }, { stale: true }, { stale: false }]);
  });

  it("gives a check only with the organizations the caller may see", async () => {
    const anonymous = await get(LIST);
    expect(staleById(anonymous.document).map(([id]) => id)).not.toContain(String(ORG.SCHOOL));
    const staff = await get(LIST, "staff");
    expect(staleById(staff.document)).toContainEqual([String(ORG.SCHOOL), false]);
    expect(staleById(staff.document).map(([id]) => id)).not.toContain(String(ORG.B_CLUB));
  });

  it("never reads another tenant's check", async () => {
    const bravo = await get(LIST, "otherTenant");
    expect(staleById(bravo.document)).toEqual([[String(ORG.B_CLUB), true]]);
    // A corrupt row, another tenant's check naming tenant A's club, is not the club's check (the
    // empty tenant's: tenant B's rows live in its own database, test/tenant-database.ts).
    await dbOf(TENANT_B).prepare("DELETE FROM organization_checks WHERE organization_id = ?").bind(ORG.B_CLUB).run();
    await env.DB.prepare("INSERT INTO organization_checks (organization_id, tenant_id, checked_at) VALUES (?, ?, ?)")
      .bind(ORG.CLUB, TENANT_EMPTY, new Date().toISOString())
      .run();
    const { document } = await get(`${LIST}&filter[status_eq]=approved`);
    expect(staleById(document)).toContainEqual([String(ORG.CLUB), true]);
    expect(document.included.find((r: Doc) => r.id === String(ORG.CLUB)).attributes.checked_at).toBeNull();
  });

  it("reads one row more per organization at most, and nothing without the include", async () => {
    const query = "/api/v1/organizations?sort=name&filter[status_eq]=approved";
    const without = await get(query);
    expect(without.document.data[0].relationships.check).toBeUndefined();
    expect(without.document.included).toBeUndefined();
    const withChecks = await get(`${query}&include=check`);
    expect(withChecks.rowsRead).toBeGreaterThan(0);
    expect(withChecks.rowsRead - without.rowsRead).toBeLessThanOrEqual(withChecks.document.data.length);
  });
});

describe("include=check on GET /api/v1/organizations/{id}", () => {
  it("answers the organization's check beside it", async () => {
    const { document } = await get(`/api/v1/organizations/${ORG.CLUB}?include=check`);
    expect(staleById(document)).toEqual([[String(ORG.CLUB), true]]);
  });
});
