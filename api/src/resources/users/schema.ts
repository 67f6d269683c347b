import { z } from "zod";
import {
  confirmationMatches,
  newPassword,
  passwordConfirmation,
} from "../../auth/password-policy";
import { LOCALES, PERIODIC_MAIL } from "../../db/accounts-schema";
import { integerId } from "../../jsonapi/ids";
import type { QuerySpec } from "../../jsonapi/query";

export const USERS = "users";
/** The spec's client posts `type: "user"`; JSON:API's plural is read too and always answered. */
export const USER_TYPES = ["users", "user"] as const;

export const email = z
  .string({
    required_error: "Email can't be blank.",
    invalid_type_error: "Email must be a string.",
  })
  .trim()
  .toLowerCase()
  .min(1, "Email can't be blank.")
  .max(254, "Email is too long (maximum is 254 characters).")
  .email("Email is not a valid e-mail address.");

const name = (label: string) =>
  z
    .string({
      required_error: `${label} can't be blank.`,
      invalid_type_error: `${label} must be a string.`,
    })
    .trim()
    .min(1, `${label} can't be blank.`)
    .max(100, `${label} is too long (maximum is 100 characters).`);

const phone = z
  .string({ invalid_type_error: "Phone must be a string." })
  .trim()
  .max(30, "Phone is too long (maximum is 30 characters).")
  .regex(
    /^[0-9+()\-.\s]*$/,
    "Phone may only contain digits, spaces and + - ( ) .",
  )
  .nullable()
  .transform((v) => (v === "" ? null : v));

const locale = z.enum(LOCALES, {
  errorMap: () => ({ message: "Locale must be one of: nl, en." }),
});
const periodicMail = z.enum(PERIODIC_MAIL, {
  errorMap: () => ({
    message: "Periodic mail must be one of: none, weekly, monthly.",
  }),
});
// Validated against REDIRECT_HOSTS by mailLinkBase, not here.
const redirectUrl = z.unknown().optional();

/** POST /api/v1/users (sign-up). */
export const signUpAttributes = z
  .object({
    email,
    password: newPassword,
    password_confirmation: passwordConfirmation,
    first_name: name("First name"),
    last_name: name("Last name"),
    locale: locale.default("nl"),
    confirm_success_url: redirectUrl,
  })
  .strict()
  .superRefine(confirmationMatches);

/** PATCH /api/v1/current_user: every attribute optional; an e-mail change needs the password. */
export const updateAttributes = z
  .object({
    first_name: name("First name").optional(),
    last_name: name("Last name").optional(),
    phone: phone.optional(),
    locale: locale.optional(),
    periodic_mail: periodicMail.optional(),
    email: email.optional(),
    current_password: z
      .string({ invalid_type_error: "Current password must be a string." })
      .max(1024)
      .optional(),
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

export const resendAttributes = z
  .object({ confirm_success_url: redirectUrl })
  .strict();

const fields = {
  users: [
    "email",
    "unconfirmed_email",
    "first_name",
    "last_name",
    "phone",
    "locale",
    "periodic_mail",
    "status",
    "confirmed_at",
    "created_at",
    "updated_at",
    "roles",
  ],
  roles: ["name", "resource_type", "resource_id"],
} as const;

/** GET/PATCH /api/v1/current_user. */
export const currentUserQuery = {
  include: ["roles"],
  fields,
} satisfies QuerySpec;

/** Endpoints that answer a user but take no query parameters (sign-up, confirm). */
export const plainUserQuery = { fields } satisfies QuerySpec;

const managedFields = {
  users: [...fields.users, "organizations"],
  roles: fields.roles,
  organizations: [
    "name",
    "organization_type",
    "status",
    "volunteer_center_id",
    "created_at",
    "updated_at",
  ],
} as const;

/** GET /api/v1/users/:id (staff, super admins, organization admins). */
export const managedUserQuery = {
  include: ["roles", "organizations"],
  fields: managedFields,
} satisfies QuerySpec;

/** Role names `filter[with_role]` accepts. */
export const FILTER_ROLES = [
  "admin",
  "member",
  "staff",
  "super_admin",
] as const;

/** GET /api/v1/users. */
export const usersIndexQuery = {
  ...managedUserQuery,
  page: { defaultSize: 25, maxSize: 1000 },
  filter: {
    organization_id_eq: integerId,
    with_role: z.enum(FILTER_ROLES),
    // Ransack's OR-combined predicate; a full name ("Vera Vos") matches too.
    first_name_or_last_name_or_email_cont: z.string().trim().min(1).max(200),
  },
} satisfies QuerySpec;

/** PATCH /api/v1/users/:id by staff and super admins. */
export const MANAGED_STATUSES = ["active", "inactive", "archived"] as const;
export const manageAttributes = z
  .object({
    first_name: name("First name").optional(),
    last_name: name("Last name").optional(),
    phone: phone.optional(),
    locale: locale.optional(),
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
