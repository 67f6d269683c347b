import type { Context } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode } from "../../geocoder/postcodes";
import { badRequest } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import type { Database } from "../../db/client";
import type { Near } from "./directory";
import { DEFAULT_DISTANCE_KM, type indexQuery } from "./schema";

/**
 * filter[near] (a Dutch postcode) and filter[distance_lte] (km) as a circle; undefined without
 * filter[near]. A radius or distance order without a postcode, or a postcode nobody knows, is 400.
 */
export async function resolveNear(c: Context<AppEnv>, query: ParsedQuery<typeof indexQuery>, db: Database = c.var.db): Promise<Near | undefined> {
  const { near, distance_lte } = query.filter;
  if (near === undefined) {
    if (distance_lte !== undefined)
      throw badRequest("Invalid query parameter", '"filter[distance_lte]" needs filter[near].', {
        parameter: "filter[distance_lte]",
      });
    if (query.sort.some((s) => s.field === "distance"))
      throw badRequest("Invalid query parameter", '"sort=distance" needs filter[near].', {
        parameter: "sort",
      });
    return undefined;
  }
  const point = await locatePostcode(db, geocoderFor(configOf(c.env)), near);
  if (point === null)
    throw badRequest("Unknown postcode", `The postcode "${near.trim()}" is not known.`, {
      parameter: "filter[near]",
    });
  return { ...point, km: distance_lte ?? DEFAULT_DISTANCE_KM };
}

/** The first circle nearest-first tries, as a part of the radius asked for. */
const FIRST_PART = 1 / 8;
/** Aim a little beyond the density's estimate, so the next circle usually holds the page. */
const MARGIN = 1.25;
const MIN_GROWTH = 1.5;
/** Up to this many times the rows a page needs, a circle's candidates are sorted here. */
const CARRY_FACTOR = 4;

/** A circle's page: sorted by SQLite (LIMIT and OFFSET included), or up to `cap` unsorted. */
export interface Circles {
  sorted: (circle: Near) => Promise<{ id: number }[]>;
  /** Only when the order is the distance alone (then id); d = the squared distance. */
  unsorted?: (circle: Near, cap: number) => Promise<{ id: number; d: number }[]>;
}

const byDistance = (a: { id: number; d: number }, b: { id: number; d: number }) => a.d - b.d || a.id - b.id;

/**
 * A page nearest first without sorting every organization of the circle asked for: a smaller
 * circle that already holds the page (and one more) holds the nearest ones, since everything
 * outside it is further away. The next radius comes from the density the last circle showed
 * (n of the wanted in radius r: r·√(wanted/n)), so the circle that answers is not far too large.
 *
 * In distance order alone a circle's candidates come back unsorted and are sorted here (as the
 * vacancies' nearest.ts does), up to CARRY_FACTOR times what the page needs: D1 counts every row
 * through SQLite's sorter as read again. A circle with more than that is sorted by SQLite.
 */
export async function nearestPage(near: Near, offset: number, size: number, circles: Circles): Promise<{ id: number }[]> {
  const wanted = offset + size + 1;
  const cap = CARRY_FACTOR * wanted;
  let km = near.km * FIRST_PART;
  for (;;) {
    const last = km >= near.km;
    const circle = { ...near, km: Math.min(km, near.km) };
    let seen: number;
    if (circles.unsorted) {
      const rows = await circles.unsorted(circle, cap + 1);
      if (rows.length > cap) return circles.sorted(circle);
      if (rows.length >= wanted || last)
        return rows
          .sort(byDistance)
          .slice(offset, wanted)
          .map(({ id }) => ({ id }));
      seen = rows.length;
    } else {
      const rows = await circles.sorted(circle);
      if (rows.length > size || last) return rows;
      // Empty past the offset says only "at most offset": a wide step.
      seen = rows.length > 0 ? offset + rows.length : 0;
    }
    km *= Math.max(MIN_GROWTH, Math.sqrt(wanted / Math.max(seen, 1)) * MARGIN);
  }
}
