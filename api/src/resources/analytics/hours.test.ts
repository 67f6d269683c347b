import { env } from "cloudflare:test";
import { addDays, localToday } from "@contract/activities";
import { beforeEach, describe, expect, it } from "vitest";
import { issueTestToken } from "../../../test/auth";
import { EMAILS, TENANT, WORLD, seedWorld } from "../../../test/authorization-world";
import { type Doc, JSON_API, apiFetch, expectDocument } from "../../../test/request";

// The centre's hours (docs/shifts-and-hours.md "The centre's hours"): GET /analytics/hours adds up
// approved minutes only, of the centre's own organizations and tenant, and follows every approval,
// correction, refusal and removal (0176's triggers keep hour_days).

type Who = "volunteer" | "adminA" | "staffA" | "staffB" | "superX";

async function get(who: Who | "anonymous", path: string, center: number = WORLD.centreA) {
  const headers = who === "anonymous" ? {} : await issueTestToken(WORLD[who], EMAILS[who], { tenant: TENANT.X });
  return apiFetch(path, { tenant: TENANT.X, headers: { ...headers, "Volunteer-Center-Id": String(center) } });
}

const hours = async (query = "filter[from]=2020-01-01&filter[to]=2020-12-31", who: Who = "staffA", center: number = WORLD.centreA) =>
  (await expectDocument(await get(who, `/api/v1/analytics/hours?${query}`, center), 200)).data.attributes as Doc;

const H = 90_000;
const insert = (id: number, tenant: string, org: number, date: string, minutes: number, status: string) =>
  env.DB.prepare(`INSERT INTO hour_records (id, tenant_id, user_id, organization_id, date, minutes, status) VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(
    id,
    tenant,
    tenant === TENANT.X ? WORLD.volunteer : WORLD.userY,
    org,
    date,
    minutes,
    status,
  );

beforeEach(async () => {
  await seedWorld(env.DB);
  await env.DB.batch([
    // Centre A's organization A: 2:00 and 1:30 approved in February 2020, 0:30 in February 2019.
    insert(H + 1, TENANT.X, WORLD.orgA, "2020-02-10", 120, "approved"),
    insert(H + 2, TENANT.X, WORLD.orgA, "2020-02-11", 90, "approved"),
    insert(H + 3, TENANT.X, WORLD.orgA, "2019-02-05", 30, "approved"),
    // Not counted: pending, refused, open (checked in), centre B's organization, tenant Y's (also
    // one that names organization A's id: the join keeps tenants apart).
    insert(H + 4, TENANT.X, WORLD.orgA, "2020-03-01", 60, "pending"),
    insert(H + 5, TENANT.X, WORLD.orgA, "2020-03-02", 45, "refused"),
    insert(H + 6, TENANT.X, WORLD.orgA, "2020-03-03", 0, "open"),
    insert(H + 7, TENANT.X, WORLD.orgB, "2020-02-10", 300, "approved"),
    insert(H + 8, TENANT.Y, WORLD.orgY, "2020-02-10", 500, "approved"),
    insert(H + 9, TENANT.Y, WORLD.orgA, "2020-02-10", 700, "approved"),
  ]);
});

describe("GET /api/v1/analytics/hours", () => {
  it("adds up the centre's approved minutes by month, organization and theme against the year before", async () => {
    const r = await hours();
    expect([r.from, r.to, r.previous_from, r.previous_to]).toEqual(["2020-01-01", "2020-12-31", "2019-01-01", "2019-12-31"]);
    expect(r.minutes).toEqual({ current: 210, previous: 30 });
    expect(r.records).toEqual({ current: 2, previous: 1 });
    expect(r.by_month).toHaveLength(12);
    expect(r.by_month[1]).toEqual({ month: "2020-02", previous_month: "2019-02", current: 210, previous: 30 });
    expect(r.by_month[2]).toEqual({ month: "2020-03", previous_month: "2019-03", current: 0, previous: 0 });
    expect(r.by_organization).toEqual([{ key: String(WORLD.orgA), label: expect.any(String), current: 210, previous: 30 }]);
    expect(r.by_theme).toEqual([{ key: String(WORLD.tagA), label: "Sport", current: 210, previous: 30 }]);
    // The world's own pending record (2026) and H + 4.
    expect(r.pending_records).toBe(2);
    // Centre B's staff see only organization B's.
    const b = await hours(undefined, "staffB", WORLD.centreB);
    expect(b.minutes).toEqual({ current: 300, previous: 0 });
    expect(b.by_organization.map((o: Doc) => o.key)).toEqual([String(WORLD.orgB)]);
  });

  it("follows approvals, corrections, refusals and removals, through the api and the account's deletion", async () => {
    // The organization's admin approves the pending record: it counts from then on.
    const admin = await issueTestToken(WORLD.adminA, EMAILS.adminA, { tenant: TENANT.X });
    const approve = (id: number, attributes: Record<string, unknown>) =>
      apiFetch(`/api/v1/hour_records/${id}`, {
        tenant: TENANT.X,
        method: "PATCH",
        headers: { ...admin, "Content-Type": JSON_API },
        body: JSON.stringify({ data: { type: "hour_records", id: String(id), attributes } }),
      });
    expect((await approve(H + 4, { status: "approved" })).status).toBe(200);
    expect((await hours()).minutes).toEqual({ current: 270, previous: 30 });
    expect((await approve(H + 4, { minutes: 100 })).status).toBe(200);
    expect((await hours()).minutes).toEqual({ current: 310, previous: 30 });
    expect((await approve(H + 1, { status: "refused" })).status).toBe(200);
    const refused = await hours();
    expect(refused.minutes).toEqual({ current: 190, previous: 30 });
    expect(refused.by_month[1].current).toBe(90);
    expect(refused.pending_records).toBe(1);
    // The organization's totals per volunteer and year (hour_years, 0177) follow the same decisions.
    const totals = async () =>
      (
        await expectDocument(await apiFetch(`/api/v1/organizations/${WORLD.orgA}/hour_totals?filter[year_eq]=2020`, { tenant: TENANT.X, headers: admin }), 200)
      ).data.map((d: Doc) => [d.attributes.minutes, d.attributes.records]);
    expect(await totals()).toEqual([[190, 2]]);
    // A removed record and a removed account's hours leave the sums; an emptied day leaves hour_days.
    await env.DB.prepare("DELETE FROM hour_records WHERE id = ?")
      .bind(H + 2)
      .run();
    expect((await hours()).minutes).toEqual({ current: 100, previous: 30 });
    // Deleted, the account keeps its hours through its grace period (a restore gives them back);
    // the cron's anonymisation, which clears the removal date, removes them (migration 0178).
    await env.DB.prepare("UPDATE users SET deleted_at = '2026-01-01T00:00:00.000Z', removal_due_at = '2026-01-31T00:00:00.000Z' WHERE id = ?")
      .bind(WORLD.volunteer)
      .run();
    expect((await hours()).minutes).toEqual({ current: 100, previous: 30 });
    await env.DB.prepare("UPDATE users SET removal_due_at = NULL WHERE id = ?").bind(WORLD.volunteer).run();
    const gone = await hours();
    expect(gone.minutes).toEqual({ current: 0, previous: 0 });
    expect(gone.by_organization).toEqual([]);
    expect(await totals()).toEqual([]);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM hour_days WHERE tenant_id = ? AND organization_id = ?")
      .bind(TENANT.X, WORLD.orgA)
      .first<{ n: number }>();
    expect(rows!.n).toBe(0);
  });

  it("gives the dashboard this year's and the last 30 days' minutes, whatever the period", async () => {
    const today = localToday();
    const fortyDaysAgo = addDays(today, -40);
    await env.DB.batch([
      insert(H + 20, TENANT.X, WORLD.orgA, today, 60, "approved"),
      insert(H + 21, TENANT.X, WORLD.orgA, addDays(today, -29), 15, "approved"),
      insert(H + 22, TENANT.X, WORLD.orgA, fortyDaysAgo, 30, "approved"),
      insert(H + 23, TENANT.X, WORLD.orgA, addDays(today, -1), 45, "pending"),
    ]);
    const r = await hours();
    const thisYear = (date: string) => date.slice(0, 4) === today.slice(0, 4);
    expect(r.last_30_days_minutes).toBe(75);
    expect(r.year_minutes).toBe(60 + (thisYear(addDays(today, -29)) ? 15 : 0) + (thisYear(fortyDaysAgo) ? 30 : 0));
    expect([r.pending_records, r.pending_capped]).toEqual([3, false]);
    // The default period: the 365 days through today (UTC, contract/analytics defaultPeriod), with
    // every approved minute dated in it. Hours are dated by the Amsterdam day, which is a day ahead
    // of UTC's between local midnight and UTC midnight: then today's 60 lie after the period.
    const fallback = await hours("");
    expect(fallback.to).toBe(new Date().toISOString().slice(0, 10));
    const inPeriod = (date: string) => date >= fallback.from && date <= fallback.to;
    expect(fallback.minutes.current).toBe((inPeriod(today) ? 60 : 0) + (inPeriod(addDays(today, -29)) ? 15 : 0) + (inPeriod(fortyDaysAgo) ? 30 : 0));
    expect(fallback.minutes.current).toBeGreaterThanOrEqual(45);
  });

  it("counts what waits for approval up to the dashboard's cap", async () => {
    await env.DB.batch(Array.from({ length: 100 }, (_, i) => insert(H + 100 + i, TENANT.X, WORLD.orgA, "2020-04-01", 1, "pending")));
    const r = await hours();
    expect([r.pending_records, r.pending_capped]).toEqual([100, true]);
  });

  it("is the centre's staff's and super admins'; a bad period is a 400", async () => {
    expect((await get("anonymous", "/api/v1/analytics/hours")).status).toBe(401);
    expect((await get("volunteer", "/api/v1/analytics/hours")).status).toBe(403);
    expect((await get("adminA", "/api/v1/analytics/hours")).status).toBe(403);
    expect((await get("staffB", "/api/v1/analytics/hours")).status).toBe(403);
    expect((await get("superX", "/api/v1/analytics/hours")).status).toBe(200);
    expect((await get("staffA", "/api/v1/analytics/hours?filter[from]=2020-02-01&filter[to]=2020-01-01")).status).toBe(400);
    expect((await get("staffA", "/api/v1/analytics/hours?filter[from]=2020-13-01")).status).toBe(400);
    expect((await get("staffA", "/api/v1/analytics/hours?filter[metric]=applications")).status).toBe(400);
  });
});

describe("GET /api/v1/analytics?include=hours", () => {
  it("answers the report with the same period's hours included, and without them when not asked", async () => {
    const period = "filter[from]=2020-01-01&filter[to]=2020-12-31";
    const both = await expectDocument(await get("staffA", `/api/v1/analytics?${period}&include=hours`), 200);
    const linkage = (both.data.relationships as Doc).hours.data;
    expect(linkage).toEqual({ type: "hour_figures", id: `${WORLD.centreA}:2020-01-01:2020-12-31` });
    const included = (both.included as Doc[]).find((item) => item.type === linkage.type && item.id === linkage.id);
    // The same figures GET /analytics/hours answers, the centre's own (not centre B's 300 minutes).
    expect(included?.attributes).toEqual(await hours(period));
    expect(included?.attributes.minutes).toEqual({ current: 210, previous: 30 });
    expect((both.data.attributes as Doc).from).toBe("2020-01-01");

    const alone = await expectDocument(await get("staffA", `/api/v1/analytics?${period}`), 200);
    expect((alone.data.relationships as Doc | undefined)?.hours).toBeUndefined();
    expect(alone.included).toBeUndefined();
    // A sparse fieldset trims the included hours as it does the report.
    const trimmed = await expectDocument(await get("staffA", `/api/v1/analytics?${period}&include=hours&fields[hour_figures]=minutes`), 200);
    expect((trimmed.included as Doc[])[0].attributes).toEqual({ minutes: { current: 210, previous: 30 } });
    expect((await get("staffA", `/api/v1/analytics?${period}&include=organizations`)).status).toBe(400);
    expect((await get("volunteer", `/api/v1/analytics?${period}&include=hours`)).status).toBe(403);
  });
});
