import type { TFunction } from "~/i18n-t";
import { SIGN_UP_ORGANIZATION_TYPES } from "@contract/organizations";
import { z } from "zod";
import { signupSchema } from "../signup/schema";
import { validationErrorMap } from "~/utils/validation-message";
import { organizationLabels, staffAddSchema } from "../organizations.$id_.edit/schema";

// The contract's rules (contract/organizations, contract/users), checked here first.
/** What a signing-up organization may be: every kind but a volunteer centre. */
export const SIGNUP_TYPES = SIGN_UP_ORGANIZATION_TYPES;

/** The organization's fields of the add form (its themes too, issue 49), and its first admin's account. */
export const organizationSignupSchema = (t: TFunction) =>
  staffAddSchema().extend({
    organizationType: z.enum(SIGNUP_TYPES),
    // The first admin signs up as anyone does on /signup.
    admin: signupSchema(t),
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

/**
 * Signed in (issue 49): the organization's fields and its themes, no account; the user's own
 * account becomes its admin (POST /organization_starts).
 */
export const organizationStartSchema = () => staffAddSchema().extend({ organizationType: z.enum(SIGNUP_TYPES) });

/** The signed-in form's parseWithZod options, the same in the action and in the browser. */
export const startParseOptions = (t: TFunction) => ({
  schema: organizationStartSchema(),
  errorMap: validationErrorMap(t, organizationLabels(t)),
});
