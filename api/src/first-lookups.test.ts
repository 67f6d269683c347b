import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { countingD1 } from "../test/counting-d1";
import { fetchWithDb } from "../test/failing-bindings";
import { CENTER, TENANT_B, seedFixtures } from "../test/fixtures";

// Issue 47: an api isolate's first call for a tenant reads the tenant and the request's centre
// before its data. Both are kept after (docs/caching.md); the first call reads them in one D1
// round trip, not two in a row (docs/performance.md, "Budgets").

beforeEach(() => seedFixtures(env.DB));

/** The D1 round trips of one call, and its status. */
async function call(db: ReturnType<typeof countingD1>, headers: Record<string, string> = {}) {
  const before = db.trips.count;
  const response = await fetchWithDb(db.binding, "/api/v1/activities", { headers });
  await response.body?.cancel();
  return { status: response.status, trips: db.trips.count - before };
}

describe("an api isolate's first call for a tenant", () => {
  it("reads the tenant and its centre in one round trip, then its data", async () => {
    const asked: Record<string, string>[] = [{}, { "Volunteer-Center-Id": String(CENTER.A2) }];
    for (const headers of asked) {
      const db = countingD1();
      const first = await call(db, headers);
      const kept = await call(db, headers);
      expect(first.status).toBe(200);
      expect(kept.status).toBe(200);
      expect(first.trips).toBe(kept.trips + 1);
    }
  });

  it("keeps no centre of another tenant: a foreign Volunteer-Center-Id stays a 404", async () => {
    const db = countingD1();
    for (let i = 0; i < 2; i += 1) expect((await call(db, { "Volunteer-Center-Id": String(CENTER.B1) })).status).toBe(404);
    expect((await call(db, { "Volunteer-Center-Id": String(CENTER.B1), "X-Tenant": TENANT_B })).status).toBe(200);
  });
});
