import type { Context } from "hono";
import { requireUser } from "../../auth/authenticate";
import type { AppEnv } from "../../env";
import { badRequest } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import type { ParsedQuery } from "../../jsonapi/query";
import { resolvePostcode } from "./postcode";
import { indexQuery } from "./schema";
import { searchWords } from "@contract/rules";

type Query = ParsedQuery<typeof indexQuery>;

/**
 * `count=true` asks the list for its (capped) total; without it the list only says whether a
 * next page exists (docs/vacancies.md "Search"). Taken out before the JSON:API parameters.
 */
function takeCount(params: URLSearchParams): boolean {
  const values = params.getAll("count");
  params.delete("count");
  if (values.length === 0) return false;
  if (values.length > 1 || (values[0] !== "true" && values[0] !== "false"))
    throw badRequest("Invalid query parameter", '"count" must be given once, as true or false.', { parameter: "count" });
  return values[0] === "true";
}

/** What the list planner (plan/list.ts) cannot answer: a distance or an order without its point or search. */
function checkPlannable(query: Query) {
  const { filter } = query;
  if (filter.distance_km_lteq !== undefined && !filter.near)
    throw badRequest("Invalid query parameter", '"filter[distance_km_lteq]" needs "filter[near]".', { parameter: "filter[distance_km_lteq]" });
  for (const { field } of query.sort) {
    if (field === "relevance" && !filter.search)
      throw badRequest("Invalid query parameter", '"relevance" sorts only a search: give "filter[search]".', { parameter: "sort" });
    if (field === "distance" && !filter.near)
      throw badRequest("Invalid query parameter", '"distance" sorts only from a point: give "filter[near]".', { parameter: "sort" });
  }
  if (filter.search && searchWords(filter.search).length === 0)
    throw badRequest("Invalid query parameter", '"filter[search]" must contain a word.', { parameter: "filter[search]" });
}

/**
 * GET /vacancies' query, in the order its answers always came: `count`, the parse, the postcode
 * lookup, the sign-in filter[managed] needs (401 before the planner's 400s), the planner's rules.
 */
async function check(c: Context<AppEnv>, parsed: Query, count: boolean) {
  const query = await resolvePostcode(c, parsed);
  if (query.filter.managed) requireUser(c);
  checkPlannable(query);
  return { query, count };
}

export const vacancyListQuery = listQuery(indexQuery, { take: takeCount, check, rowsReadHeader: true });
