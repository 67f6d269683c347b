import { currentOrganizationList } from "@contract/organizations";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../env";
import { badRequest } from "../../jsonapi/errors";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";

export { showQuery } from "../organizations/schema";

/** GET /api/v1/current_organizations: a user belongs to a handful; one page holds them all. */
export const indexQuery = currentOrganizationList satisfies QuerySpec;

/** `Current-Organization-Id`: required by /current_organization; a canonical positive integer. */
export function readCurrentOrganizationIdHeader(value: string | undefined): number {
  const header = "Current-Organization-Id";
  if (value === undefined || value === "")
    throw badRequest("Missing organization", `${header} is required.`, {
      header,
    });
  const result = integerId.safeParse(value);
  if (!result.success) throw badRequest("Invalid organization id", `${header} ${result.error.issues[0].message}.`, { header });
  return result.data;
}

/** The `Current-Organization-Id` header as the route's input (its 400 after the query's). */
export const currentOrganizationHeader: MiddlewareHandler<AppEnv, string, { out: { header: { organizationId: number } } }> = async (c, next) => {
  c.req.addValidatedData("header", { organizationId: readCurrentOrganizationIdHeader(c.req.header("current-organization-id")) });
  await next();
};
