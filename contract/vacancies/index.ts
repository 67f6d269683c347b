import { z } from "zod";
import { camelizeRecord } from "../case";
import type { QuerySpec } from "../list";
import { ORGANIZATION_ATTRIBUTES, ORGANIZATIONS } from "../organizations/attributes";
import { addressRules, flag, hoursFilter, hoursPerWeek, idList, integerId, isoDate, point, postcode, text, todayUtc } from "../rules";
import { TAG_ATTRIBUTES, TAGS } from "../tags";
import { COMMITMENTS, VACANCIES, VACANCY_ATTRIBUTES, VACANCY_STATUSES, type VacancyStatus } from "./attributes";

export * from "./attributes";

/** What a new vacancy may be: a draft, or published at once. */
export const CREATE_STATUSES = ["draft", "published"] as const satisfies readonly VacancyStatus[];

/** docs/vacancies.md "Statuses and transitions": which status may follow which (staying is a no-op). */
export const VACANCY_TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ["published", "archived"],
  published: ["closed", "draft", "archived"],
  closed: ["published", "archived"],
  archived: ["draft"],
};

/** The edit page's buttons: from each status, [action label key, target status], one per transition. */
export const STATUS_ACTIONS: Record<VacancyStatus, readonly (readonly [string, VacancyStatus])[]> = {
  draft: [
    ["publish", "published"],
    ["archive", "archived"],
  ],
  published: [
    ["unpublish", "draft"],
    ["close", "closed"],
    ["archive", "archived"],
  ],
  closed: [
    ["reopen", "published"],
    ["archive", "archived"],
  ],
  archived: [["restore", "draft"]],
};

/**
 * "Public" (docs/vacancies.md): anyone may see it and apply. Published, not past its expiry date,
 * of an approved organization. The api's SQL twin (publicSql) is held to this by a test.
 */
export const isPublicVacancy = (vacancy: { status: string; expiresOn: string | null }, organizationApproved: boolean, today = todayUtc()) =>
  vacancy.status === "published" && (vacancy.expiresOn === null || vacancy.expiresOn >= today) && organizationApproved;

/**
 * The writable attributes' rules with their limits, as the wire names them. The api makes the
 * texts clearable (empty → null); the web's form makes them optional.
 */
export const vacancyRules = {
  title: z.string().trim().min(1).max(200),
  ...addressRules,
  hours_per_week: hoursPerWeek,
  commitment: z.enum(COMMITMENTS),
  starts_on: isoDate,
  ends_on: isoDate,
  places: z.number().int().min(1).max(10_000),
  requirements: text(2000),
  contact_name: text(200),
  contact_email: z.string().trim().email().max(254),
  contact_phone: text(40),
  expires_on: isoDate,
};

/** The same rules under the web's camelCase field names. */
export const vacancyFieldRules = camelizeRecord(vacancyRules);

/** A vacancy holds at most this many tags (tag_ids, add_tag_ids). */
export const MAX_VACANCY_TAGS = 50;
export const vacancyTagIds = idList(MAX_VACANCY_TAGS);

/** The amount filters (distance in km): a number with at most two decimals. */
const amount = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, "must be a number such as 8 or 2.5")
  .transform(Number);

const fields = {
  [VACANCIES]: [...VACANCY_ATTRIBUTES, "organization", "tags"],
  [ORGANIZATIONS]: ORGANIZATION_ATTRIBUTES,
  [TAGS]: TAG_ATTRIBUTES,
} as const;

/** GET /vacancies/:id and the answers of the writes. */
export const vacancyShow = {
  include: ["organization", "tags"],
  fields,
} as const satisfies QuerySpec;

/** GET /vacancies: list and search (docs/vacancies.md "Search"). */
export const vacancyList = {
  ...vacancyShow,
  page: { defaultSize: 25, maxSize: 100 },
  sort: ["relevance", "published_at", "created_at", "title", "expires_on", "starts_on", "distance"],
  count: ["true", "false"],
  filter: {
    search: z.string().trim().min(1).max(200),
    status_eq: z.enum(VACANCY_STATUSES),
    organization_id_eq: integerId,
    volunteer_center_id_eq: integerId,
    city_eq: z.string().trim().min(1).max(100),
    remote_eq: flag,
    commitment_eq: z.enum(COMMITMENTS),
    hours_per_week_gteq: hoursFilter,
    hours_per_week_lteq: hoursFilter,
    available_on: isoDate,
    near: point,
    // Resolved to a point through the geocoder; not together with near.
    postcode,
    distance_km_lteq: amount,
    // The filters of the organizations list (docs/social-map.md): a tag, or a tag's name.
    tag_id_eq: integerId,
    tag_name_eq: z.string().trim().min(1).max(60),
    public: flag,
    managed: flag,
  },
} as const satisfies QuerySpec;
