import { z } from "zod";
import { CREATE_STATUSES, VACANCY_STATUSES, vacancyRules, vacancyTagIds } from "@contract/vacancies";
import { integerId } from "../../jsonapi/ids";

/** The request document types of the writes. */
export const VACANCY_TYPES_IN = ["vacancies", "vacancy"];

// Clearable texts: the contract's rule, with "" sent as null (the attribute is cleared).
const clearable = (rule: z.ZodString) => rule.transform((v) => (v === "" ? null : v)).nullable();

const r = vacancyRules;
const attributes = {
  title: r.title,
  // A Tiptap doc or plain-text paragraphs; checked by rich-text/validate.ts after zod.
  description: z.unknown(),
  remote: z.boolean(),
  street: clearable(r.street),
  house_number: clearable(r.house_number),
  postal_code: clearable(r.postal_code),
  city: clearable(r.city),
  latitude: r.latitude.nullable(),
  longitude: r.longitude.nullable(),
  hours_per_week: r.hours_per_week.nullable(),
  commitment: r.commitment,
  starts_on: r.starts_on.nullable(),
  ends_on: r.ends_on.nullable(),
  places: r.places.nullable(),
  requirements: clearable(r.requirements),
  contact_name: clearable(r.contact_name),
  contact_email: r.contact_email.toLowerCase().nullable(),
  contact_phone: clearable(r.contact_phone),
  expires_on: r.expires_on.nullable(),
  // Tags of the organization's centre (docs/vacancies.md "Tags"): tag_ids replaces them all.
  tag_ids: vacancyTagIds,
};

/** Adds tags, keeping the vacancy's others (the bulk-edit screen's "add tags"). */
const addTagIds = vacancyTagIds;

/** POST /vacancies: a draft unless published at once. */
export const createAttributes = z
  .object({
    ...attributes,
    organization_id: integerId,
    status: z.enum(CREATE_STATUSES).default("draft"),
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
