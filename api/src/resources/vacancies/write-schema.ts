import { z } from "zod";
import { COMMITMENTS, VACANCY_STATUSES } from "../../db/vacancies-schema";
import { integerId } from "../../jsonapi/ids";
import { isoDate } from "./schema";

/** The request document types of the writes. */
export const VACANCY_TYPES_IN = ["vacancies", "vacancy"];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();

// Ids as strings or numbers, as organizations take them.
const tagIds = z
  .array(z.union([integerId, z.number().int().positive()]))
  .max(50)
  .transform((ids) => ids.map(Number));

const attributes = {
  title: z.string().trim().min(1).max(200),
  // A Tiptap doc or plain-text paragraphs; checked by rich-text/validate.ts after zod.
  description: z.unknown(),
  remote: z.boolean(),
  street: text(200),
  house_number: text(20),
  postal_code: text(20),
  city: text(100),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  hours_per_week: z.number().min(0).max(168).nullable(),
  commitment: z.enum(COMMITMENTS),
  starts_on: isoDate.nullable(),
  ends_on: isoDate.nullable(),
  places: z.number().int().min(1).max(10_000).nullable(),
  requirements: text(2000),
  contact_name: text(200),
  contact_email: z.string().trim().toLowerCase().email().max(254).nullable(),
  contact_phone: text(40),
  expires_on: isoDate.nullable(),
  // Tags of the organization's centre (docs/vacancies.md "Tags"): tag_ids replaces them all.
  tag_ids: tagIds,
};

/** Adds tags, keeping the vacancy's others (the bulk-edit screen's "add tags"). */
const addTagIds = tagIds;

/** POST /vacancies: a draft unless published at once. */
export const createAttributes = z
  .object({
    ...attributes,
    organization_id: integerId,
    status: z.enum(["draft", "published"]).default("draft"),
  })
  .partial({
    description: true,
    remote: true,
    street: true,
    house_number: true,
    postal_code: true,
    city: true,
    latitude: true,
    longitude: true,
    hours_per_week: true,
    commitment: true,
    starts_on: true,
    ends_on: true,
    places: true,
    requirements: true,
    contact_name: true,
    contact_email: true,
    contact_phone: true,
    expires_on: true,
    tag_ids: true,
  })
  .strict();

/** PUT/PATCH /vacancies/:id and each item of the bulk update: every attribute optional. */
export const updateAttributes = z
  .object({
    ...attributes,
    add_tag_ids: addTagIds,
    status: z.enum(VACANCY_STATUSES),
  })
  .partial()
  .strict();

export type CreateInput = z.output<typeof createAttributes>;
export type UpdateInput = z.output<typeof updateAttributes>;
