import { z } from "zod";
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
} from "../../db/accounts-schema";
import { badRequest } from "../../jsonapi/errors";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";
import { TAGS } from "../tags/schema";
import { VACANCIES, VACANCY_ATTRIBUTES } from "../vacancies/serializer";
import {
  ORGANIZATIONS,
  ORGANIZATION_ADDRESSES,
  ORGANIZATION_PROFILES,
} from "./serializer";

const ATTRIBUTES = [
  "name",
  "organization_type",
  "status",
  "volunteer_center_id",
  "created_at",
  "updated_at",
] as const;
export const PROFILE_FIELDS = [
  "description",
  "website",
  "phone",
  "email",
  "logo_url",
] as const;
export const ADDRESS_FIELDS = [
  "street",
  "house_number",
  "postal_code",
  "city",
  "latitude",
  "longitude",
] as const;

/** GET /api/v1/current_organizations: a user belongs to a handful; one page holds them all. */
export const currentOrganizationsQuery = {
  fields: { [ORGANIZATIONS]: ATTRIBUTES },
} satisfies QuerySpec;

const fields = {
  [ORGANIZATIONS]: [...ATTRIBUTES, "profile", "address", "tags", "vacancies"],
  [VACANCIES]: VACANCY_ATTRIBUTES,
  [TAGS]: [
    "name",
    "volunteer_center_id",
    "organizations_count",
    "created_at",
    "updated_at",
  ],
  [ORGANIZATION_PROFILES]: PROFILE_FIELDS,
  [ORGANIZATION_ADDRESSES]: ADDRESS_FIELDS,
};

/** GET /organizations/:id, /current_organization and the answers of the writes. */
export const showQuery = {
  // vacancies: the ones the caller may see, newest first, capped (vacancies/by-organization.ts).
  include: ["profile", "address", "tags", "vacancies"],
  fields,
} satisfies QuerySpec;

/** A Dutch postcode as a filter value (1234 AB or 1234); also the vacancies' filter[postcode]. */
export const dutchPostcode = z
  .string()
  .regex(
    /^\s*[1-9][0-9]{3}\s?([A-Za-z]{2})?\s*$/,
    "must be a Dutch postcode (1234 AB or 1234)",
  );

/** GET /organizations (ransack-style filters, as the spec's other lists). */
export const indexQuery = {
  ...showQuery,
  page: { defaultSize: 25, maxSize: 1000 },
  // "distance" only with filter[near] (the default order then).
  sort: ["name", "created_at", "distance"],
  filter: {
    status_eq: z.enum(ORGANIZATION_STATUSES),
    organization_type_eq: z.enum(ORGANIZATION_TYPES),
    name_cont: z.string().min(1).max(200),
    volunteer_center_id_eq: integerId,
    // The social map (docs/social-map.md): a tag, a place, and a radius around a postcode.
    tag_id_eq: integerId,
    // By name: with centre sharing, each centre's "Sport" tag is one choice on the map.
    tag_name_eq: z.string().trim().min(1).max(60),
    city_eq: z.string().trim().min(1).max(100),
    near: dutchPostcode,
    distance_lte: z
      .string()
      .regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, "must be a number of kilometres")
      .transform(Number)
      .refine(
        (v) => v > 0 && v <= 300,
        "must be more than 0 and at most 300 km",
      ),
  },
} satisfies QuerySpec;

/** The default radius of filter[near] without filter[distance_lte], in km. */
export const DEFAULT_DISTANCE_KM = 10;

/** `Current-Organization-Id`: required by /current_organization; a canonical positive integer. */
export function readCurrentOrganizationIdHeader(
  value: string | undefined,
): number {
  const header = "Current-Organization-Id";
  if (value === undefined || value === "")
    throw badRequest("Missing organization", `${header} is required.`, {
      header,
    });
  const result = integerId.safeParse(value);
  if (!result.success)
    throw badRequest(
      "Invalid organization id",
      `${header} ${result.error.issues[0].message}.`,
      { header },
    );
  return result.data;
}
