import { z } from "zod";
import { COMMITMENTS, VACANCY_STATUSES } from "../../db/vacancies-schema";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";
import { dutchPostcode } from "../organizations/schema";
import { ORGANIZATIONS } from "../organizations/serializer";
import { TAGS } from "../tags/schema";
import { VACANCIES, VACANCY_ATTRIBUTES } from "./serializer";

/** 'YYYY-MM-DD' that is a real calendar date. */
export const isoDate = z.string().refine((v) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
}, "must be a calendar date as YYYY-MM-DD");

const flag = z
  .enum(["true", "false"], {
    errorMap: () => ({ message: "must be true or false" }),
  })
  .transform((v) => v === "true");
const amount = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, "must be a number such as 8 or 2.5")
  .transform(Number);
/** `lat,lng` in WGS84 degrees (until postcodes can be looked up, the web client sends these). */
const point = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "must be latitude,longitude")
  .transform((v) => v.split(",").map(Number) as [number, number])
  .refine(
    ([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
    "is not a point on earth",
  );

const fields = {
  [VACANCIES]: [...VACANCY_ATTRIBUTES, "organization", "tags"],
  [ORGANIZATIONS]: [
    "name",
    "organization_type",
    "status",
    "volunteer_center_id",
    "created_at",
    "updated_at",
  ],
  [TAGS]: [
    "name",
    "volunteer_center_id",
    "organizations_count",
    "created_at",
    "updated_at",
  ],
};

/** GET /vacancies/:id and the answers of the writes. */
export const showQuery = {
  include: ["organization", "tags"],
  fields,
} satisfies QuerySpec;

/** GET /vacancies: list and search (docs/vacancies.md "Search"). */
export const indexQuery = {
  ...showQuery,
  page: { defaultSize: 25, maxSize: 100 },
  sort: [
    "relevance",
    "published_at",
    "created_at",
    "title",
    "expires_on",
    "starts_on",
    "distance",
  ],
  filter: {
    search: z.string().trim().min(1).max(200),
    status_eq: z.enum(VACANCY_STATUSES),
    organization_id_eq: integerId,
    volunteer_center_id_eq: integerId,
    city_eq: z.string().trim().min(1).max(100),
    remote_eq: flag,
    commitment_eq: z.enum(COMMITMENTS),
    hours_per_week_gteq: amount,
    hours_per_week_lteq: amount,
    available_on: isoDate,
    near: point,
    // Resolved to a point through the geocoder (postcode.ts); not together with near.
    postcode: dutchPostcode,
    distance_km_lteq: amount,
    // The filters of the organizations list (docs/social-map.md): a tag, or a tag's name.
    tag_id_eq: integerId,
    tag_name_eq: z.string().trim().min(1).max(60),
    public: flag,
    managed: flag,
  },
} satisfies QuerySpec;
