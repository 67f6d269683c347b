import {
  DIGEST_DISTANCE_MAX_KM,
  DIGEST_PREFERENCES,
  DIGEST_TAGS_MAX,
  PERIODIC_MAIL_UNSUBSCRIPTIONS,
  digestPreferenceRules,
  periodicMailUnsubscriptionRules,
} from "@contract/periodic-mail";
import { z } from "zod";
import { PERIODIC_MAIL } from "../../db/accounts-schema";

export const UNSUBSCRIPTION_TYPES_IN = [PERIODIC_MAIL_UNSUBSCRIPTIONS];
export const PREFERENCE_TYPES_IN = [DIGEST_PREFERENCES];

// The contract's rules, worded for an api client.
export const unsubscribeAttributes = z
  .object({
    token: z
      .string({
        required_error: "Token can't be blank.",
        invalid_type_error: "Token must be a string.",
      })
      .trim()
      .min(1, "Token can't be blank.")
      .max(periodicMailUnsubscriptionRules.token.maxLength ?? 200, "Token is invalid."),
  })
  .strict();

export const preferenceAttributes = z
  .object({
    periodic_mail: z
      .enum(PERIODIC_MAIL, {
        errorMap: () => ({ message: "Periodic mail must be one of: none, weekly, monthly." }),
      })
      .optional(),
    postcode: z
      .string({ invalid_type_error: "Postcode must be a string." })
      .max(20, "Postcode must be a Dutch postcode (1234 AB or 1234).")
      .refine((value) => digestPreferenceRules.postcode.safeParse(value).success, "Postcode must be a Dutch postcode (1234 AB or 1234).")
      .nullable()
      .optional(),
    distance_km: z
      .number({ invalid_type_error: "Distance km must be a whole number of kilometres." })
      .int("Distance km must be a whole number of kilometres.")
      .min(1, "Distance km must be at least 1.")
      .max(DIGEST_DISTANCE_MAX_KM, `Distance km must be at most ${DIGEST_DISTANCE_MAX_KM}.`)
      .nullable()
      .optional(),
    tag_ids: z
      .array(z.string().regex(/^[1-9][0-9]{0,14}$/, "Tag ids must be ids of tags."), {
        invalid_type_error: "Tag ids must be a list of tag ids.",
      })
      .max(DIGEST_TAGS_MAX, `At most ${DIGEST_TAGS_MAX} themes.`)
      .optional(),
  })
  .strict();

export type PreferenceValues = z.output<typeof preferenceAttributes>;
