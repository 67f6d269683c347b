import type { TFunction } from "~/i18n-t";
import { LOCALES } from "@contract/locales";
import { DIGEST_DISTANCES_KM, DIGEST_TAGS_MAX } from "@contract/periodic-mail";
import { postcode } from "@contract/rules";
import { PERIODIC_MAILS, userFieldRules } from "@contract/users";
import { z } from "zod";
import { newPasswordFields, passwordsMatch } from "~/utils/account-forms/password-fields";
import { idString } from "@contract/rules";

// The contract's rules (contract/users), checked on blur and again by the action.
export { DIGEST_DISTANCES_KM, LOCALES, PERIODIC_MAILS };
const u = userFieldRules;

export const personalSchema = () =>
  z.object({
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone.optional(),
  });

export const emailSchema = () => z.object({ email: u.email, currentPassword: u.currentPassword });

export const localeSchema = () => z.object({ locale: u.locale });

export const passwordSchema = (t: TFunction) => z.object({ currentPassword: u.currentPassword, ...newPasswordFields(t) }).superRefine(passwordsMatch(t));

/** The digest's choices (contract/periodic-mail): empty postcode or distance = anywhere; no themes = all. */
export const periodicMailSchema = () =>
  z.object({
    periodicMail: u.periodicMail,
    postcode: z.union([z.literal(""), postcode]).optional(),
    distanceKm: z.enum(["", ...DIGEST_DISTANCES_KM.map(String)] as [string, ...string[]]).optional(),
    tagIds: z.array(idString).max(DIGEST_TAGS_MAX).optional(),
  });
