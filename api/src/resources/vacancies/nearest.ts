// sort=distance through circles of growing radius (docs/vacancies.md "Search", "Nearest first").
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ParsedQuery } from "../../jsonapi/query";
import type { indexQuery } from "./schema";

/** filter[near] without filter[distance_km_lteq]. */
export const DEFAULT_KM = 25;

/** The smallest circle sort=distance tries first (see nearestFirst). */
const FIRST_RADIUS_KM = 0.3;

/** Up to this many times the rows a page needs, a circle's candidates are sorted here. */
const CARRY_FACTOR = 4;

/** The radii nearestFirst tries: halving down from `km` to about FIRST_RADIUS_KM, smallest first. */
export function distanceSteps(km: number): number[] {
  const steps = [km];
  while (steps[0] / 2 >= FIRST_RADIUS_KM) steps.unshift(steps[0] / 2);
  return steps;
}

/** A page of sort=distance: SQL for a circle of radius `km`, sorted or not. */
export interface Circles {
  /** The page (LIMIT and OFFSET included) of the circle, sorted by SQLite. */
  sorted: (km: number) => SQL;
  /** Up to `cap` of the circle's (id, d = squared distance), in no order. */
  unsorted: (km: number, cap: number) => SQL;
}

const byDistance = (a: { id: number; d: number }, b: { id: number; d: number }) => a.d - b.d || a.id - b.id;

/** Whether the page is read circle by circle (nearestFirst): sorted by distance first, nearest first. */
export const walksCircles = ({ filter, sort }: ParsedQuery<typeof indexQuery>) =>
  filter.near !== undefined && sort[0]?.field === "distance" && sort[0].direction === "asc";

/**
 * Sorted by distance, a page needs every vacancy in the circle sorted, unless a smaller circle
 * already holds the whole page (and one more, for the next link): those are the nearest ones,
 * whatever lies further out. So circles of growing radius are tried, each twice the last, and
 * the first that holds the page answers: a few small index reads in a dense city instead of
 * sorting thousands of candidates, and nothing to read in the empty small circles of the country.
 *
 * Sorted by distance alone (then id), a circle's candidates come back unsorted and are sorted
 * here, as long as there are at most CARRY_FACTOR times what the page needs: D1 counts every row
 * through SQLite's sorter as read again, so sorting them there cost twice the candidates. A
 * circle with more than that holds the page and is sorted by SQLite (`sorted`).
 */
export async function nearestFirst(
  db: Database,
  query: ParsedQuery<typeof indexQuery>,
  ids: SQL,
  circles: Circles,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ id: number }[]> {
  const { filter, sort } = query;
  const km = filter.distance_km_lteq ?? DEFAULT_KM;
  if (!filter.near || !walksCircles(query)) return db.all<{ id: number }>(ids);
  if (sort.length > 1) {
    // Another order after the distance: SQLite sorts each circle.
    for (const radius of distanceSteps(km).slice(0, -1)) {
      const inner = await db.all<{ id: number }>(circles.sorted(radius));
      if (inner.length === limit) return inner;
    }
    return db.all<{ id: number }>(ids);
  }
  const wanted = offset + limit;
  const cap = CARRY_FACTOR * wanted;
  for (const radius of distanceSteps(km)) {
    const rows = await db.all<{ id: number; d: number }>(circles.unsorted(radius, cap + 1));
    if (rows.length > cap) return db.all<{ id: number }>(circles.sorted(radius));
    if (rows.length >= wanted || radius === km)
      return rows
        .sort(byDistance)
        .slice(offset, wanted)
        .map(({ id }) => ({ id }));
  }
  return [];
}
