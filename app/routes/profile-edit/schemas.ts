import type { TFunction } from "i18next";
import { LOCALES } from "@contract/locales";
import { PERIODIC_MAILS, userFieldRules } from "@contract/users";
import { z } from "zod";
import { newPasswordFields, passwordsMatch } from "~/utils/account-forms/password-fields";

// The contract's rules (contract/users), checked on blur and again by the action.
export { LOCALES, PERIODIC_MAILS };
const u = userFieldRules;

export const personalSchema = () =>
  z.object({
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone.optional(),
  });

export const emailSchema = () =>
  z.object({ email: u.email, currentPassword: u.currentPassword });

export const localeSchema = () => z.object({ locale: u.locale });

export const passwordSchema = (t: TFunction) =>
  z.object({ currentPassword: u.currentPassword, ...newPasswordFields(t) }).superRefine(passwordsMatch(t));

export const periodicMailSchema = () => z.object({ periodicMail: u.periodicMail });
