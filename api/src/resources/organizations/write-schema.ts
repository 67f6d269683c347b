import { z } from "zod";
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
} from "../../db/accounts-schema";
import { integerId } from "../../jsonapi/ids";
import { website } from "./website";

/** The request document types of the writes (the spec's client sends `organizations`). */
export const ORGANIZATION_TYPES_IN = ["organizations", "organization"];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();

const profile = z
  .object({
    description: text(5000),
    website,
    phone: text(40),
    email: z.string().trim().toLowerCase().email().max(254).nullable(),
    logo_url: z.string().trim().url().max(500).nullable(),
  })
  .partial()
  .strict();

const address = z
  .object({
    street: text(200),
    house_number: text(20),
    postal_code: text(20),
    city: text(100),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  })
  .partial()
  .strict();

const name = z.string().trim().min(1).max(200);
// The organization's tags, all at once (docs/social-map.md); ids as strings or numbers.
const tagIds = z
  .array(z.union([integerId, z.number().int().positive()]))
  .max(50)
  .transform((ids) => ids.map(Number));
const status = z.enum(ORGANIZATION_STATUSES);
const reason = z.string().trim().min(1).max(2000);

/** PUT /organizations/:id/approve. */
export const approveAttributes = z
  .object({ status, reason: reason.optional() })
  .strict();

/** PUT /organizations/:id: every attribute optional; profile and address are nested objects. */
export const updateAttributes = z
  .object({
    name,
    organization_type: z.enum(ORGANIZATION_TYPES),
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
    organization_type: z.enum(ORGANIZATION_TYPES).default("Organization"),
    status: z.enum(["pending", "approved"]).default("pending"),
    volunteer_center_id: integerId.optional(),
    profile: profile.optional(),
    address: address.optional(),
    tag_ids: tagIds.optional(),
  })
  .strict();

/** PUT /organizations/:id/move. */
export const moveAttributes = z
  .object({ volunteer_center_id: integerId })
  .strict();

export type ProfileInput = z.output<typeof profile>;
export type AddressInput = z.output<typeof address>;
