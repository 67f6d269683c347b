import { z } from "zod";
import { activityList, activityRules, activityShow, activityTagIds, ownSignUpList, signUpList, signUpRules, signUpShow } from "@contract/activities";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";
import { LOCALES } from "@contract/locales";

export const ACTIVITY_TYPES_IN = ["activities", "activity"];
export const SIGN_UP_TYPES_IN = ["activity_sign_ups", "activity_sign_up"];
export const CONFIRMATION_TYPES_IN = ["activity_sign_up_confirmations"];
export const CANCELLATION_TYPES_IN = ["activity_sign_up_cancellations"];
export const FEED_TYPES_IN = ["activity_feeds"];

export const showQuery = activityShow satisfies QuerySpec;
export const indexQuery = activityList satisfies QuerySpec;
export const signUpShowQuery = signUpShow satisfies QuerySpec;
export const signUpIndexQuery = signUpList satisfies QuerySpec;
export const ownSignUpIndexQuery = ownSignUpList satisfies QuerySpec;

// Clearable texts: the contract's rule, with "" sent as null (the attribute is cleared).
const clearable = (rule: z.ZodString) => rule.transform((v) => (v === "" ? null : v)).nullable();
const clearablePostcode = z
  .union([z.literal(""), activityRules.postal_code])
  .transform((v) => (v === "" ? null : v.trim().toUpperCase()))
  .nullable();

const r = activityRules;
const attributes = {
  title: r.title,
  // A Tiptap doc or plain-text paragraphs; checked by rich-text/validate.ts after zod.
  description: z.unknown(),
  image_url: z
    .union([z.literal(""), r.image_url])
    .transform((v) => (v === "" ? null : v))
    .nullable(),
  starts_at: r.starts_at,
  ends_at: r.ends_at,
  repeat: r.repeat,
  repeat_until: r.repeat_until.nullable(),
  online: r.online,
  online_url: z
    .union([z.literal(""), r.online_url])
    .transform((v) => (v === "" ? null : v))
    .nullable(),
  place: clearable(r.place),
  address: clearable(r.address),
  postal_code: clearablePostcode,
  capacity: r.capacity.nullable(),
  tag_ids: activityTagIds,
};

/** POST /activities: an organization's (organization_id) or, without one, the centre's own. */
export const createAttributes = z
  .object({
    ...attributes,
    kind: r.kind.default("activity"),
    organization_id: integerId.optional(),
  })
  .partial({
    description: true,
    image_url: true,
    repeat: true,
    repeat_until: true,
    online: true,
    online_url: true,
    place: true,
    address: true,
    postal_code: true,
    capacity: true,
    tag_ids: true,
  })
  .strict();

/** PUT/PATCH /activities/:id: every attribute optional; status moves it (approve, reject, cancel). */
export const updateAttributes = z
  .object({
    ...attributes,
    status: r.status,
    status_message: clearable(r.status_message),
  })
  .partial()
  .strict();

export type CreateInput = z.output<typeof createAttributes>;
export type UpdateInput = z.output<typeof updateAttributes>;

/** A guest's own details on a sign-up, an activity's or a shift's (the signed-in give none: checkSignUpPerson). */
export const guestFields = {
  name: signUpRules.name.optional(),
  email: signUpRules.email.toLowerCase().optional(),
  locale: z.enum(LOCALES).optional(),
};

/**
 * POST /activity_sign_ups. Signed in: the account signs up. A guest gives name and e-mail and
 * the page the mailed link should open (confirm_url, checked against REDIRECT_HOSTS).
 */
export const signUpAttributes = z
  .object({
    activity_id: integerId,
    ...guestFields,
    confirm_url: z.string().max(2000).optional(),
  })
  .strict();

/** The mailed token: confirm (a guest) or cancel. */
export const tokenAttributes = z.object({ token: z.string().min(1).max(200) }).strict();

export type SignUpInput = z.output<typeof signUpAttributes>;
