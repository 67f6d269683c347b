import { ADDRESS_FIELDS, DEFAULT_DISTANCE_KM, organizationList, organizationShow, PROFILE_FIELDS } from "@contract/organizations";
import { postcode } from "@contract/rules";
import type { QuerySpec } from "../../jsonapi/query";

export { ADDRESS_FIELDS, PROFILE_FIELDS };

/** GET /organizations/:id, /current_organization and the answers of the writes. */
export const showQuery = organizationShow satisfies QuerySpec;

/** A Dutch postcode as a filter value (1234 AB or 1234); also the vacancies' filter[postcode]. */
export const dutchPostcode = postcode;

/** GET /organizations (ransack-style filters, as the spec's other lists). */
export const indexQuery = organizationList satisfies QuerySpec;

/** The default radius of filter[near] without filter[distance_lte], in km. */
export { DEFAULT_DISTANCE_KM };
