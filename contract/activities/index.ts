import { z } from "zod";
import { camelizeRecord } from "../case";
import type { QuerySpec } from "../list";
import { flag, idList, integerId, isWebUrl, isoDate, point, postcode, text, webUrl } from "../rules";
import {
  ACTIVITIES,
  ACTIVITY_ATTRIBUTES,
  ACTIVITY_KINDS,
  ACTIVITY_REPEATS,
  ACTIVITY_SIGN_UPS,
  ACTIVITY_STATUSES,
  type ActivityStatus,
  SIGN_UP_ATTRIBUTES,
  SIGN_UP_STATUSES,
} from "./attributes";
import { isLocalMoment } from "./time";

export * from "./attributes";
export * from "./occurrences";
export * from "./time";

/** docs/activities.md "Statuses": which status may follow which (staying is a no-op). */
export const ACTIVITY_TRANSITIONS: Record<ActivityStatus, readonly ActivityStatus[]> = {
  pending: ["approved", "rejected", "cancelled"],
  approved: ["cancelled"],
  // Edited after a rejection, it goes back to the staff.
  rejected: ["pending", "cancelled"],
  cancelled: [],
};

/** Only centre staff (and super admins) decide on these moves; an organization may only cancel. */
export const STAFF_ONLY_STATUSES: readonly ActivityStatus[] = ["approved", "rejected"];

/** What anyone may see and sign up for. */
export const isPublicActivity = (a: { status: string }) => a.status === "approved";

export const localMoment = z.string().trim().refine(isLocalMoment, "must be a local date and time as YYYY-MM-DDTHH:MM");

/** The writable attributes' rules with their limits, as the wire names them. */
export const activityRules = {
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string().trim().min(1).max(200),
  // An uploaded file of this site (/files/...) or a web address: never another scheme in an <img>.
  image_url: text(500).refine((v) => v === "" || v.startsWith("/files/") || isWebUrl(v)),
  starts_at: localMoment,
  ends_at: localMoment,
  repeat: z.enum(ACTIVITY_REPEATS),
  repeat_until: isoDate,
  online: z.boolean(),
  online_url: webUrl(500),
  place: text(100),
  address: text(200),
  postal_code: postcode,
  capacity: z.number().int().min(1).max(10_000),
  status: z.enum(ACTIVITY_STATUSES),
  status_message: text(1000),
  organization_id: integerId,
};

/** The same rules under the web's camelCase field names. */
export const activityFieldRules = camelizeRecord(activityRules);

/** An activity has at most this many themes (tags of its centre). */
export const MAX_ACTIVITY_TAGS = 20;
export const activityTagIds = idList(MAX_ACTIVITY_TAGS);

/** A sign-up's writable attributes: a guest gives a name and an address. */
export const signUpRules = {
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().email().max(254),
};
export const signUpFieldRules = camelizeRecord(signUpRules);

/** A list's date window is at most this long (a month view is 42 days). */
export const MAX_WINDOW_DAYS = 400;

const fields = {
  [ACTIVITIES]: ACTIVITY_ATTRIBUTES,
} as const;

/** GET /activities/:id and the answers of the writes. */
export const activityShow = { fields } as const satisfies QuerySpec;

/** GET /activities: the calendar (public: approved only) and the managers' overview (managed). */
export const activityList = {
  fields,
  page: { defaultSize: 100, maxSize: 200 },
  sort: ["starts_at", "created_at", "title"],
  filter: {
    from: isoDate,
    to: isoDate,
    kind_eq: z.enum(ACTIVITY_KINDS),
    status_eq: z.enum(ACTIVITY_STATUSES),
    tag_id_eq: integerId,
    place_eq: z.string().trim().min(1).max(100),
    /** Words that must each appear in the title, place or description (any case). */
    q: z.string().trim().min(1).max(100),
    online_eq: flag,
    organization_id_eq: integerId,
    volunteer_center_id_eq: integerId,
    near: point,
    postcode,
    distance_km_lteq: z
      .string()
      .regex(/^\d{1,4}(\.\d{1,2})?$/, "must be a number such as 8 or 2.5")
      .transform(Number),
    managed: flag,
  },
} as const satisfies QuerySpec;

const signUpFields = { [ACTIVITY_SIGN_UPS]: SIGN_UP_ATTRIBUTES } as const;

export const signUpShow = { fields: signUpFields } as const satisfies QuerySpec;

/** GET /activities/:id/sign_ups: the participants, for the activity's managers. */
export const signUpList = {
  fields: signUpFields,
  page: { defaultSize: 500, maxSize: 1000 },
  filter: { status_eq: z.enum(SIGN_UP_STATUSES) },
} as const satisfies QuerySpec;

/** GET /activity_sign_ups: one's own sign-ups (signed in). */
export const ownSignUpList = signUpList;
