import { z } from "zod";
import { addressRules, CREATE_ORGANIZATION_STATUSES, organizationRules, organizationTagIds, profileRules } from "@contract/organizations";
import { withScheme } from "@contract/organizations/website";
import { integerId } from "../../jsonapi/ids";

/** The request document types of the writes (the spec's client sends `organizations`). */
export const ORGANIZATION_TYPES_IN = ["organizations", "organization"];

// Clearable texts: the contract's rule, with "" sent as null (the attribute is cleared).
const clearable = (rule: z.ZodString) => rule.transform((v) => (v === "" ? null : v)).nullable();

const p = profileRules;
const profile = z
  .object({
    description: clearable(p.description),
    website: z.preprocess(withScheme, p.website.nullable()),
    phone: clearable(p.phone),
    email: p.email.toLowerCase().nullable(),
    logo_url: p.logo_url.nullable(),
    donation_url: z.preprocess(withScheme, p.donation_url.nullable()),
    phone_visibility: p.phone_visibility,
    email_visibility: p.email_visibility,
  })
  .partial()
  .strict();

const a = addressRules;
const address = z
  .object({
    street: clearable(a.street),
    house_number: clearable(a.house_number),
    postal_code: clearable(a.postal_code),
    city: clearable(a.city),
    latitude: a.latitude.nullable(),
    longitude: a.longitude.nullable(),
    visibility: a.visibility,
  })
  .partial()
  .strict();

const { name, status, reason } = organizationRules;
// The organization's tags, all at once (docs/social-map.md); ids as strings or numbers.
const tagIds = organizationTagIds;

/** PUT /organizations/:id/approve. */
export const approveAttributes = z.object({ status, reason: reason.optional() }).strict();

/** PUT /organizations/:id: every attribute optional; profile and address are nested objects. */
export const updateAttributes = z
  .object({
    name,
    organization_type: organizationRules.organization_type,
    status,
    reason,
    profile,
    address,
    tag_ids: tagIds,
  })
  .partial()
  .strict();

/** POST /organizations: pending unless staff approve it at once. */
export const createAttributes = z
  .object({
    name,
    organization_type: organizationRules.organization_type.default("Organization"),
    status: z.enum(CREATE_ORGANIZATION_STATUSES).default("pending"),
    volunteer_center_id: integerId.optional(),
    profile: profile.optional(),
    address: address.optional(),
    tag_ids: tagIds.optional(),
  })
  .strict();

/** PUT /organizations/:id/move. */
export const moveAttributes = z.object({ volunteer_center_id: integerId }).strict();

export type ProfileInput = z.output<typeof profile>;
export type AddressInput = z.output<typeof address>;
