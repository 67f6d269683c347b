import type { Context } from "hono";
import { configOf } from "../../config";
import type { AppEnv } from "../../env";
import { geocoderFor } from "../../geocoder/geocoder";
import { locatePostcode, parsePostcode } from "../../geocoder/postcodes";
import { badRequest } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import type { ParsedQuery } from "../../jsonapi/query";
import { poolAccess } from "./access";
import { searchWords } from "@contract/rules";
import type { PoolFilter } from "./pool";
import { indexQuery } from "./schema";

/** filter[postcode] → its area's centre point (the letters are dropped: areas, never homes). */
async function pointOf(c: Context<AppEnv>, postcode: string | undefined) {
  if (postcode === undefined) return undefined;
  const point = await locatePostcode(c.var.db, geocoderFor(configOf(c.env)), parsePostcode(postcode)!.pc4);
  if (point === null) throw badRequest("Unknown postcode", `The postcode "${postcode.trim()}" is not known.`, { parameter: "filter[postcode]" });
  return point;
}

/**
 * The pool's query: the parse, then who may search (401/403 before the query's other 400s, as
 * always), then filter[distance_km] without a postcode, the postcode's point, a wordless search.
 */
async function check(c: Context<AppEnv>, query: ParsedQuery<typeof indexQuery>) {
  const access = await poolAccess(c);
  const { postcode, distance_km, ...rest } = query.filter;
  if (distance_km !== undefined && postcode === undefined)
    throw badRequest("Invalid query parameter", '"filter[distance_km]" needs "filter[postcode]".', { parameter: "filter[distance_km]" });
  const pool: PoolFilter = { ...rest, distance_km, point: await pointOf(c, postcode) };
  if (pool.search !== undefined && pool.search.trim() !== "" && searchWords(pool.search).length === 0)
    throw badRequest("Invalid query parameter", '"filter[search]" must contain a word.', { parameter: "filter[search]" });
  return { query, access, pool };
}

export const poolListQuery = listQuery(indexQuery, { check });
