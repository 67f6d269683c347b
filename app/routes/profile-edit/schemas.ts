import type { TFunction } from "i18next";
import { z } from "zod";
import { newPasswordFields, passwordsMatch } from "~/utils/account-forms/password-fields";

// The API's limits (api/src/resources/users/schema.ts), checked on blur and again by the action.
export const LOCALES = ["nl", "en"] as const;
export const PERIODIC_MAILS = ["none", "weekly", "monthly"] as const;

export const personalSchema = () =>
  z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: z.string().trim().max(30).regex(/^[0-9+()\-.\s]*$/).optional(),
  });

export const emailSchema = () =>
  z.object({ email: z.string().trim().email().max(254), currentPassword: z.string().min(1).max(128) });

export const localeSchema = () => z.object({ locale: z.enum(LOCALES) });

export const passwordSchema = (t: TFunction) =>
  z.object({ currentPassword: z.string().min(1).max(128), ...newPasswordFields(t) }).superRefine(passwordsMatch(t));

export const periodicMailSchema = () => z.object({ periodicMail: z.enum(PERIODIC_MAILS) });
