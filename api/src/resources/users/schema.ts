import { z } from "zod";
import { emailParam } from "../../auth/auth-params";
import { confirmationMatches, newPassword, passwordConfirmation } from "../../auth/password-policy";
import { LOCALES } from "@contract/locales";
import { PHONE_PATTERN } from "@contract/rules";
import {
  currentUserShow,
  FILTER_ROLES,
  MANAGED_STATUSES,
  managedUserShow,
  PERIODIC_MAILS as PERIODIC_MAIL,
  plainUserShow,
  USER_LIMITS,
  userList,
} from "@contract/users";
import type { QuerySpec } from "../../jsonapi/query";

export const USERS = "users";
/** The spec's client posts `type: "user"`; JSON:API's plural is read too and always answered. */
export const USER_TYPES = ["users", "user"] as const;

export const email = emailParam.email("Email is not a valid e-mail address.");

/** A person's first or last name, required (the organization sign-up's first admin too). */
export const name = (label: string) =>
  z
    .string({
      required_error: `${label} can't be blank.`,
      invalid_type_error: `${label} must be a string.`,
    })
    .trim()
    .min(1, `${label} can't be blank.`)
    .max(USER_LIMITS.name, `${label} is too long (maximum is ${USER_LIMITS.name} characters).`);

const phone = z
  .string({ invalid_type_error: "Phone must be a string." })
  .trim()
  .max(USER_LIMITS.phone, `Phone is too long (maximum is ${USER_LIMITS.phone} characters).`)
  .regex(PHONE_PATTERN, "Phone may only contain digits, spaces and + - ( ) .")
  .nullable()
  .transform((v) => (v === "" ? null : v));

export const locale = z.enum(LOCALES, {
  errorMap: () => ({ message: "Locale must be one of: nl, en." }),
});
const periodicMail = z.enum(PERIODIC_MAIL, {
  errorMap: () => ({
    message: "Periodic mail must be one of: none, weekly, monthly.",
  }),
});
// Validated against REDIRECT_HOSTS by mailLinkBase, not here.
const redirectUrl = z.unknown().optional();

/** A new account's attributes: POST /users signs one up, and an organization's sign-up its first admin. */
export const newAccountFields = {
  email,
  password: newPassword,
  password_confirmation: passwordConfirmation,
  first_name: name("First name"),
  last_name: name("Last name"),
  locale: locale.default("nl"),
};

/** POST /api/v1/users (sign-up). */
export const signUpAttributes = z
  .object({ ...newAccountFields, confirm_success_url: redirectUrl })
  .strict()
  .superRefine(confirmationMatches);

/** The person's own fields as a change names them, each optional: their own and staff's edits. */
const personChanges = {
  first_name: name("First name").optional(),
  last_name: name("Last name").optional(),
  phone: phone.optional(),
  locale: locale.optional(),
};

/** PATCH /api/v1/current_user: every attribute optional; an e-mail change needs the password. */
export const updateAttributes = z
  .object({
    ...personChanges,
    periodic_mail: periodicMail.optional(),
    email: email.optional(),
    current_password: z.string({ invalid_type_error: "Current password must be a string." }).max(1024).optional(),
    confirm_success_url: redirectUrl,
  })
  .strict();

export const confirmAttributes = z
  .object({
    confirmation_token: z
      .string({
        required_error: "Confirmation token can't be blank.",
        invalid_type_error: "Confirmation token must be a string.",
      })
      .min(1, "Confirmation token can't be blank.")
      .max(200, "Confirmation token is invalid."),
  })
  // Like every write schema: an attribute we do not know is a 422, not silently dropped.
  .strict();

export const resendAttributes = z.object({ confirm_success_url: redirectUrl }).strict();

/** GET/PATCH /api/v1/current_user. */
export const currentUserQuery = currentUserShow satisfies QuerySpec;

/** Endpoints that answer a user but take no query parameters (sign-up, confirm). */
export const plainUserQuery = plainUserShow satisfies QuerySpec;

/** GET /api/v1/users/:id (staff, super admins, organization admins). */
export const managedUserQuery = managedUserShow satisfies QuerySpec;

/** Role names `filter[with_role]` accepts. */
export { FILTER_ROLES };

/** GET /api/v1/users. */
export const usersIndexQuery = userList satisfies QuerySpec;

/** PATCH /api/v1/users/:id by staff and super admins. */
export { MANAGED_STATUSES };
export const manageAttributes = z
  .object({
    ...personChanges,
    status: z
      .enum(MANAGED_STATUSES, {
        errorMap: () => ({
          message: "Status must be one of: active, inactive, archived.",
        }),
      })
      .optional(),
  })
  .strict();

/** POST /api/v1/users by staff or a super admin: an invitation. */
export const inviteAttributes = z
  .object({
    email,
    first_name: name("First name"),
    last_name: name("Last name"),
    phone: phone.optional(),
    locale: locale.default("nl"),
    redirect_url: redirectUrl,
    confirm_success_url: redirectUrl,
  })
  .strict();
