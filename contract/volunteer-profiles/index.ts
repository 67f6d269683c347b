import { z } from "zod";
import type { QuerySpec } from "../list";
import { hoursFilter, postcode, text } from "../rules";

/**
 * A volunteer's own profile (docs/volunteer-profiles.md): opt-in, visible only within the
 * volunteer's centre and only while published. The volunteer chooses per field what
 * organizations see; the centre's staff see every field. Never an address: the postcode area
 * (four digits) is all that is kept.
 */
export const VOLUNTEER_PROFILES = "volunteer_profiles";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type DayPart = (typeof DAY_PARTS)[number];

/** A day and a part of it, "mon_morning" … "sun_evening": 21 slots, kept as bits 0…20. */
export const AVAILABILITY_SLOTS = WEEKDAYS.flatMap((day) => DAY_PARTS.map((part) => `${day}_${part}` as const));
export type AvailabilitySlot = (typeof AVAILABILITY_SLOTS)[number];

/** Some of `values` as one number, bit i for values[i] (a name not among them is left out), and back. */
const bitSet = <V extends string>(values: readonly V[]) => ({
  mask: (chosen: readonly string[]) =>
    chosen.reduce((mask, value) => {
      const i = values.indexOf(value as V);
      return i < 0 ? mask : mask | (1 << i);
    }, 0),
  of: (mask: number): V[] => values.filter((_, i) => (mask & (1 << i)) !== 0),
});

/** The slots as one number (bit i = AVAILABILITY_SLOTS[i]), and back. */
export const { mask: availabilityMask, of: availabilitySlots } = bitSet(AVAILABILITY_SLOTS);

/**
 * The fields a volunteer may show or hide from organizations. The first name is always shown
 * (a card needs a name); e-mail address, phone and street address are never part of a profile.
 */
export const PROFILE_FIELDS = ["introduction", "skills", "themes", "availability", "hours_per_week", "area"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The shown fields as one number (bit i = PROFILE_FIELDS[i]), and back. */
export const { mask: fieldMask, of: fieldsOf } = bitSet(PROFILE_FIELDS);

export const INTRODUCTION_MAX = 1500;
export const SKILLS_MAX = 500;
export const PROFILE_THEMES_MAX = 20;
/** The travel distances the profile screen offers (km); the api takes any whole number up to the max. */
export const TRAVEL_DISTANCES_KM = [2, 5, 10, 25, 50] as const;
export const TRAVEL_KM_MAX = 200;
export const PROFILE_HOURS_MAX = 80;

/** The profile's attributes as the volunteer writes them (PATCH /volunteer_profile). */
export const volunteerProfileRules = {
  published: z.boolean(),
  introduction: text(INTRODUCTION_MAX),
  skills: text(SKILLS_MAX),
  tag_ids: z.array(z.string().regex(/^[1-9][0-9]{0,14}$/)).max(PROFILE_THEMES_MAX),
  availability: z.array(z.enum(AVAILABILITY_SLOTS as unknown as [AvailabilitySlot, ...AvailabilitySlot[]])).max(AVAILABILITY_SLOTS.length),
  hours_per_week: z.number().int().min(1).max(PROFILE_HOURS_MAX).nullable(),
  /** A Dutch postcode; only its four digits (the area) are kept. "" or null clears it. */
  postcode: z.union([z.literal(""), postcode]).nullable(),
  travel_km: z.number().int().min(1).max(TRAVEL_KM_MAX).nullable(),
  /** The fields organizations may see; the rest they never get (staff see everything). */
  visible_fields: z.array(z.enum(PROFILE_FIELDS)).max(PROFILE_FIELDS.length),
} as const;

/** The web's camelCased form rules. */
export const volunteerProfileFieldRules = {
  introduction: volunteerProfileRules.introduction,
  skills: volunteerProfileRules.skills,
} as const;

export const VOLUNTEER_PROFILE_ATTRIBUTES = [
  "first_name",
  "published",
  "introduction",
  "skills",
  "tag_ids",
  "themes",
  "availability",
  "hours_per_week",
  "postcode",
  "travel_km",
  "visible_fields",
  "distance_km",
  "published_at",
  "photo_version",
] as const;

/**
 * A profile on the wire. The owner and the centre's staff get every field; an organization's
 * admin gets null (or []) for each field the volunteer hides. `distance_km` is set in a search
 * near a postcode (rounded to whole km); `visible_fields` only for the owner and staff.
 */
export interface VolunteerProfileAttributes {
  first_name: string;
  published: boolean;
  introduction: string | null;
  skills: string | null;
  tag_ids: string[];
  /** The themes' names, in the order of tag_ids. */
  themes: string[];
  availability: AvailabilitySlot[];
  hours_per_week: number | null;
  /** The postcode area: four digits, never the letters. */
  postcode: string | null;
  travel_km: number | null;
  visible_fields: ProfileField[] | null;
  distance_km: number | null;
  published_at: string | null;
  /**
   * The photo's content hash (null: no photo). Its bytes are at
   * `GET /volunteer_profiles/:id/photo` for whoever may read the profile; the hash changes with
   * the bytes, so a reader's cache may keep them under a URL that names it.
   */
  photo_version: string | null;
}

const profileFields = { [VOLUNTEER_PROFILES]: VOLUNTEER_PROFILE_ATTRIBUTES } as const;

export const volunteerProfileShow = { fields: profileFields } as const satisfies QuerySpec;

/** The words a pool search takes: letters and digits, at most this many characters. */
export const POOL_SEARCH_MAX = 100;
export const POOL_DISTANCE_MAX_KM = 100;

const slotList = z
  .string()
  .max(400)
  .refine((v) => v.split(",").every((s) => (AVAILABILITY_SLOTS as readonly string[]).includes(s)), "must be slots such as mon_morning,sat_evening")
  .transform((v) => v.split(","));

const tagIdList = z
  .string()
  .max(400)
  .refine((v) => v.split(",").length <= PROFILE_THEMES_MAX && v.split(",").every((s) => /^[1-9][0-9]{0,14}$/.test(s)), "must be tag ids separated by commas")
  .transform((v) => v.split(",").map(Number));

/**
 * GET /volunteer_profiles (the pool, /vrijwilligerspool): the published profiles of the request's
 * centre, for its staff and the admins of its organizations. `distance_km` needs `postcode`.
 */
export const volunteerProfileList = {
  fields: profileFields,
  page: { defaultSize: 20, maxSize: 50 },
  filter: {
    search: z.string().max(POOL_SEARCH_MAX),
    tag_ids: tagIdList,
    availability: slotList,
    hours_min: hoursFilter,
    postcode,
    distance_km: z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, "must be a whole number of kilometres")
      .transform(Number)
      .refine((km) => km <= POOL_DISTANCE_MAX_KM, `must be at most ${POOL_DISTANCE_MAX_KM}`),
  },
} as const satisfies QuerySpec;

/** The profile photo (`PUT /volunteer_profile/photo`, the body is the image): contract/uploads `profile_photo`. */
export const PROFILE_PHOTO_KIND = "profile_photo";
