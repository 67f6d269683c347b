import {
  ORGANIZATION_ADMIN_ACCEPTANCES,
  ORGANIZATION_ADMIN_INVITATIONS,
  acceptanceRules,
  organizationAdminInvitationList,
  organizationAdminInvitationShow,
} from "@contract/organization-admins";
import { LOCALES } from "@contract/locales";
import { z } from "zod";
import { confirmationMatches, newPassword, passwordConfirmation } from "../../auth/password-policy";
import { email } from "../users/schema";

export const INVITATION_TYPES = [ORGANIZATION_ADMIN_INVITATIONS, "organization_admin_invitation"];
export const ACCEPTANCE_TYPES = [ORGANIZATION_ADMIN_ACCEPTANCES, "organization_admin_acceptance"];

export const indexQuery = organizationAdminInvitationList;
export const showQuery = organizationAdminInvitationShow;

/** POST /organization_admin_invitations: who, for which organization, in which language. */
export const inviteAttributes = z
  .object({
    organization_id: z
      .union([z.string(), z.number()], {
        required_error: "Organization id can't be blank.",
        invalid_type_error: "Organization id must be a string.",
      })
      .transform(String)
      .pipe(z.string().regex(/^[1-9][0-9]{0,15}$/, "Organization id must be a positive integer.")),
    email,
    locale: z.enum(LOCALES, { errorMap: () => ({ message: "Locale must be one of: nl, en." }) }).optional(),
  })
  .strict();

const token = z
  .string({ required_error: "Token can't be blank.", invalid_type_error: "Token must be a string." })
  .trim()
  .min(1, "Token can't be blank.")
  .max(acceptanceRules.token.maxLength ?? 200, "Token is invalid.");

const name = (label: string) =>
  z
    .string({ required_error: `${label} can't be blank.`, invalid_type_error: `${label} must be a string.` })
    .trim()
    .min(1, `${label} can't be blank.`)
    .max(100, `${label} is too long (maximum is 100 characters).`);

/** Signed in: the token only. */
export const acceptSignedIn = z.object({ token }).strict();

/** Signed out: the token and the new account's names and password (its address is the invitation's). */
export const acceptWithAccount = z
  .object({
    token,
    first_name: name("First name"),
    last_name: name("Last name"),
    password: newPassword,
    password_confirmation: passwordConfirmation,
  })
  .strict()
  .superRefine(confirmationMatches);
