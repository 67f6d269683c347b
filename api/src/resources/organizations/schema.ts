import { ADDRESS_FIELDS, currentOrganizationList, DEFAULT_DISTANCE_KM, organizationList, organizationShow, PROFILE_FIELDS } from "@contract/organizations";
import { postcode } from "@contract/rules";
import { badRequest } from "../../jsonapi/errors";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";

export { ADDRESS_FIELDS, PROFILE_FIELDS };

/** GET /api/v1/current_organizations: a user belongs to a handful; one page holds them all. */
export const currentOrganizationsQuery = currentOrganizationList satisfies QuerySpec;

/** GET /organizations/:id, /current_organization and the answers of the writes. */
export const showQuery = organizationShow satisfies QuerySpec;

/** A Dutch postcode as a filter value (1234 AB or 1234); also the vacancies' filter[postcode]. */
export const dutchPostcode = postcode;

/** GET /organizations (ransack-style filters, as the spec's other lists). */
export const indexQuery = organizationList satisfies QuerySpec;

/** The default radius of filter[near] without filter[distance_lte], in km. */
export { DEFAULT_DISTANCE_KM };

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
