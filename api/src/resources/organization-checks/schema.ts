import { ORGANIZATION_CHECKS, organizationCheckRules } from "@contract/organization-checks";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { JsonApiError } from "../../jsonapi/errors";

export const CHECK_TYPES_IN = [ORGANIZATION_CHECKS, "organization_check"];

export const confirmAttributes = z.object({ token: organizationCheckRules.token }).strict();

/** At most this many organizations per `filter[organization_id_in]` (a directory page has 25). */
const IDS_MAX = 100;
const ID_LIST = /^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/;

/**
 * The list's query: `filter[organization_id_in]=1,2,3` as distinct ids, or `ids: undefined`
 * (staff's list of stale entries). Ids that are no list of ids: 400. Other parameters are
 * ignored, as they were before the list had a middleware.
 */
export const organizationIdsQuery: MiddlewareHandler<AppEnv, string, { out: { query: { ids: number[] | undefined } } }> = async (c, next) => {
  const list = new URL(c.req.url).searchParams.get("filter[organization_id_in]");
  if (list !== null && (!ID_LIST.test(list) || list.split(",").length > IDS_MAX))
    throw new JsonApiError({
      status: 400,
      title: "Invalid filter",
      detail: `filter[organization_id_in] must be at most ${IDS_MAX} organization ids separated by commas.`,
      code: "invalid",
      source: { parameter: "filter[organization_id_in]" },
    });
  c.req.addValidatedData("query", { ids: list === null ? undefined : [...new Set(list.split(",").map(Number))] });
  await next();
};
