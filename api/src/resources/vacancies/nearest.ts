// sort=distance through circles of growing radius (docs/vacancies.md "Search", "Nearest first").
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ParsedQuery } from "../../jsonapi/query";
import type { indexQuery } from "./schema";

/** filter[near] without filter[distance_km_lteq]. */
export const DEFAULT_KM = 25;

/** The smallest circle sort=distance tries first (see nearestFirst). */
const FIRST_RADIUS_KM = 0.3;

/** The radii nearestFirst tries: halving down from `km` to about FIRST_RADIUS_KM, smallest first. */
export function distanceSteps(km: number): number[] {
  const steps = [km];
  while (steps[0] / 2 >= FIRST_RADIUS_KM) steps.unshift(steps[0] / 2);
  return steps;
}

/**
 * Sorted by distance, a page needs every vacancy in the circle sorted, unless a smaller circle
 * already holds the whole page (and one more, for the next link): those are the nearest ones,
 * whatever lies further out. So circles of growing radius are tried, each twice the last, and
 * the first that holds the page answers: a few small index reads in a dense city instead of
 * sorting thousands of candidates, and nothing to read in the empty small circles of the country.
 */
export async function nearestFirst(
  db: Database,
  query: ParsedQuery<typeof indexQuery>,
  ids: SQL,
  within: (km: number) => SQL,
  limit: number,
) {
  const { filter, sort } = query;
  const km = filter.distance_km_lteq ?? DEFAULT_KM;
  if (
    filter.near &&
    sort[0]?.field === "distance" &&
    sort[0].direction === "asc"
  ) {
    for (const radius of distanceSteps(km).slice(0, -1)) {
      const inner = await db.all<{ id: number }>(within(radius));
      if (inner.length === limit) return inner;
    }
  }
  return db.all<{ id: number }>(ids);
}
