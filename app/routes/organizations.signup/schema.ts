import type { TFunction } from "i18next";
import { z } from "zod";
import { newPasswordFields, passwordsMatch } from "~/utils/account-forms/password-fields";
import { validationErrorMap } from "~/utils/validation-message";
import { addSchema, organizationLabels } from "../organizations.$id_.edit/schema";
import { LOCALES } from "../signup/schema";

// The API's limits (api/src/resources/organization-sign-ups/schema.ts), checked here first.
/** What a signing-up organization may be: every kind but a volunteer centre. */
export const SIGNUP_TYPES = ["Organization", "School", "Foundation", "Association", "Company", "Municipality"] as const;

/** The organization's fields of the add form, and its first admin's account. */
export const organizationSignupSchema = (t: TFunction) =>
  addSchema().extend({
    organizationType: z.enum(SIGNUP_TYPES),
    admin: z
      .object({
        firstName: z.string().trim().min(1).max(100),
        lastName: z.string().trim().min(1).max(100),
        email: z.string().trim().email().max(254),
        ...newPasswordFields(t),
        locale: z.enum(LOCALES),
      })
      .superRefine(passwordsMatch(t)),
  });

export const ADMIN_FIELDS = ["firstName", "lastName", "email", "password", "passwordConfirmation", "locale"] as const;

/** Labels by conform's field name: the organization's, then the admin's (admin.email). */
export const signupLabels = (t: TFunction) => ({
  ...organizationLabels(t),
  ...Object.fromEntries(ADMIN_FIELDS.map((field) => [`admin.${field}`, t(`auth:fields.${field}`)])),
});

/** parseWithZod's options, the same in the action and in the browser. */
export const signupParseOptions = (t: TFunction) => ({
  schema: organizationSignupSchema(t),
  errorMap: validationErrorMap(t, signupLabels(t)),
});
