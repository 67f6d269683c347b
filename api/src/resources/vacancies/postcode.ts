import type { Context } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode } from "../../geocoder/postcodes";
import { badRequest } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import type { indexQuery } from "./schema";

type Query = ParsedQuery<typeof indexQuery>;

/**
 * filter[postcode] as filter[near]: the centre of the postcode's area, looked up as the social
 * map does (postcode_areas, then the geocoder). From there on distance filters and sorts as near.
 * A postcode nobody knows is a 400 naming it, not an empty list the visitor cannot explain.
 */
export async function resolvePostcode(c: Context<AppEnv>, query: Query): Promise<Query> {
  const { postcode, near } = query.filter;
  if (postcode === undefined) return query;
  if (near !== undefined)
    throw badRequest("Invalid query parameter", 'Give "filter[postcode]" or "filter[near]", not both.', { parameter: "filter[postcode]" });
  const point = await locatePostcode(c.var.db, geocoderFor(configOf(c.env)), postcode);
  if (point === null) throw badRequest("Unknown postcode", `The postcode "${postcode.trim()}" is not known.`, { parameter: "filter[postcode]" });
  return {
    ...query,
    filter: { ...query.filter, near: [point.latitude, point.longitude] },
  };
}
