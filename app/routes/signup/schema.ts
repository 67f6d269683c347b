import type { TFunction } from "i18next";
import { z } from "zod";
import { newPasswordFields, passwordsMatch } from "~/utils/account-forms/password-fields";

export const LOCALES = ["nl", "en"] as const;

// The API's own limits (api/src/resources/users/schema.ts), checked here first.
export const signupSchema = (t: TFunction) =>
  z
    .object({
      firstName: z.string().trim().min(1).max(100),
      lastName: z.string().trim().min(1).max(100),
      email: z.string().trim().email().max(254),
      ...newPasswordFields(t),
      locale: z.enum(LOCALES),
    })
    .superRefine(passwordsMatch(t));
