import { z } from "zod";
import { camelizeRecord } from "../case";
import type { QuerySpec } from "../list";
import { ORGANIZATION_CHECK_ATTRIBUTES, ORGANIZATION_CHECKS } from "../organization-checks";
import { addressRules as sharedAddressRules, idList, integerId, postcode, text, webUrl } from "../rules";
import { TAG_ATTRIBUTES, TAGS } from "../tags";
import { VACANCIES, VACANCY_ATTRIBUTES } from "../vacancies/attributes";
import {
  ADDRESS_FIELDS,
  CONTACT_VISIBILITIES,
  ORGANIZATION_ADDRESSES,
  ORGANIZATION_ATTRIBUTES,
  ORGANIZATION_PROFILES,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  ORGANIZATIONS,
  PROFILE_FIELDS,
  type OrganizationStatus,
} from "./attributes";

export * from "./attributes";

/** What a new organization may be: pending, or approved at once by staff. */
export const CREATE_ORGANIZATION_STATUSES = ["pending", "approved"] as const satisfies readonly OrganizationStatus[];

/** docs/organizations.md: which status may follow which (staying the same is a no-op). */
export const ORGANIZATION_TRANSITIONS: Record<OrganizationStatus, readonly OrganizationStatus[]> = {
  pending: ["approved", "denied", "archived"],
  approved: ["archived"],
  denied: ["pending", "archived"],
  archived: ["approved"],
};

/** The organization's own attributes' rules with their limits, as the wire names them. */
export const organizationRules = {
  name: z.string().trim().min(1).max(200),
  organization_type: z.enum(ORGANIZATION_TYPES),
  status: z.enum(ORGANIZATION_STATUSES),
  /** A status change's reason, mailed to the organization. */
  reason: z.string().trim().min(1).max(2000),
};

/** The profile's rules (a nested object on the wire). */
export const profileRules = {
  description: text(5000),
  website: webUrl(500),
  phone: text(40),
  email: z.string().trim().email().max(254),
  logo_url: webUrl(500),
  /** Where to give the organization money (optional): an http(s) address, as the website. */
  donation_url: webUrl(500),
  phone_visibility: z.enum(CONTACT_VISIBILITIES),
  email_visibility: z.enum(CONTACT_VISIBILITIES),
};

/**
 * The address's rules (a nested object on the wire; the shared ones written once in ../rules),
 * plus who sees it: hidden (staff), street, number, postal code and coordinates go; the city stays.
 */
export const addressRules = { ...sharedAddressRules, visibility: z.enum(CONTACT_VISIBILITIES) };
export const addressFieldRules = camelizeRecord(addressRules);

/** An organization holds at most this many tags. */
export const MAX_ORGANIZATION_TAGS = 50;
export const organizationTagIds = idList(MAX_ORGANIZATION_TAGS);

/** filter[tag_id_in]: any of at most this many tags (comma-separated ids). */
export const MAX_TAG_FILTER = 50;
export const tagIdFilterList = z
  .string()
  .regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/, "must be tag ids separated by commas")
  .transform((value) => [...new Set(value.split(",").map(Number))])
  .refine((ids) => ids.length <= MAX_TAG_FILTER, `must name at most ${MAX_TAG_FILTER} tags`);

/** The radius of filter[near] without filter[distance_lte], in km. */
export const DEFAULT_DISTANCE_KM = 10;

const fields = {
  [ORGANIZATIONS]: [...ORGANIZATION_ATTRIBUTES, "profile", "address", "tags", "vacancies", "check"],
  [VACANCIES]: VACANCY_ATTRIBUTES,
  [ORGANIZATION_CHECKS]: ORGANIZATION_CHECK_ATTRIBUTES,
  [TAGS]: TAG_ATTRIBUTES,
  [ORGANIZATION_PROFILES]: PROFILE_FIELDS,
  [ORGANIZATION_ADDRESSES]: ADDRESS_FIELDS,
} as const;

/**
 * Every field of an organization but its tags: a list that shows no themes (the home page's, the
 * partners page's) asks for these, and the api spares the tags' D1 statement.
 */
export const FIELDS_WITHOUT_TAGS = fields[ORGANIZATIONS].filter((field) => field !== "tags");

/** GET /organizations/:id, /current_organization and the answers of the writes. */
export const organizationShow = {
  // vacancies: the ones the caller may see, newest first, capped. check: the entry's last check
  // (organization_checks, docs/organization-checks.md), so the social map marks stale entries
  // from the list's own answer.
  include: ["profile", "address", "tags", "vacancies", "check"],
  fields,
} as const satisfies QuerySpec;

/** GET /api/v1/current_organizations: a user belongs to a handful; one page holds them all. */
export const currentOrganizationList = {
  fields: { [ORGANIZATIONS]: ORGANIZATION_ATTRIBUTES },
} as const satisfies QuerySpec;

/** GET /organizations (ransack-style filters, as the spec's other lists). */
export const organizationList = {
  ...organizationShow,
  page: { defaultSize: 25, maxSize: 1000 },
  // "distance" only with filter[near] (the default order then); "-updated_at": recently updated first.
  sort: ["name", "created_at", "updated_at", "distance"],
  // count=capped: meta.total, exact up to a cap.
  count: ["capped"],
  filter: {
    status_eq: z.enum(ORGANIZATION_STATUSES),
    organization_type_eq: z.enum(ORGANIZATION_TYPES),
    name_cont: z.string().min(1).max(200),
    // Words in the name or the description (the social map's search): the name containing the
    // text, or every word found at the start of a word of the name or the description.
    q: z.string().trim().min(1).max(200),
    volunteer_center_id_eq: integerId,
    // The social map (docs/social-map.md): a tag, a place, and a radius around a postcode.
    tag_id_eq: integerId,
    // By name: with centre sharing, each centre's "Sport" tag is one choice on the map.
    tag_name_eq: z.string().trim().min(1).max(60),
    // Several themes at once: any of these tags (the social map sends every centre's tag of each
    // chosen name).
    tag_id_in: tagIdFilterList,
    // Every one of these themes (issue 49, the social map's default): a theme counts by its name,
    // so with centre sharing each centre's "Sport" is the same choice. An id of no tag finds nothing.
    tag_id_all: tagIdFilterList,
    city_eq: z.string().trim().min(1).max(100),
    near: postcode,
    distance_lte: z
      .string()
      .regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, "must be a number of kilometres")
      .transform(Number)
      .refine((v) => v > 0 && v <= 300, "must be more than 0 and at most 300 km"),
  },
} as const satisfies QuerySpec;
