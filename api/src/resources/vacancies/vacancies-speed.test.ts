// Paging without a count, the capped total on request (count=true), the location index
// (0007_search_speed.sql) and the nearest-first circles (docs/vacancies.md "Search").
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { type Doc, apiFetch, expectDocument, expectError } from "../../../test/request";
import { ORG, TENANT_A, VACANCY, seedVacancies } from "../../../test/vacancy-fixtures";
import { KM_PER_DEGREE, TOTAL_CAP } from "./search";

beforeEach(() => seedVacancies(env.DB));

const INDEX = "/api/v1/vacancies";
const EXTRA = 130;

async function list(query: string) {
  return expectDocument(await apiFetch(`${INDEX}?${query}`), 200);
}
const ids = (document: { data: Doc[] }) => document.data.map((r: Doc) => Number(r.id));

/** `count` more public vacancies of Sportclub Alpha, ids 10001..., all titled "Massa ...". */
const seedMany = (count: number) =>
  env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO vacancies (id, tenant_id, organization_id, title, description_text, status, published_at)
     SELECT 10000 + i, ?, ?, 'Massa klus ' || i, 'Veel werk.', 'published',
       strftime('%Y-%m-%dT%H:%M:%fZ', '2023-01-01', '+' || i || ' minutes') FROM n`,
  )
    .bind(count, TENANT_A, ORG.CLUB)
    .run();

describe("without count=true: only whether a next page exists", () => {
  beforeEach(() => seedMany(EXTRA));
  const publicCount = EXTRA + 2; // and CAFE and NOORD

  it("links the next page exactly when there is one", async () => {
    const first = await list("filter[public]=true&page[size]=10");
    expect(first.meta).toEqual({ has_next_page: true });
    expect(first.links.next).toContain("page%5Bnumber%5D=2");
    expect(first.links.prev ?? null).toBeNull();
    const last = await list("filter[public]=true&page[size]=10&page[number]=14");
    expect(last.meta).toEqual({ has_next_page: false });
    expect(last.data).toHaveLength(publicCount - 130);
    expect(last.links.next ?? null).toBeNull();
    expect(last.links.prev).toContain("page%5Bnumber%5D=13");
    // A page that ends exactly at the last match has no next page either.
    const exact = await list(`filter[public]=true&page[size]=${publicCount / 2}&page[number]=2`);
    expect(exact.data).toHaveLength(publicCount / 2);
    expect(exact.meta).toEqual({ has_next_page: false });
    const search = await list("filter[search]=massa&page[size]=65");
    expect(search.meta).toEqual({ has_next_page: true });
  });

  it("rejects a count that is not true or false", async () => {
    const error = await expectError(await apiFetch(`${INDEX}?count=yes`), 400);
    expect(error.source).toEqual({ parameter: "count" });
  });
});

describe("meta.total with count=true, counted up to a cap", () => {
  beforeEach(() => seedMany(EXTRA));
  const publicCount = EXTRA + 2; // and CAFE and NOORD

  it("says there are more than the cap instead of counting them all", async () => {
    const document = await list("filter[public]=true&page[size]=10&count=true");
    expect(document.meta).toEqual({
      has_next_page: true,
      total: TOTAL_CAP,
      total_capped: true,
    });
    expect(document.data).toHaveLength(10);
    expect(document.links.next).toContain("page%5Bnumber%5D=2");
    expect(document.links.next).toContain("count=true");
    // A search is capped the same way and still pages by relevance.
    const search = await list("filter[search]=massa&page[size]=25&count=true");
    expect(search.meta).toEqual({
      has_next_page: true,
      total: TOTAL_CAP,
      total_capped: true,
    });
    expect(search.data).toHaveLength(25);
  });

  it("keeps a next link on pages past the cap, and is exact on the last page", async () => {
    const past = await list("filter[public]=true&page[size]=10&page[number]=12&count=true");
    expect(past.meta).toEqual({
      has_next_page: true,
      total: 121,
      total_capped: true,
    });
    expect(past.links.next).toContain("page%5Bnumber%5D=13");
    const last = await list("filter[public]=true&page[size]=10&page[number]=14&count=true");
    expect(last.meta).toEqual({
      has_next_page: false,
      total: publicCount,
      total_capped: false,
    });
    expect(last.data).toHaveLength(publicCount - 130);
    expect(last.links.next ?? null).toBeNull();
  });

  it("pages through every match exactly once", async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) seen.push(...ids(await list(`filter[search]=massa&page[size]=50&page[number]=${page}`)));
    expect(seen).toHaveLength(EXTRA);
    expect(new Set(seen).size).toBe(EXTRA);
  });

  it("is exact below the cap", async () => {
    const document = await list("filter[search]=cafe&count=true");
    expect(document.meta).toEqual({
      has_next_page: false,
      total: 2,
      total_capped: false,
    });
  });
});

describe("distance through the location index", () => {
  // Sportclub Alpha's CAFE is at 52.1, 5.2 (public). Points at 4.9 and 5.1 km from it, north-
  // south (across a 0.05-degree latitude band of the index) and east-west.
  const north = (km: number) => [52.1 - km / KM_PER_DEGREE, 5.2] as const;
  const east = (km: number) => [52.1, 5.2 + km / (KM_PER_DEGREE * Math.cos((52.1 * Math.PI) / 180))] as const;
  const place = (id: number, [lat, lng]: readonly [number, number]) =>
    env.DB.prepare(
      `INSERT INTO vacancies (id, tenant_id, organization_id, title, status, published_at, latitude, longitude)
       VALUES (?, ?, ?, ?, 'published', '2024-01-01T00:00:00.000Z', ?, ?)`,
    )
      .bind(id, TENANT_A, ORG.CLUB, `Plek ${id}`, lat, lng)
      .run();

  it("keeps a vacancy just inside the radius and drops one just outside", async () => {
    await place(701, north(4.9));
    await place(702, north(5.1));
    await place(703, east(4.9));
    await place(704, east(5.1));
    const found = ids(await list("filter[near]=52.1,5.2&filter[distance_km_lteq]=5&sort=distance"));
    expect(found).toEqual([VACANCY.CAFE, 701, 703]);
  });

  it("leaves out vacancies without coordinates, and follows moved ones", async () => {
    // NOORD is public but remote, without coordinates.
    const all = ids(await list("filter[near]=52.1,5.2&filter[distance_km_lteq]=300"));
    expect(all).toContain(VACANCY.CAFE);
    expect(all).not.toContain(VACANCY.NOORD);
    await env.DB.prepare("UPDATE vacancies SET latitude = ?, longitude = ? WHERE id = ?")
      .bind(...north(2), VACANCY.NOORD)
      .run();
    expect(ids(await list("filter[near]=52.1,5.2&filter[distance_km_lteq]=5&sort=distance"))).toEqual([VACANCY.CAFE, VACANCY.NOORD]);
    await env.DB.prepare("UPDATE vacancies SET latitude = NULL, longitude = NULL WHERE id = ?").bind(VACANCY.CAFE).run();
    expect(ids(await list("filter[near]=52.1,5.2&filter[distance_km_lteq]=5"))).toEqual([VACANCY.NOORD]);
  });
});

describe("nearest first through growing circles", () => {
  // 40 public vacancies on a line going east from CAFE (52.1, 5.2), 100 m apart, so the page
  // is found in a circle far smaller than the radius asked for.
  const kmEast = (km: number) => 5.2 + km / (KM_PER_DEGREE * Math.cos((52.1 * Math.PI) / 180));
  beforeEach(() =>
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
       INSERT INTO vacancies (id, tenant_id, organization_id, title, status, published_at, latitude, longitude)
       SELECT 800 + i, ?, ?, 'Lijn ' || i, 'published', '2024-01-01T00:00:00.000Z', 52.1, ? + i * ? FROM n`,
    )
      .bind(TENANT_A, ORG.CLUB, 5.2, kmEast(0.1) - 5.2)
      .run(),
  );

  it("answers each page as sorting the whole circle would", async () => {
    const base = "filter[near]=52.1,5.2&filter[distance_km_lteq]=50&sort=distance";
    const line = Array.from({ length: 40 }, (_, i) => 801 + i);
    const first = await list(`${base}&page[size]=10`);
    expect(ids(first)).toEqual([VACANCY.CAFE, ...line.slice(0, 9)]);
    expect(first.meta).toEqual({ has_next_page: true });
    const fourth = await list(`${base}&page[size]=10&page[number]=4`);
    expect(ids(fourth)).toEqual(line.slice(29, 39));
    expect(fourth.meta).toEqual({ has_next_page: true });
    const fifth = await list(`${base}&page[size]=10&page[number]=5`);
    expect(ids(fifth)).toEqual([840]);
    expect(fifth.meta).toEqual({ has_next_page: false });
  });
});

describe("a circle read by its chords", () => {
  // 240 public vacancies scattered within 3 km of CAFE (52.1, 5.2), some on the same spot (ties
  // broken by id) and some on the edges of the location index's latitude bands.
  const k = Math.cos((52.1 * Math.PI) / 180);
  const points = (() => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    return Array.from({ length: 240 }, (_, i) => {
      if (i % 8 === 7) return { id: 900 + i, lat: 52.102, lng: 5.21 };
      if (i % 8 === 6)
        return {
          id: 900 + i,
          lat: 52.1 + (i % 5) * 0.002,
          lng: 5.2 + i * 1e-4,
        };
      const r = (3 * Math.sqrt(random())) / KM_PER_DEGREE;
      const angle = 2 * Math.PI * random();
      return {
        id: 900 + i,
        lat: 52.1 + r * Math.sin(angle),
        lng: 5.2 + (r * Math.cos(angle)) / k,
      };
    });
  })();
  const squared = (p: { lat: number; lng: number }) => (p.lat - 52.1) ** 2 + ((p.lng - 5.2) * k) ** 2;
  /** Every vacancy within `km`, as sorting the whole circle orders it: distance, then id. */
  const expected = (km: number) =>
    [{ id: VACANCY.CAFE, lat: 52.1, lng: 5.2 }, ...points]
      .filter((p) => squared(p) <= (km / KM_PER_DEGREE) ** 2)
      .sort((a, b) => squared(a) - squared(b) || a.id - b.id)
      .map((p) => p.id);
  beforeEach(async () => {
    await env.DB.batch(
      points.map((p) =>
        env.DB.prepare(
          `INSERT INTO vacancies (id, tenant_id, organization_id, title, status, published_at, latitude, longitude)
           VALUES (?, ?, ?, ?, 'published', '2024-01-01T00:00:00.000Z', ?, ?)`,
        ).bind(p.id, TENANT_A, ORG.CLUB, `Punt ${p.id}`, p.lat, p.lng),
      ),
    );
  });

  it("pages by distance exactly as sorting every vacancy in the circle", async () => {
    for (const [km, size] of [
      [0.4, 5],
      [2, 10],
      [2.5, 25],
      [3.5, 50],
    ] as const) {
      const all = expected(km);
      const base = `filter[public]=true&filter[near]=52.1,5.2&filter[distance_km_lteq]=${km}&sort=distance&page[size]=${size}`;
      for (const number of [1, 2, 4]) {
        const page = await list(`${base}&page[number]=${number}`);
        expect(ids(page)).toEqual(all.slice((number - 1) * size, number * size));
        expect(page.meta.has_next_page).toBe(all.length > number * size);
      }
    }
  });

  it("finds the same vacancies unsorted, furthest first and with a second order", async () => {
    const all = expected(2.5);
    // Page size 100: the page fetch binds its ids as one parameter (D1 binds at most 100).
    const unsorted = (number: number) => list(`filter[public]=true&filter[near]=52.1,5.2&filter[distance_km_lteq]=2.5&page[size]=100&page[number]=${number}`);
    const found = [...ids(await unsorted(1)), ...ids(await unsorted(2)), ...ids(await unsorted(3))];
    expect(all.length).toBeGreaterThan(100);
    expect([...found].sort()).toEqual([...all].sort());
    const furthest = ids(await list("filter[public]=true&filter[near]=52.1,5.2&filter[distance_km_lteq]=2.5&sort=-distance&page[size]=10"));
    expect(furthest.map((id) => all.indexOf(id))).toEqual([...furthest.map((id) => all.indexOf(id))].sort((a, b) => b - a));
    expect(furthest).toHaveLength(10);
    expect(all.indexOf(furthest[0])).toBeGreaterThan(all.length - 4);
    // Ties (the stacked spot) broken by title, then id.
    const stacked = points.filter((p) => p.lat === 52.102).map((p) => p.id);
    const second = ids(await list("filter[public]=true&filter[near]=52.102,5.21&filter[distance_km_lteq]=5&sort=distance,-title&page[size]=5"));
    expect(second).toEqual([...stacked].sort((a, b) => String(b).localeCompare(String(a))).slice(0, 5));
  });
});
