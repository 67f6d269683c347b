import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { issueTestToken } from "../../../test/auth";
import { EMAILS, TENANT, WORLD, seedWorld } from "../../../test/authorization-world";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { medianHours } from "./organizations";
import { rollUp, runRollUp } from "./roll-up";

// The figures of /analytics (docs/analytics.md) from the roll-ups, for a year of centre A written
// out by hand here: 2020 against 2019.

type Who = "volunteer" | "adminA" | "staffA" | "staffB" | "superX";

async function get(who: Who | "anonymous", path: string, center: number = WORLD.centreA) {
  const headers = who === "anonymous" ? {} : await issueTestToken(WORLD[who], EMAILS[who], { tenant: TENANT.X });
  return apiFetch(path, { tenant: TENANT.X, headers: { ...headers, "Volunteer-Center-Id": String(center) } });
}

const V = 70_000;
const A = 80_000;

/**
 * 2020 in centre A: 6 vacancies of orgA published (in Zwolle, themed tagA), each with
 * applications: 12 in 2020 (7 accepted within hours, 3 declined one, two and three days on, 2 still
 * new; February has 6) and 3 in 2019 (a group under five). One vacancy of orgB (centre B) that centre A must not count.
 */
async function seedYear() {
  const statements: string[] = [];
  for (let i = 0; i < 6; i++)
    statements.push(`INSERT INTO vacancies (id, tenant_id, organization_id, title, status, city, published_at)
      VALUES (${V + i}, 'tenant-x', ${WORLD.orgA}, 'V${i}', 'published', 'Zwolle', '2020-0${i + 1}-10T09:00:00.000Z')`);
  statements.push(`INSERT INTO vacancies (id, tenant_id, organization_id, title, status, city, published_at)
    VALUES (${V + 9}, 'tenant-x', ${WORLD.orgB}, 'B', 'published', 'Hattem', '2020-03-10T09:00:00.000Z')`);
  for (let i = 0; i < 6; i++) statements.push(`INSERT INTO vacancy_tags (tenant_id, vacancy_id, tag_id) VALUES ('tenant-x', ${V + i}, ${WORLD.tagA})`);
  const apps: [number, string, string, string | null][] = [];
  // [vacancy offset, created, status, answered]
  for (let i = 0; i < 7; i++) apps.push([i % 6, `2020-0${(i % 6) + 1}-11T10:00:00.000Z`, "accepted", `2020-0${(i % 6) + 1}-11T1${i}:00:00.000Z`]);
  for (let i = 0; i < 3; i++) apps.push([0, `2020-02-01T10:00:00.000Z`, "declined", `2020-02-0${i + 2}T10:00:00.000Z`]);
  for (let i = 0; i < 2; i++) apps.push([1, `2020-02-15T10:00:00.000Z`, "new", null]);
  for (let i = 0; i < 3; i++) apps.push([2, `2019-05-01T10:00:00.000Z`, "new", null]);
  apps.forEach(([v, created, status, answered], n) =>
    statements.push(`INSERT INTO applications (id, tenant_id, vacancy_id, name, email, motivation, status, created_at, status_changed_at, answered_at)
      VALUES (${A + n}, 'tenant-x', ${V + v}, 'Gast', 'g${n}@example.org', 'Graag', '${status}', '${created}', ${answered ? `'${answered}'` : "NULL"}, ${answered ? `'${answered}'` : "NULL"})`),
  );
  statements.push(
    `INSERT INTO applications (id, tenant_id, vacancy_id, name, email, motivation, created_at) VALUES (${A + 99}, 'tenant-x', ${V + 9}, 'Gast', 'b@example.org', 'Graag', '2020-03-11T10:00:00.000Z')`,
  );
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

const report = async (query: string) => (await expectDocument(await get("staffA", `/api/v1/analytics?${query}`), 200)).data.attributes;
const total = (r: Doc, metric: string) => r.totals.find((t: Doc) => t.metric === metric);

beforeEach(async () => {
  await seedWorld(env.DB);
  await env.DB.exec(
    "DELETE FROM analytics_days; DELETE FROM analytics_organization_days; DELETE FROM analytics_response_days; DELETE FROM analytics_roll_up_state",
  );
  await seedYear();
  await rollUp(env.DB, "2019-01-01", "2021-01-01");
});

describe("GET /api/v1/analytics", () => {
  it("counts the centre's year against the one before, by month, theme and place", async () => {
    const r = await report("filter[from]=2020-01-01&filter[to]=2020-12-31&filter[metric]=applications");
    expect([r.from, r.to, r.previous_from, r.previous_to]).toEqual(["2020-01-01", "2020-12-31", "2019-01-01", "2019-12-31"]);
    expect(total(r, "vacancies_published")).toEqual({ metric: "vacancies_published", current: 6, previous: 0 });
    // 12 in 2020; 2019's 3 are a group under five: not shown.
    expect(total(r, "applications")).toEqual({ metric: "applications", current: 12, previous: null });
    expect(total(r, "applications_accepted")).toEqual({ metric: "applications_accepted", current: 7, previous: 0 });
    expect(r.by_month).toHaveLength(12);
    expect(r.by_month[1]).toEqual({ month: "2020-02", previous_month: "2019-02", current: 6, previous: 0 });
    expect(r.by_month[0]).toMatchObject({ month: "2020-01", current: null });
    expect(r.by_theme).toEqual([{ key: String(WORLD.tagA), label: expect.any(String), current: 12, previous: null }]);
    expect(r.by_place).toEqual([{ key: "Zwolle", label: "Zwolle", current: 12, previous: null }]);
  });

  it("defaults to applications over the 365 days through today", async () => {
    const r = await report("");
    expect(r.metric).toBe("applications");
    expect(r.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it("counts the days since the roll-up live: today's applications show today, yesterday's once", async () => {
    const now = Date.now();
    const today = new Date(now).toISOString();
    const yesterday = new Date(now - 86_400_000).toISOString();
    const apply = (n: number, created: string) =>
      env.DB.prepare(
        `INSERT INTO applications (id, tenant_id, vacancy_id, name, email, motivation, status, created_at) VALUES (?, 'tenant-x', ${V}, 'Gast', ?, 'Graag', 'new', ?)`,
      ).bind(A + 200 + n, `live${n}@example.org`, created);
    await env.DB.batch([0, 1, 2, 3, 4].map((n) => apply(n, yesterday)));
    // The nightly run counts through yesterday; today's five come after it.
    expect((await runRollUp(env, new Date(now)))?.through).toBe(yesterday.slice(0, 10));
    await env.DB.batch([5, 6, 7, 8, 9].map((n) => apply(n, today)));
    const r = await report("filter[metric]=applications");
    expect(r.rolled_through).toBe(yesterday.slice(0, 10));
    expect(total(r, "applications")).toEqual({ metric: "applications", current: 10, previous: 0 });
    expect(r.by_theme).toEqual([{ key: String(WORLD.tagA), label: expect.any(String), current: 10, previous: 0 }]);
    expect(r.by_place).toEqual([{ key: "Zwolle", label: "Zwolle", current: 10, previous: 0 }]);
    const month = (day: string) => r.by_month.find((m: Doc) => m.month === day.slice(0, 7)).current;
    expect(month(today) + (yesterday.slice(0, 7) === today.slice(0, 7) ? 0 : month(yesterday))).toBe(10);
    // Today alone: the five not yet rolled up (a group of five is shown).
    const only = await report(`filter[from]=${today.slice(0, 10)}&filter[to]=${today.slice(0, 10)}`);
    expect(total(only, "applications").current).toBe(5);
  });

  it("refuses a period that runs backwards or spans over ten years, and an unknown metric", async () => {
    for (const query of [
      "filter[from]=2020-02-01&filter[to]=2020-01-01",
      "filter[from]=2000-01-01&filter[to]=2020-12-31",
      "filter[metric]=hours",
      "filter[from]=2020-02-30",
    ]) {
      const error = await expectError(await get("staffA", `/api/v1/analytics?${query}`), 400);
      expect(error.source.parameter).toMatch(/^filter\[/);
    }
  });

  it("is for the centre's staff and the tenant's super admins", async () => {
    await expectError(await get("anonymous", "/api/v1/analytics"), 401);
    for (const who of ["volunteer", "adminA", "staffB"] as const) await expectError(await get(who, "/api/v1/analytics"), 403);
    const r = (await expectDocument(await get("superX", "/api/v1/analytics?filter[from]=2020-01-01&filter[to]=2020-12-31"), 200)).data.attributes;
    expect(total(r, "applications").current).toBe(12);
    // Centre B's staff at their own centre see only its one vacancy (a group under five).
    const b = (await expectDocument(await get("staffB", "/api/v1/analytics?filter[from]=2020-01-01&filter[to]=2020-12-31", WORLD.centreB), 200)).data
      .attributes;
    expect(total(b, "vacancies_published").current).toBeNull();
  });

  it("counts new volunteers, new organizations and activity sign-ups as written out here", async () => {
    // 2020 in centre A, by hand: 6 accounts registered with centre A, 1 with centre B (not A's);
    // 5 organizations of centre A, 1 of centre B, and centre A's own (type VolunteerCenter: not
    // counted); 1 organization in 2019 (a group under five); activity A has 8 sign-ups in 2020:
    // 5 confirmed, 1 waiting, 1 cancelled later (it did happen), 1 guest who never confirmed
    // (not a sign-up): 7.
    const U = 60_000,
      O = 61_000,
      S = 62_000;
    const rows: string[] = [];
    for (let i = 0; i < 7; i++)
      rows.push(`INSERT INTO users (id, tenant_id, volunteer_center_id, email, status, created_at)
        VALUES (${U + i}, 'tenant-x', ${i < 6 ? WORLD.centreA : WORLD.centreB}, 'new${i}@example.org', 'active', '2020-0${i + 1}-03T10:00:00.000Z')`);
    const orgs: [number, string, string][] = [
      ...[0, 1, 2, 3, 4].map((i): [number, string, string] => [WORLD.centreA, "Organization", `2020-0${i + 2}-04T10:00:00.000Z`]),
      [WORLD.centreB, "Organization", "2020-05-04T10:00:00.000Z"],
      [WORLD.centreA, "VolunteerCenter", "2020-05-05T10:00:00.000Z"],
      [WORLD.centreA, "Organization", "2019-05-04T10:00:00.000Z"],
    ];
    orgs.forEach(([centre, type, created], i) =>
      rows.push(`INSERT INTO organizations (id, tenant_id, volunteer_center_id, name, type, status, created_at)
        VALUES (${O + i}, 'tenant-x', ${centre}, 'New ${i}', '${type}', 'approved', '${created}')`),
    );
    const statuses = ["confirmed", "confirmed", "confirmed", "confirmed", "confirmed", "waiting", "cancelled", "unconfirmed"];
    statuses.forEach((status, i) =>
      rows.push(`INSERT INTO activity_sign_ups (id, tenant_id, activity_id, name, email, status, token_hash, created_at)
        VALUES (${S + i}, 'tenant-x', ${WORLD.activityA}, 'Gast ${i}', 's${i}@example.org', '${status}', 'hash-${i}', '2020-0${(i % 6) + 1}-06T10:00:00.000Z')`),
    );
    await env.DB.batch(rows.map((sql) => env.DB.prepare(sql)));
    await rollUp(env.DB, "2019-01-01", "2021-01-01");

    const r = await report("filter[from]=2020-01-01&filter[to]=2020-12-31&filter[metric]=new_organizations");
    expect(total(r, "new_volunteers")).toEqual({ metric: "new_volunteers", current: 6, previous: 0 });
    expect(total(r, "new_organizations")).toEqual({ metric: "new_organizations", current: 5, previous: null });
    expect(total(r, "activity_sign_ups")).toEqual({ metric: "activity_sign_ups", current: 7, previous: 0 });
    // The chosen metric by month: one new organization a month, February to June (groups under five).
    expect(r.by_month.slice(1, 6).map((m: Doc) => m.current)).toEqual([null, null, null, null, null]);
  });

  it("counts requests for help on the day a volunteer was matched, as written out here", async () => {
    // 2021 in centre A, by hand: 6 matched (one closed since: it was matched), 1 still open (no
    // match), 1 matched at centre B (not A's); 2020 in centre A: 2 matched (a group under five).
    const H = 63_000;
    const requests: [number, string, string | null][] = [
      ...[0, 1, 2, 3, 4].map((i): [number, string, string | null] => [WORLD.centreA, "matched", `2021-0${i + 1}-07T10:00:00.000Z`]),
      [WORLD.centreA, "closed", "2021-06-07T10:00:00.000Z"],
      [WORLD.centreA, "open", null],
      [WORLD.centreB, "matched", "2021-03-07T10:00:00.000Z"],
      [WORLD.centreA, "matched", "2020-03-07T10:00:00.000Z"],
      [WORLD.centreA, "closed", "2020-04-07T10:00:00.000Z"],
    ];
    await env.DB.batch(
      requests.map(([centre, status, matched], i) =>
        env.DB.prepare(
          `INSERT INTO help_requests (id, tenant_id, volunteer_center_id, name, email, what, how_often, area, status, token_hash, matched_at)
           VALUES (?, 'tenant-x', ?, 'Riet', 'riet@example.org', 'Boodschappen', 'weekly', 'Donderberg', ?, ?, ?)`,
        ).bind(H + i, centre, status, `help-hash-${i}`, matched),
      ),
    );
    await rollUp(env.DB, "2020-01-01", "2022-01-01");
    const r = await report("filter[from]=2021-01-01&filter[to]=2021-12-31&filter[metric]=help_requests_matched");
    expect(total(r, "help_requests_matched")).toEqual({ metric: "help_requests_matched", current: 6, previous: null });
    // By month: one a month, January to June (each a group under five); no theme or place.
    expect(r.by_month.slice(0, 6).map((m: Doc) => m.current)).toEqual([null, null, null, null, null, null]);
  });
});

describe("the roll-up", () => {
  it("holds no personal data: counts per centre, day and theme or place only", async () => {
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('analytics_days')").all<{ name: string }>()).results.map((c) => c.name);
    expect(columns).toEqual(["tenant_id", "volunteer_center_id", "metric", "dimension", "day", "key", "value"]);
    const keys = (await env.DB.prepare("SELECT DISTINCT key FROM analytics_days WHERE dimension = 'place'").all<{ key: string }>()).results.map((k) => k.key);
    expect(keys.sort()).toEqual(["Hattem", "Zwolle"]);
  });

  it("is idempotent, and rebuilds a day whose source changed", async () => {
    const before = await env.DB.prepare("SELECT * FROM analytics_days ORDER BY 1, 2, 3, 4, 5, 6").all();
    await rollUp(env.DB, "2019-01-01", "2021-01-01");
    expect((await env.DB.prepare("SELECT * FROM analytics_days ORDER BY 1, 2, 3, 4, 5, 6").all()).results).toEqual(before.results);
    await env.DB.prepare(`DELETE FROM vacancies WHERE id = ${V + 1}`).run();
    await rollUp(env.DB, "2020-02-01", "2020-03-01");
    const r = await report("filter[from]=2020-01-01&filter[to]=2020-12-31");
    expect(total(r, "vacancies_published").current).toBe(5);
  });

  it("back-fills a fresh database from its oldest row, then continues from where it stopped", async () => {
    await env.DB.exec("DELETE FROM analytics_days");
    const now = new Date("2021-01-05T00:30:00Z");
    const first = await runRollUp(env, now);
    expect(first?.through).toBe("2021-01-04");
    expect(first!.from <= "2019-05-01").toBe(true);
    expect(total(await report("filter[from]=2020-01-01&filter[to]=2020-12-31"), "applications").current).toBe(12);
    const next = await runRollUp(env, new Date("2021-01-06T00:30:00Z"));
    expect(next).toEqual({ from: "2020-12-29", through: "2021-01-05" });
  });
});

describe("GET /api/v1/analytics/organizations", () => {
  it("lists each organization's figures, median response and acceptance rate", async () => {
    const doc = await expectDocument(
      await get("staffA", "/api/v1/analytics/organizations?filter[from]=2020-01-01&filter[to]=2020-12-31&sort=-applications"),
      200,
    );
    expect(doc.meta.total).toBe(1);
    // 10 answers: hours 0..6 (accepted the same day) and 24, 48, 72 (declined): the 5th is 4.
    expect(doc.data[0]).toMatchObject({
      id: String(WORLD.orgA),
      attributes: { vacancies_published: 6, applications: 12, accepted: 7, declined: null, acceptance_rate: 0.7, median_response_hours: 4 },
    });
  });

  it("is for the centre's staff only", async () => {
    for (const who of ["volunteer", "adminA", "staffB"] as const) await expectError(await get(who, "/api/v1/analytics/organizations"), 403);
  });
});

describe("medianHours", () => {
  it("is the middle answer's wait, and nothing under five answers", () => {
    expect(medianHours([{ hours: 1, answers: 4 }])).toBeNull();
    expect(
      medianHours([
        { hours: 1, answers: 2 },
        { hours: 5, answers: 1 },
        { hours: 9, answers: 2 },
      ]),
    ).toBe(5);
  });
});
