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
export async function resolveNear(
  c: Context<AppEnv>,
  query: ParsedQuery<typeof indexQuery>,
  db: Database = c.var.db,
): Promise<Near | undefined> {
  const { near, distance_lte } = query.filter;
  if (near === undefined) {
    if (distance_lte !== undefined)
      throw badRequest(
        "Invalid query parameter",
        '"filter[distance_lte]" needs filter[near].',
        {
          parameter: "filter[distance_lte]",
        },
      );
    if (query.sort.some((s) => s.field === "distance"))
      throw badRequest(
        "Invalid query parameter",
        '"sort=distance" needs filter[near].',
        {
          parameter: "sort",
        },
      );
    return undefined;
  }
  const point = await locatePostcode(db, geocoderFor(configOf(c.env)), near);
  if (point === null)
    throw badRequest(
      "Unknown postcode",
      `The postcode "${near.trim()}" is not known.`,
      {
        parameter: "filter[near]",
      },
    );
  return { ...point, km: distance_lte ?? DEFAULT_DISTANCE_KM };
}
