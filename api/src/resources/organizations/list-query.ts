import { badRequest } from "../../jsonapi/errors";
import { listQuery } from "../../jsonapi/list-query";
import { resolveNear } from "./near";
import { indexQuery } from "./schema";

/**
 * `count=capped` asks the list for `meta.total` (exact up to TOTAL_CAP, then `total_capped`);
 * taken out of the parameters before the JSON:API ones are checked. Any other value is a 400.
 */
function readCountParameter(params: URLSearchParams): boolean {
  const values = params.getAll("count");
  params.delete("count");
  if (values.length === 0) return false;
  if (values.length === 1 && values[0] === "capped") return true;
  throw badRequest("Invalid query parameter", '"count" must be "capped".', {
    parameter: "count",
  });
}

/** GET /organizations' query: `count`, the parse, then filter[near]'s postcode and its rules (near.ts). */
export const organizationListQuery = listQuery(indexQuery, {
  take: readCountParameter,
  check: async (c, query, count) => ({ query, count, near: await resolveNear(c, query) }),
  rowsReadHeader: true,
});
